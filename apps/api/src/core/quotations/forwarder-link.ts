import { createHash } from 'node:crypto';
import { FORWARDER_QUOTE_PAGE_PATH } from '@pc/contract/forwarder-quote';
import { newOpaqueToken } from '../../lib/opaque-token.ts';

/** Days a forwarder's link lives when its creator names none (and after a resend). */
export const FORWARDER_LINK_DEFAULT_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What is stored of a forwarder's token (quotation_invitations.token_hash). */
export const hashForwarderToken = (token: string): string =>
  createHash('sha256').update(`forwarder-quote:${token}`).digest('hex');

/**
 * A new forwarder's link: the URL to e-mail (the only place its token is), the hash to store and
 * its expiry. The quotations feature creates links with it, the back-office renews them.
 */
export const newForwarderLink = ({
  publicUrl,
  now,
  days = FORWARDER_LINK_DEFAULT_DAYS,
}: {
  publicUrl: string;
  now: Date;
  days?: number;
}): { url: string; tokenHash: string; expiresAt: Date } => {
  const token = newOpaqueToken();
  return {
    url: `${publicUrl}${FORWARDER_QUOTE_PAGE_PATH}/${token}`,
    tokenHash: hashForwarderToken(token),
    expiresAt: new Date(now.getTime() + days * DAY_MS),
  };
};
