import { useCallback, useRef } from 'react';

// A pixel of slack: fractional scroll positions never quite reach the end.
const SLACK = 1;

const markEdges = (element: HTMLElement): void => {
  const { scrollLeft, scrollWidth, clientWidth } = element;
  element.dataset.moreStart = String(scrollLeft > SLACK);
  element.dataset.moreEnd = String(scrollLeft + clientWidth < scrollWidth - SLACK);
};

/**
 * Marks a horizontally scrolling strip with data-more-start / data-more-end, so its CSS can fade
 * the edge that hides more (a tab strip cut off on a phone otherwise gives no hint it scrolls).
 * Returns a ref callback.
 */
export const useScrollEdges = <T extends HTMLElement>(): ((element: T | null) => void) => {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((element: T | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!element) return;
    const update = () => markEdges(element);
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    cleanup.current = () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
};
