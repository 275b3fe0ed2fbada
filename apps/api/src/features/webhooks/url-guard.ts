import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup as dnsLookupAsync } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import {
  WEBHOOK_URL_MESSAGE,
  WEBHOOK_URL_NOT_PUBLIC_MESSAGE,
  WEBHOOK_URL_UNRESOLVED_MESSAGE,
} from '@pc/contract/webhooks';
import { AppError } from '../../lib/app-error.ts';

/**
 * Issue #39, the SSRF guard: a webhook goes only to public addresses. Everything a request must
 * not reach from the server is listed here: this host, the private networks, link-local (the cloud
 * metadata service at 169.254.169.254), CGNAT, multicast, the reserved and documentation ranges.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped and -translated addresses reach IPv4 hosts: refused whole, whatever they embed.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4 or v6) is a public unicast address. */
export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The URL, when it is http(s) without credentials; else null. */
export const parseWebhookUrl = (value: string): URL | null => {
  try {
    const url = new URL(value);
    const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
    return isHttp && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
};

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
