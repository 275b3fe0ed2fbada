// Issue #37, screen 5 "Identidade visual": what the portal's identity is made of, without zod, so
// the sign-in page's code (apps/web/src/lib/portal-branding.ts) carries none of the back-office's
// schemas. The calls and their schemas are in branding.ts, which re-exports all of this.

/** The product's own name and colour (apps/web/src/styles/tokens.css --color-primary). */
export const DEFAULT_PORTAL_NAME = 'Portal dos Clientes';
export const DEFAULT_PRIMARY_COLOR = '#104375';

export const PORTAL_NAME_MAX = 60;
export const EMAIL_SENDER_NAME_MAX = 60;
export const SUPPORT_EMAIL_MAX = 254;
export const SUPPORT_PHONE_MAX = 30;

/** Largest logo accepted (PNG or SVG). */
export const MAX_LOGO_BYTES = 512 * 1024;
export const LOGO_MIME_TYPES = ['image/png', 'image/svg+xml'] as const;
export type TLogoMimeType = (typeof LOGO_MIME_TYPES)[number];

/** Where the logo is served (public, cached per version: the query only busts caches). */
export const BRANDING_LOGO_PATH = '/branding/logo';
export const brandingLogoUrl = (version: number): string => `${BRANDING_LOGO_PATH}?v=${version}`;

/** The audit actions (audit_events.action). */
export const BRANDING_UPDATE_ACTION = 'branding.update';
export const BRANDING_LOGO_UPDATE_ACTION = 'branding.logo.update';
export const BRANDING_LOGO_DELETE_ACTION = 'branding.logo.delete';

// --- Contrast (WCAG 2.2, 1.4.3) -------------------------------------------------------------

/** WCAG AA for normal text. */
export const AA_CONTRAST_RATIO = 4.5;

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
export const relativeLuminance = (hex: string): number => {
  if (!HEX_COLOR.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
};

/** WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export const contrastRatio = (first: string, second: string): number => {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
};

/**
 * The colours the primary colour meets in the web app (apps/web/src/styles/tokens.css): white text
 * on it (--color-primary-contrast on buttons, the skip link, the sign-in background) and itself as
 * text or links on white (--color-surface, the cards) and on the page's grey (--color-bg, the
 * screens' titles).
 */
export const PRIMARY_COLOR_COMPANIONS = [
  { color: '#ffffff', usage: 'texto branco sobre a cor e a cor sobre o branco dos cartões' },
  { color: '#f2f4f7', usage: 'títulos na cor sobre o fundo cinza das páginas' },
] as const;

export type TPrimaryColorContrast = {
  /** The lowest ratio among the companions. */
  ratio: number;
  isAA: boolean;
};

/** How the primary colour reads against everything it is drawn with: its weakest pair. */
export const checkPrimaryColorContrast = (color: string): TPrimaryColorContrast => {
  const ratio = Math.min(
    ...PRIMARY_COLOR_COMPANIONS.map((companion) => contrastRatio(color, companion.color)),
  );
  return { ratio, isAA: ratio >= AA_CONTRAST_RATIO };
};

/**
 * A ratio as pt-BR text, cut (never rounded up) to two decimals: 4.48 must not read as 4,5.
 * Trailing zeros dropped: 21, 5,2, 4,48.
 */
export const formatContrastRatio = (ratio: number): string =>
  (Math.floor(ratio * 100) / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** The 400 of a primary colour below AA. */
export const primaryColorContrastMessage = (color: string, ratio: number): string =>
  `A cor ${color.toLowerCase()} tem contraste de ${formatContrastRatio(ratio)}:1 com o texto branco e os fundos claros com que é usada; o mínimo é ${formatContrastRatio(AA_CONTRAST_RATIO)}:1 (WCAG AA). Escolha uma cor mais escura.`;

/** The screen's verdict: "Contraste 5,2:1 — atende AA". */
export const contrastVerdict = ({ ratio, isAA }: TPrimaryColorContrast): string =>
  `Contraste ${formatContrastRatio(ratio)}:1 — ${isAA ? 'atende AA' : `não atende AA (mínimo ${formatContrastRatio(AA_CONTRAST_RATIO)}:1)`}`;

// --- The colour's shades --------------------------------------------------------------------

const toHex = (channels: readonly number[]): string =>
  `#${channels.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

const channelsOf = (hex: string): number[] =>
  [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));

/** `hex` mixed with black (amount < 1 darkens) or, with `over`, laid over white at `amount`. */
const darken = (hex: string, amount: number): string => toHex(channelsOf(hex).map((value) => value * amount));
const tint = (hex: string, amount: number): string =>
  toHex(channelsOf(hex).map((value) => value * amount + 255 * (1 - amount)));

/**
 * The CSS custom properties a primary colour sets (tokens.css's brand shades): the same ratios
 * the product's navy has to its hover, active, soft and sidebar shades. Darker shades only add
 * contrast with white, so the AA check of the colour covers them.
 */
export const primaryColorTokens = (color: string): Record<string, string> => ({
  '--color-primary': color,
  '--color-primary-hover': darken(color, 0.76),
  '--color-primary-active': darken(color, 0.58),
  '--color-primary-soft': tint(color, 0.1),
  '--color-link': color,
  '--color-sidebar-bg': darken(color, 0.82),
});

const NAME_PARTICLES = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);

/** The initials drawn in the brand's square when there is no logo: "PC" for Portal dos Clientes. */
export const portalInitials = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const significant = words.filter((word) => !NAME_PARTICLES.has(word.toLowerCase()));
  const chosen = significant.length > 0 ? significant : words;
  const first = chosen[0] ?? '';
  const last = chosen.length > 1 ? (chosen.at(-1) ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
};

/** The identity in effect, defaults filled in (ZPublicBranding in branding.ts describes it for the docs). */
export type TPublicBranding = {
  portalName: string;
  primaryColor: string;
  /** `/branding/logo?v=…`, or null without a logo. */
  logoUrl: string | null;
  supportEmail: string | null;
  supportPhone: string | null;
};

export const DEFAULT_PUBLIC_BRANDING: TPublicBranding = {
  portalName: DEFAULT_PORTAL_NAME,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  logoUrl: null,
  supportEmail: null,
  supportPhone: null,
};

/** The <meta> the server fills in each page (web-static.ts) and the web reads at start. */
export const PUBLIC_BRANDING_META_NAME = 'portal-branding';

/** Whether a value read from a page is an identity (the web checks the <meta> without zod). */
export const isPublicBranding = (value: unknown): value is TPublicBranding => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const isText = (key: string) => typeof record[key] === 'string';
  const isTextOrNull = (key: string) => record[key] === null || isText(key);
  return (
    isText('portalName') &&
    typeof record['primaryColor'] === 'string' &&
    HEX_COLOR.test(record['primaryColor']) &&
    isTextOrNull('logoUrl') &&
    isTextOrNull('supportEmail') &&
    isTextOrNull('supportPhone')
  );
};
