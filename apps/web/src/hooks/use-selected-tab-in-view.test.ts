import { describe, expect, it } from 'vitest';
import { revealSelectedTab } from './use-selected-tab-in-view.ts';

const box = (left: number, width: number) => ({ left, right: left + width }) as DOMRect;

/** A strip 390 px wide at x=0 holding a selected tab at `tabLeft` (jsdom has no layout). */
const stripWith = (tabLeft: number, tabWidth: number, scrollLeft: number) => {
  const list = document.createElement('div');
  const tab = document.createElement('button');
  tab.setAttribute('role', 'tab');
  tab.setAttribute('aria-selected', 'true');
  list.append(tab);
  list.getBoundingClientRect = () => box(0, 390);
  tab.getBoundingClientRect = () => box(tabLeft, tabWidth);
  list.scrollLeft = scrollLeft;
  return list;
};

describe('revealSelectedTab', () => {
  it('scrolls the strip until a tab past its right edge is in sight, with room for the fade', () => {
    const list = stripWith(500, 160, 0);
    revealSelectedTab(list);
    expect(list.scrollLeft).toBe(660 - 390 + 24);
  });

  it('scrolls back to a tab before its left edge', () => {
    const list = stripWith(-100, 120, 300);
    revealSelectedTab(list);
    expect(list.scrollLeft).toBe(300 - 100 - 24);
  });

  it('leaves the strip alone when the tab is already in sight, or none is selected', () => {
    const list = stripWith(100, 120, 40);
    revealSelectedTab(list);
    expect(list.scrollLeft).toBe(40);
    const unselected = stripWith(500, 160, 0);
    unselected.querySelector('[role="tab"]')?.setAttribute('aria-selected', 'false');
    revealSelectedTab(unselected);
    expect(unselected.scrollLeft).toBe(0);
  });
});
