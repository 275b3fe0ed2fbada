import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Mounts waiting their turn, first come first served: one per idle period, never two in a task. */
const waiting: (() => void)[] = [];
let isScheduled = false;

/**
 * An idle period, or a turn of the event loop where the browser has none to offer (Safari, jsdom).
 * Read from globalThis, not window: a turn may come after a test's page has gone.
 */
const whenIdle = (run: () => void): void => {
  if (typeof globalThis.requestIdleCallback === 'function') {
    // The timeout keeps a busy page from postponing the sections for ever.
    globalThis.requestIdleCallback(run, { timeout: 300 });
    return;
  }
  globalThis.setTimeout(run, 0);
};

const scheduleNext = (): void => {
  if (isScheduled || waiting.length === 0) return;
  isScheduled = true;
  whenIdle(() => {
    isScheduled = false;
    waiting.shift()?.();
    scheduleNext();
  });
};

type TDeferredMountProps = {
  children: ReactNode;
  /** Shown until the children mount: the box they will fill, so nothing below it jumps. */
  placeholder: ReactNode;
};

/**
 * Renders its children after the first paint, each deferred block in a task of its own and in a
 * transition (React yields to input while rendering it). A screen's first render then holds only
 * what a phone shows first, and the rest follows without one long task blocking taps (phone speed).
 */
export const DeferredMount = ({ children, placeholder }: TDeferredMountProps) => {
  const [isMounted, setMounted] = useState(false);
  useEffect(() => {
    let isActive = true;
    waiting.push(() => {
      if (isActive) startTransition(() => setMounted(true));
    });
    scheduleNext();
    return () => {
      isActive = false;
    };
  }, []);
  return isMounted ? children : placeholder;
};
