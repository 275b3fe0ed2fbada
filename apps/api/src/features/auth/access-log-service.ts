import type { TUserAccessLogRequest } from '@pc/contract/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { TDbExecutor } from '../../db/client.ts';
import { userAccessLogs } from '../../db/schema/audit.ts';
import { createPublicAddressTest } from '../../lib/net/public-address.ts';

/** The web sends 'N/I' when its own IP lookup failed. */
const UNKNOWN_ORIGIN = 'N/I';
const LOOKUP_TIMEOUT_MS = 2_000;

/**
 * Whether the text is an IP address a lookup service can place. Checked before any URL is built:
 * the address comes from the client, and text such as '..' would otherwise steer the request to
 * another path of the lookup host.
 */
export const isPublicIp = createPublicAddressTest();

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
