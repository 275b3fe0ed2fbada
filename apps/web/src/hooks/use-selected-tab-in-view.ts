import { useCallback, useEffect, useRef } from 'react';

// Room beside the tab, so the strip's fade does not cover its label.
const MARGIN = 24;

/**
 * Scrolls a horizontal tab strip, and only it, so its selected tab is in sight: a tab opened from
 * the address (`?aba=cotacoes`) may sit past the edge of a phone's screen, where the user cannot
 * tell which section is open.
 */
export const revealSelectedTab = (list: HTMLElement | null): void => {
  const selected = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!list || !selected) return;
  const strip = list.getBoundingClientRect();
  const tab = selected.getBoundingClientRect();
  if (tab.left < strip.left) list.scrollLeft -= strip.left - tab.left + MARGIN;
  else if (tab.right > strip.right) list.scrollLeft += tab.right - strip.right + MARGIN;
};

/** A ref callback for a tab strip whose selected tab (`selectedKey`) is brought into sight when it changes. */
export const useSelectedTabInView = <T extends HTMLElement>(
  selectedKey: string,
): ((element: T | null) => void) => {
  const list = useRef<T | null>(null);
  useEffect(() => revealSelectedTab(list.current), [selectedKey]);
  return useCallback((element: T | null) => {
    list.current = element;
  }, []);
};
