import { useMutation } from '@tanstack/react-query';
import { postFollowUpUnsubscribeCall } from '@pc/contract/follow-up';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/public/follow-up/unsubscribe?token=…: turns the follow-up e-mails off. */
export const useFollowUpUnsubscribeMutation = () =>
  useMutation({
    mutationFn: (token: string) => callApi(postFollowUpUnsubscribeCall, { query: { token } }),
  });
