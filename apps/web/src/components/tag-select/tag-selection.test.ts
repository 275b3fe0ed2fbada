import { describe, expect, it } from 'vitest';
import { choosePlacement, filterTagOptions, moveActive, toggleTag } from './tag-selection.ts';

describe('tag selection (spec part 2 §4)', () => {
  it('toggles a value in and out', () => {
    expect(toggleTag([], 'CN')).toEqual(['CN']);
    expect(toggleTag(['CN', 'US'], 'CN')).toEqual(['US']);
  });

  it("picking the 'all' option (empty value) last resets to all; otherwise the empty value is dropped", () => {
    expect(toggleTag(['CN', 'US'], '')).toEqual([]);
    expect(toggleTag(['', 'CN'], 'US')).toEqual(['CN', 'US']);
  });

  it('filters options by label, case-insensitively', () => {
    const options = [
      { value: '160', label: 'China' },
      { value: '249', label: 'Estados Unidos' },
      { value: '105', label: 'Brasil' },
    ];
    expect(filterTagOptions(options, 'CHI').map((option) => option.value)).toEqual(['160']);
    expect(filterTagOptions(options, ' s ').map((option) => option.value)).toEqual(['249', '105']);
    expect(filterTagOptions(options, '')).toEqual(options);
  });

  it('opens below unless the list does not fit there and above has more room', () => {
    expect(choosePlacement({ above: 100, below: 400 }, 240)).toBe('below');
    expect(choosePlacement({ above: 500, below: 120 }, 240)).toBe('above');
    expect(choosePlacement({ above: 80, below: 120 }, 240)).toBe('below');
  });

  it('moves the active option with wrap-around', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(0, 0, 1)).toBe(-1);
  });
});
