/**
 * The step colours come from the server and were chosen for looks: white on Trânsito (#00acc1)
 * reads at 2.73:1. This keeps the server's text colour when it reaches WCAG AA (4.5:1) on its
 * background, and otherwise takes white or near-black, whichever contrasts more.
 */
export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#ffffff';
export const AA_CONTRAST = 4.5;

const HEX_RE = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG 2.x relative luminance of a #rgb or #rrggbb colour; null for anything else. */
export const relativeLuminance = (colour: string): number | null => {
  const match = HEX_RE.exec(colour.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [red = 0, green = 0, blue = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
};

export const contrastRatio = (first: string, second: string): number | null => {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
};

/** The text colour to draw on `background`: the preferred one when it is readable enough. */
export const readableTextColour = (background: string, preferred?: string | null): string => {
  if (preferred && (contrastRatio(background, preferred) ?? 0) >= AA_CONTRAST) return preferred;
  const onLight = contrastRatio(background, DARK_TEXT) ?? 0;
  const onDark = contrastRatio(background, LIGHT_TEXT) ?? 0;
  if (onLight === 0 && onDark === 0) return preferred ?? LIGHT_TEXT;
  return onLight >= onDark ? DARK_TEXT : LIGHT_TEXT;
};
