import type { TPublicBranding, TWebManifest } from '@pc/contract/branding';

/** Longer names are cut by the launchers (Chrome shows 12 characters under an icon). */
const SHORT_NAME_MAX = 12;

/** The name under the app's icon: the whole name when it fits, else its first word, else its start. */
export const shortNameOf = (name: string): string => {
  if (name.length <= SHORT_NAME_MAX) return name;
  const [first = ''] = name.trim().split(/\s+/);
  return first.length <= SHORT_NAME_MAX ? first : first.slice(0, SHORT_NAME_MAX);
};

/**
 * The installable app's manifest from the identity in effect: its name, its colour as the theme,
 * the product's icon, and the broker's logo first when there is one.
 */
export const webManifestOf = (branding: TPublicBranding, logoMimeType: string | null): TWebManifest => ({
  name: branding.portalName,
  short_name: shortNameOf(branding.portalName),
  description: `${branding.portalName}: processos de importação, documentos, faturas e prazos.`,
  lang: 'pt-BR',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: branding.primaryColor,
  background_color: '#ffffff',
  icons: [
    ...(branding.logoUrl && logoMimeType
      ? [
          {
            src: branding.logoUrl,
            sizes: logoMimeType === 'image/svg+xml' ? 'any' : '512x512',
            type: logoMimeType,
            purpose: 'any',
          },
        ]
      : []),
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
});
