import { ACCESS_LOG_TAG, postUserAccessLogCall } from '@pc/contract/auth';
import { callApi } from '../../../lib/api-client.ts';
import { NOT_INFORMED } from '../../../lib/not-informed.ts';

/**
 * Records the sign-in (spec part 1 §7). No third-party IP lookup is configured, so the client
 * sends 'N/I' for what it cannot know; the server sees the real address. Failure is only logged.
 */
export const postUserAccessLog = async (): Promise<void> => {
  try {
    await callApi(postUserAccessLogCall, {
      body: { ipAddress: NOT_INFORMED, origin: NOT_INFORMED, tag: ACCESS_LOG_TAG, provider: NOT_INFORMED },
    });
  } catch (error) {
    console.warn('Access log (/userAccessLogs) failed.', error);
  }
};
