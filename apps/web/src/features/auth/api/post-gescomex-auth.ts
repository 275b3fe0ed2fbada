import { postGescomexAuthCall } from '@pc/contract/auth';
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
