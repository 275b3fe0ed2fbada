import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Whether the box can scroll further left (start) or right (end). */
export type TScrollEdges = { canScrollStart: boolean; canScrollEnd: boolean };

const NO_SCROLL: TScrollEdges = { canScrollStart: false, canScrollEnd: false };

/**
 * A horizontally scrolling box's edges, measured on mount, on scroll and when the box or its
 * content changes size: what the cue beside it (hint, fades, the sticky column's shadow) reads.
 */
export const useHorizontalScroll = <T extends HTMLElement>() => {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<TScrollEdges>(NO_SCROLL);
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const max = box.scrollWidth - box.clientWidth;
    // A pixel of slack: zoom and sub-pixel widths leave fractions.
    const next = { canScrollStart: box.scrollLeft > 1, canScrollEnd: box.scrollLeft < max - 1 };
    setEdges((before) =>
      before.canScrollStart === next.canScrollStart && before.canScrollEnd === next.canScrollEnd
        ? before
        : next,
    );
  }, []);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    // The observer's first report comes after the browser's own layout: measuring here as well
    // forced a layout of the whole screen inside the commit (a long task on a phone).
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, edges, onScroll: measure };
};
