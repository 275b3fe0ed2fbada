import { postOAuthTokenCall, type TOAuthPasswordGrantResponse } from '@pc/contract/auth';
import { callApi, oauthClientAuthorization } from '../../../lib/api-client.ts';

/** POST /oauth/token, password grant, HTTP Basic client auth; the API client stores the tokens. */
export const postOAuthToken = (username: string, password: string): Promise<TOAuthPasswordGrantResponse> =>
  callApi(postOAuthTokenCall, {
    body: { grant_type: 'password', username, password },
    headers: { Authorization: oauthClientAuthorization() },
  });
