import type { FastifyInstance } from 'fastify';
import { FIXTURE_PASSWORD, OAUTH_BASIC } from './fixtures.ts';

export const formBody = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();

type TTokenRequest = { fields: Record<string, string>; ip?: string; authorization?: string };

export const requestToken = (
  app: FastifyInstance,
  { fields, ip, authorization = OAUTH_BASIC }: TTokenRequest,
) =>
  app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization,
    },
    ...(ip ? { remoteAddress: ip } : {}),
    payload: formBody(fields),
  });

export const signIn = (
  app: FastifyInstance,
  { username, password = FIXTURE_PASSWORD, ip }: { username: string; password?: string; ip?: string },
) => requestToken(app, { fields: { grant_type: 'password', username, password }, ...(ip ? { ip } : {}) });

/** Signs in and answers the token body (fails the test when the sign-in fails). */
export const signInTokens = async (app: FastifyInstance, username: string, password = FIXTURE_PASSWORD) => {
  const response = await signIn(app, { username, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{ access_token: string; refresh_token: string; expires_in: number }>();
};

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
