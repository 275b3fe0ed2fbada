import { useEffect } from 'react';

/** The header's search box, which "/" focuses. */
export const HEADER_SEARCH_ID = 'header-search';

/** A key pressed while typing belongs to the text: a field, an editable area, a list box. */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * "/" focuses the header's search, as on the sites the users know (decision 0104); never while
 * they type in a field, with a modifier held, or when a dialog is open over the page.
 */
export const useSearchShortcut = (): void => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const search = document.getElementById(HEADER_SEARCH_ID);
      if (!search) return;
      event.preventDefault();
      search.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
};
