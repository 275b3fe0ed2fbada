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
  return signAccessToken(
    { sub: String(userId), companyIds, iat, exp: iat + 3600, sv: sessionVersion },
    config.JWT_SECRET,
  );
};

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });
