import type { TConfig } from './config.ts';

/**
 * The address people open the portal at: PUBLIC_URL, or this machine's port for the demo. Links
 * that leave the portal (e-mails, calendar feeds) are built on it, never on a request's Host.
 */
export const publicUrlOf = (config: Pick<TConfig, 'PUBLIC_URL' | 'PORT'>): string =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
