const trimTrailingSlash = (value: string | undefined): string => (value ?? '').trim().replace(/\/+$/, '');

const orDefault = (value: string | undefined, fallback: string): string => value?.trim() || fallback;

/** Runtime configuration read once from Vite's build-time env. */
export const config = {
  apiBaseUrl: trimTrailingSlash(import.meta.env.VITE_API_BASE_URL),
  biBaseUrl: trimTrailingSlash(import.meta.env.VITE_BI_BASE_URL),
  // The OAuth client of this app; the defaults are the server's (apps/api config.ts). A browser
  // app cannot keep a secret: the client credentials only identify the app, the password guards.
  oauthClientId: orDefault(import.meta.env.VITE_OAUTH_CLIENT_ID, 'portal-clientes-web'),
  oauthClientSecret: orDefault(import.meta.env.VITE_OAUTH_CLIENT_SECRET, 'portal-clientes-web-secret'),
} as const;
