/**
 * The prerendered sign-in screen's only script, inline at the end of its <body>
 * (scripts/prerender-web.ts): once the page has painted, it requests the app's entry and the
 * entry's preloads, named in its data attributes. Inline, so the first paint waits for no request;
 * the server's CSP allows exactly this text by its hash (apps/api/src/plugins/security-headers.ts).
 * A timer starts it too, in case no frame comes (a hidden tab).
 */
export const AFTER_PAINT_SCRIPT = `(() => {
  const { entry, preload } = document.currentScript.dataset;
  let isStarted = false;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 500);
})();`;
