import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  readableTextColour,
} from './readable-text-colour.ts';

describe('readableTextColour', () => {
  it('computes the WCAG ratios the review measured', () => {
    expect(contrastRatio('#00acc1', '#ffffff')).toBeCloseTo(2.73, 1);
    expect(contrastRatio('#1e88e5', '#ffffff')).toBeCloseTo(3.68, 1);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  });

  it('replaces white on Trânsito and Booking, and every choice reaches 4.5:1', () => {
    expect(readableTextColour('#00acc1', '#ffffff')).toBe(DARK_TEXT);
    expect(readableTextColour('#1e88e5', '#ffffff')).toBe(DARK_TEXT);
    for (const background of ['#00acc1', '#1e88e5', '#104375', '#b86e00', '#43a047', '#e53935', '#fdd835']) {
      const text = readableTextColour(background, LIGHT_TEXT);
      expect(contrastRatio(background, text), background).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it("keeps the server's colour when it is readable, and copes with what is not a hex colour", () => {
    expect(readableTextColour('#104375', '#ffffff')).toBe('#ffffff');
    expect(readableTextColour('rebeccapurple', '#ffffff')).toBe('#ffffff');
    expect(readableTextColour('not-a-colour')).toBe(LIGHT_TEXT);
  });
});
