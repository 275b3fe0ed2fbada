import { BlockList, isIP } from 'node:net';
import type { TUserAccessLogRequest } from '@pc/contract/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { TDbExecutor } from '../../db/client.ts';
import { userAccessLogs } from '../../db/schema/audit.ts';

/** The web sends 'N/I' when its own IP lookup failed. */
const UNKNOWN_ORIGIN = 'N/I';
const LOOKUP_TIMEOUT_MS = 2_000;

/**
 * Addresses no lookup service can place (RFC 6890 special-purpose ranges): private, shared (CGNAT),
 * loopback, link-local, unspecified, unique-local, documentation and multicast. node:net's
 * BlockList also matches their IPv4-mapped IPv6 forms (`::ffff:10.0.0.1`).
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/**
 * Whether the text is an IP address a lookup service can place. Checked before any URL is built:
 * the address comes from the client, and text such as '..' would otherwise steer the request to
 * another path of the lookup host.
 */
export const isPublicIp = (text: string): boolean => {
  const version = isIP(text);
  if (version === 0) return false;
  return !NON_PUBLIC.check(text, version === 4 ? 'ipv4' : 'ipv6');
};

/**
 * Optional server-side IP lookup (IP_LOOKUP_URL, `{ip}` is replaced), for logs whose origin is
 * unknown. Only a valid public address is looked up (anything else answers null, so 'N/I' is
 * kept), and it is percent-encoded into the URL. Reads the common `city`, `region`,
 * `country_name`/`country` fields; any failure keeps 'N/I'.
 */
export const lookUpOrigin = async ({
  lookupUrl,
  ip,
  logger,
}: {
  lookupUrl: string;
  ip: string;
  logger: FastifyBaseLogger;
}): Promise<{ origin: string; provider: string } | null> => {
  if (!isPublicIp(ip)) return null;
  try {
    const url = lookupUrl.replace('{ip}', encodeURIComponent(ip));
    const response = await fetch(url, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (!response.ok) return null;
    const body = (await response.json()) as Record<string, unknown>;
    const parts = [body.city, body.region, body.country_name ?? body.country].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    );
    if (parts.length === 0) return null;
    return { origin: parts.join(' - '), provider: new URL(url).host };
  } catch (error) {
    logger.warn({ err: error }, 'consulta de localização do IP falhou');
    return null;
  }
};

type TRecordAccessOptions = {
  db: TDbExecutor;
  userId: number;
  input: TUserAccessLogRequest;
  lookupUrl: string | undefined;
  logger: FastifyBaseLogger;
  now: Date;
};

/** POST /userAccessLogs: stores the sign-in as the web describes it (IP, origin, tag, provider). */
export const recordAccess = async ({ db, userId, input, lookupUrl, logger, now }: TRecordAccessOptions) => {
  const isOriginUnknown = input.origin.trim() === '' || input.origin.trim() === UNKNOWN_ORIGIN;
  const found =
    lookupUrl && isOriginUnknown ? await lookUpOrigin({ lookupUrl, ip: input.ipAddress, logger }) : null;
  await db.insert(userAccessLogs).values({
    userId,
    ipAddress: input.ipAddress,
    origin: found?.origin ?? input.origin,
    tag: input.tag,
    provider: found?.provider ?? input.provider,
    created: now,
  });
  return { code: 'SUCCESS', message: 'Acesso registrado.' };
};
