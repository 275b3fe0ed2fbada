import { createServiceClient, SERVICE_AUDIENCE } from '../../src/core/auth/service-client.ts';
import type { TDatabase } from '../../src/db/client.ts';
import type { TConfig } from '../../src/lib/config.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';

type TCreateAccessTokenOptions = {
  config: TConfig;
  userId: number;
  companyIds: number[];
  /** users.session_version the token claims (default 0, a user never changed). */
  sessionVersion?: number;
  /** Issue instant; default now (tests that move the app clock pass it). */
  now?: Date;
};

/** A valid access token for the main API, minted directly (no sign-in round trip). */
export const createAccessToken = ({
  config,
  userId,
  companyIds,
  sessionVersion = 0,
  now = new Date(),
}: TCreateAccessTokenOptions) => {
  const iat = Math.floor(now.getTime() / 1000);
  return signAccessToken({
    claims: { sub: String(userId), companyIds, iat, exp: iat + 3600, sv: sessionVersion },
    signingKeys: config.JWT_SIGNING_KEYS,
  });
};

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

/** The bearer header of a new service client of every company (the ERP), minted directly. */
export const createServiceHeader = async ({ db, config }: { db: TDatabase; config: TConfig }) => {
  const client = await createServiceClient({ db, name: 'ERP', companyIds: null });
  const iat = Math.floor(Date.now() / 1000);
  return authHeader(
    await signAccessToken({
      claims: { sub: String(client.id), companyIds: [], iat, exp: iat + 600, aud: SERVICE_AUDIENCE },
      signingKeys: config.JWT_SIGNING_KEYS,
    }),
  );
};
