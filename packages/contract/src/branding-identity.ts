// Back-office screen 5 "Identidade visual": the little the sign-in page's code needs of the portal's
// identity (apps/web/src/lib/portal-branding.ts): its defaults, the page's <meta> and the initials.
// Kept apart from branding.ts (the calls, their schemas, the contrast check) so /login downloads
// none of it; branding.ts re-exports all of this.

/** The product's own name and colour (apps/web/src/styles/tokens.css --color-primary). */
export const DEFAULT_PORTAL_NAME = 'Portal dos Clientes';
export const DEFAULT_PRIMARY_COLOR = '#104375';

/** A colour as the portal stores it: #rrggbb. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

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

/** The identity in effect, defaults filled in: what the server writes into each page it serves. */
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
  const branding = value as Partial<Record<keyof TPublicBranding, unknown>> | null;
  return (
    typeof branding?.portalName === 'string' &&
    HEX_COLOR.test(String(branding.primaryColor)) &&
    (['logoUrl', 'supportEmail', 'supportPhone'] as const).every(
      (key) => branding[key] === null || typeof branding[key] === 'string',
    )
  );
};
