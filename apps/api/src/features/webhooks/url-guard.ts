import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup as dnsLookupAsync } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import {
  WEBHOOK_URL_MESSAGE,
  WEBHOOK_URL_NOT_PUBLIC_MESSAGE,
  WEBHOOK_URL_UNRESOLVED_MESSAGE,
  isWebhookUrl,
} from '@pc/contract/webhooks';
import { AppError } from '../../lib/app-error.ts';
import { createPublicAddressTest } from '../../lib/net/public-address.ts';

/**
 * Outbound webhooks, the SSRF guard: a webhook goes only to public addresses. Besides the
 * special-purpose ranges, an IPv4-mapped address (`::ffff:a.b.c.d`) is judged by the IPv4 host
 * it embeds; the other IPv6 forms that reach IPv4 hosts (the deprecated IPv4-compatible `::/96`,
 * NAT64, 6to4, Teredo) and the other non-global IPv6 blocks are refused whole, whatever they embed.
 */
export const isPublicAddress = createPublicAddressTest({
  // The 6to4 relays' anycast.
  ipv4: [['192.88.99.0', 24]],
  ipv6: [
    // IPv4-compatible (`::127.0.0.1`), which takes in `::` and `::1`.
    ['::', 96],
    ['64:ff9b::', 96],
    ['64:ff9b:1::', 48],
    ['100::', 64],
    ['2001::', 23],
    ['2002::', 16],
    ['fec0::', 10],
  ],
});

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The URL, when it is one a webhook may go to (the contract's rule); else null. */
export const parseWebhookUrl = (value: string): URL | null => (isWebhookUrl(value) ? new URL(value) : null);

/**
 * At subscription time: the URL is http(s) and its host is, or resolves only to, public addresses
 * (any private answer refuses it, so a name cannot mix one in). Throws 400 with the pt-BR reason.
 */
export const assertPublicWebhookUrl = async ({
  url: value,
  isPrivateAllowed,
}: {
  url: string;
  isPrivateAllowed: boolean;
}): Promise<void> => {
  const url = parseWebhookUrl(value);
  if (!url) throw new AppError('BAD_REQUEST', WEBHOOK_URL_MESSAGE);
  if (isPrivateAllowed) return;
  const host = hostOf(url);
  if (isIP(host) !== 0) {
    if (!isPublicAddress(host)) throw new AppError('BAD_REQUEST', WEBHOOK_URL_NOT_PUBLIC_MESSAGE);
    return;
  }
  const addresses = await dnsLookupAsync(host, { all: true, verbatim: true }).catch(() => null);
  if (!addresses || addresses.length === 0) throw new AppError('BAD_REQUEST', WEBHOOK_URL_UNRESOLVED_MESSAGE);
  if (addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw new AppError('BAD_REQUEST', WEBHOOK_URL_NOT_PUBLIC_MESSAGE);
  }
};

/** The delivery's refusal of an address that is not public (written to the log, in pt-BR). */
export class NonPublicAddressError extends Error {
  constructor(address: string) {
    super(`Endereço não público recusado: ${address}.`);
    this.name = 'NonPublicAddressError';
  }
}

/**
 * At delivery time: the `lookup` of the request itself, so the address checked is the one the
 * socket connects to (a name that resolved to a public address at subscription time and to a
 * private one now — DNS rebinding — is refused).
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '', 0);
      return;
    }
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) {
      callback(new NonPublicAddressError(refused.address), '', 0);
      return;
    }
    if (options.all) {
      (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      return;
    }
    const [first] = addresses;
    if (!first) {
      callback(new Error(`Endereço não encontrado: ${hostname}.`), '', 0);
      return;
    }
    callback(null, first.address, first.family);
  });
};

/** A literal IP host is connected to without a lookup: checked here instead. */
export const literalHostError = (url: URL): NonPublicAddressError | null => {
  const host = hostOf(url);
  return isIP(host) !== 0 && !isPublicAddress(host) ? new NonPublicAddressError(host) : null;
};
