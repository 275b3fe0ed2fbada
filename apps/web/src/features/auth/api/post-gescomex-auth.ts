import { postBiSessionTokenCall, postGescomexAuthCall } from '@pc/contract/auth';
import { callApi } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';

/**
 * BI host sign-in right after login (spec part 2 §7). A failure is only logged: the portal works
 * without the BI token, only the Analytics screen needs it.
 */
export const postGescomexAuth = async (email: string, password: string): Promise<void> => {
  try {
    const answer = await callApi(postGescomexAuthCall, { body: { email, password } });
    // The contract promises the token, but the original host may omit it: store only when present.
    const token = (answer as { auth_data?: { token?: unknown } } | undefined)?.auth_data?.token;
    if (typeof token === 'string' && token) storage.setBiToken(token);
  } catch (error) {
    console.warn('BI sign-in (/gescomex/auth) failed; continuing without the BI token.', error);
  }
};

/**
 * A passkey sign-in has no password for the BI sign-in: the API hands the signed-in user's BI token
 * for the access token instead. A failure is only logged, as above.
 */
export const postBiSessionToken = async (): Promise<void> => {
  try {
    const answer = await callApi(postBiSessionTokenCall, {});
    storage.setBiToken(answer.auth_data.token);
  } catch (error) {
    console.warn('BI token (/credential/bi-token) failed; continuing without the BI token.', error);
  }
};
