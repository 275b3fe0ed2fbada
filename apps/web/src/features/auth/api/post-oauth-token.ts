import { postOAuthTokenCall, type TOAuthTokenResponse } from '@pc/contract/auth';
import { callApi } from '../../../lib/api-client.ts';
import { config } from '../../../lib/config.ts';

const basicAuth = (id: string, secret: string): string => `Basic ${btoa(`${id}:${secret}`)}`;

/** POST /oauth/token, password grant, HTTP Basic client auth; the API client stores the tokens. */
export const postOAuthToken = (username: string, password: string): Promise<TOAuthTokenResponse> =>
  callApi(postOAuthTokenCall, {
    body: { grant_type: 'password', username, password },
    headers: { Authorization: basicAuth(config.oauthClientId, config.oauthClientSecret) },
  });
