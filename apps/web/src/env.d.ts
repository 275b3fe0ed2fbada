/// <reference types="vite/client" />

// `interface` is required here: Vite's env typing is extended by declaration merging.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  /** Main API origin; '' (default) means same origin, served or proxied by the dev server. */
  readonly VITE_API_BASE_URL?: string;
  /** Business-intelligence host (spec part 2 §7); '' (default) means same origin. */
  readonly VITE_BI_BASE_URL?: string;
  /** OAuth client id sent with HTTP Basic on POST /oauth/token (default 'portal-clientes-web'). */
  readonly VITE_OAUTH_CLIENT_ID?: string;
  /** OAuth client secret (default 'portal-clientes-web-secret'). */
  readonly VITE_OAUTH_CLIENT_SECRET?: string;
}
