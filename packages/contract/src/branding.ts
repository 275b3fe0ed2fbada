import { z } from 'zod';
import { defineCall } from './call.ts';
import { dataEnvelope, ZBinaryFile } from './envelope.ts';
import { HEX_COLOR } from './branding-identity.ts';
import { ZNullableTimestamp } from './primitives.ts';
import {
  anyCharacterOf,
  CONTROL_CHARACTER_CLASS,
  DIRECTION_MARK_CLASS,
  LINE_SEPARATOR_CLASS,
} from './text-characters.ts';

// Back-office screen 5 "Identidade visual": the portal's name, logo, primary colour, e-mail sender
// and support contact, set by an admin and applied at runtime (sign-in page, shell, e-mails,
// calendar feed, forwarder page). Every value left empty is the product's own, so the demo and a
// fresh install keep today's look.

export * from './branding-identity.ts';

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

// --- Schemas ----------------------------------------------------------------------------------

const PORTAL_NAME_MESSAGE = `Informe o nome do portal com até ${PORTAL_NAME_MAX} caracteres, ou null para o padrão.`;
const COLOR_MESSAGE =
  'Informe a cor principal no formato #rrggbb (por exemplo, #104375), ou null para a padrão.';
const SENDER_MESSAGE = `Informe o nome do remetente dos e-mails com até ${EMAIL_SENDER_NAME_MAX} caracteres, sem aspas, < ou >, ou null para o padrão.`;
const SUPPORT_EMAIL_MESSAGE = 'Informe um e-mail de suporte válido, ou null para nenhum.';
const SUPPORT_PHONE_MESSAGE = `Informe o telefone de suporte com dígitos, espaços, +, ( ), - ou . (de 8 a ${SUPPORT_PHONE_MAX} caracteres), ou null para nenhum.`;

/**
 * C0 (line feed, carriage return, tab…), DEL and C1, the Unicode line and paragraph separators and
 * the bidirectional overrides: the branding's texts go into page titles, the authenticator's
 * label and e-mail headers (From), where a line break starts a new header and an override turns
 * the text around. The request-wide filter lets tab, LF and CR through for multi-line fields.
 */
const BRANDING_CONTROL_CHARACTERS = anyCharacterOf(
  CONTROL_CHARACTER_CLASS,
  LINE_SEPARATOR_CLASS,
  DIRECTION_MARK_CLASS,
);

/** The 400 of a branding text holding one: "O nome do portal não pode ter quebras de linha…". */
export const brandingControlCharactersMessage = (label: string): string =>
  `${label} não pode ter quebras de linha, tabulações ou outros caracteres de controle.`;

/** A branding text as typed (before any trim), refused with a pt-BR 400 when it holds a control character. */
const ZBrandingText = (label: string, message: string) =>
  z
    .string({ error: message })
    .refine((value) => !BRANDING_CONTROL_CHARACTERS.test(value), brandingControlCharactersMessage(label));

/** A colour the portal may use: #rrggbb, lower-cased, with AA contrast against its companions. */
export const ZPrimaryColor = z
  .string({ error: COLOR_MESSAGE })
  .trim()
  .regex(HEX_COLOR, COLOR_MESSAGE)
  .transform((color) => color.toLowerCase())
  .superRefine((color, ctx) => {
    const { ratio, isAA } = checkPrimaryColorContrast(color);
    if (!isAA) ctx.addIssue({ code: 'custom', message: primaryColorContrastMessage(color, ratio) });
  });

/** The PUT's body: every field, each null for the product's default (or no support contact). */
export const ZBrandingBody = z.strictObject(
  {
    portalName: ZBrandingText('O nome do portal', PORTAL_NAME_MESSAGE)
      .trim()
      .min(1, PORTAL_NAME_MESSAGE)
      .max(PORTAL_NAME_MAX, PORTAL_NAME_MESSAGE)
      .nullable(),
    primaryColor: ZPrimaryColor.nullable(),
    emailSenderName: ZBrandingText('O nome do remetente dos e-mails', SENDER_MESSAGE)
      .trim()
      .min(1, SENDER_MESSAGE)
      .max(EMAIL_SENDER_NAME_MAX, SENDER_MESSAGE)
      // It goes in the From header's display name: no quotes or angle brackets to escape.
      .regex(/^[^"<>\\]+$/, SENDER_MESSAGE)
      .nullable(),
    supportEmail: ZBrandingText('O e-mail de suporte', SUPPORT_EMAIL_MESSAGE)
      .trim()
      .max(SUPPORT_EMAIL_MAX, SUPPORT_EMAIL_MESSAGE)
      .pipe(z.email({ error: SUPPORT_EMAIL_MESSAGE }))
      .nullable(),
    supportPhone: ZBrandingText('O telefone de suporte', SUPPORT_PHONE_MESSAGE)
      .trim()
      .regex(new RegExp(`^[0-9+()\\-. ]{8,${SUPPORT_PHONE_MAX}}$`), SUPPORT_PHONE_MESSAGE)
      .nullable(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campo desconhecido: ${issue.keys.join(', ')}.`
        : 'Informe portalName, primaryColor, emailSenderName, supportEmail e supportPhone (cada um pode ser null).',
  },
);
export type TBrandingBody = z.input<typeof ZBrandingBody>;

/** The identity as the back-office edits it: what was saved (null = default) and the defaults. */
export const ZAdminBranding = z.object({
  portalName: z.string().nullable(),
  primaryColor: z.string().nullable(),
  emailSenderName: z.string().nullable(),
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
  logo: z
    .object({
      mimeType: z.enum(LOGO_MIME_TYPES),
      size: z.number().int().positive(),
      url: z.string(),
    })
    .nullable(),
  /** Raised on every save; 0 before the first. */
  version: z.number().int().nonnegative(),
  updatedAt: ZNullableTimestamp,
  /** What a null stands for. */
  defaults: z.object({ portalName: z.string(), primaryColor: z.string(), emailSenderName: z.string() }),
});
export type TAdminBranding = z.infer<typeof ZAdminBranding>;

export const ZAdminBrandingResponse = dataEnvelope(ZAdminBranding);
export type TAdminBrandingResponse = z.infer<typeof ZAdminBrandingResponse>;

/** 400s of the logo upload. */
export const LOGO_TOO_LARGE_MESSAGE = `O logotipo passa de ${MAX_LOGO_BYTES / 1024} KB.`;
export const LOGO_TYPE_MESSAGE = 'O logotipo deve ser um arquivo PNG ou SVG.';
export const LOGO_MISSING_MESSAGE = 'Escolha o arquivo do logotipo (PNG ou SVG).';
export const LOGO_SVG_EMPTY_MESSAGE =
  'O SVG não tem nenhum desenho depois de removidos scripts e referências externas.';
/** 404 of the public logo when none is set. */
export const LOGO_NOT_FOUND_MESSAGE = 'O portal não tem logotipo.';

export const getAdminBrandingCall = defineCall({
  method: 'GET',
  path: '/api/admin/branding',
  summary:
    'Back-office (staff): the portal’s visual identity (name, primary colour, logo, e-mail sender, support contact); null values are the product’s defaults, given beside them.',
  isAuthenticated: true,
  role: 'STAFF',
  responses: { 200: ZAdminBrandingResponse },
});

export const putAdminBrandingCall = defineCall({
  method: 'PUT',
  path: '/api/admin/branding',
  summary:
    'Back-office (admins only): sets the portal’s name, primary colour (refused below WCAG AA contrast), e-mail sender name and support contact; null restores a default. Applied at once to the sign-in page, the shell, e-mails and the calendar feed. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  body: ZBrandingBody,
  responses: { 200: ZAdminBrandingResponse },
});

export const putAdminBrandingLogoCall = defineCall({
  method: 'PUT',
  path: '/api/admin/branding/logo',
  summary: `Back-office (admins only): the portal’s logo (multipart/form-data, field file): PNG or SVG judged by content, up to ${MAX_LOGO_BYTES / 1024} KB; an SVG is sanitised (scripts, event handlers, foreign objects and external references removed). Audited (its SHA-256 and size).`,
  isAuthenticated: true,
  role: 'ADMIN',
  maxBodyBytes: MAX_LOGO_BYTES + 64 * 1024,
  upload: {
    mediaType: 'multipart/form-data',
    fileField: 'file',
    description: 'One file, the logo (PNG or SVG).',
  },
  responses: { 200: ZAdminBrandingResponse },
});

export const deleteAdminBrandingLogoCall = defineCall({
  method: 'DELETE',
  path: '/api/admin/branding/logo',
  summary: 'Back-office (admins only): removes the portal’s logo (the initials return). Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  responses: { 200: ZAdminBrandingResponse },
});

export const getBrandingLogoCall = defineCall({
  method: 'GET',
  path: BRANDING_LOGO_PATH,
  summary:
    'The portal’s logo, public (the sign-in page shows it): PNG or sanitised SVG, cacheable with an ETag of its version; an SVG is served under a CSP that allows no script.',
  isAuthenticated: false,
  query: z.object({ v: z.string().max(12).optional() }),
  isBinary: true,
  fileMediaTypes: ['image/png', 'image/svg+xml'],
  responses: { 200: ZBinaryFile },
});

/**
 * The web app manifest (an installable PWA), named and coloured from Identidade visual. Not in the
 * spec. The icon is the product's; a portal with a logo adds it.
 */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

export const ZWebManifest = z.object({
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.literal('pt-BR'),
  start_url: z.literal('/'),
  scope: z.literal('/'),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() })),
});
export type TWebManifest = z.infer<typeof ZWebManifest>;

export const getWebManifestCall = defineCall({
  method: 'GET',
  path: WEB_MANIFEST_PATH,
  summary: 'The web app manifest (install the portal as an app), with the portal’s name and colour. Public.',
  isAuthenticated: false,
  responses: { 200: ZWebManifest },
});
