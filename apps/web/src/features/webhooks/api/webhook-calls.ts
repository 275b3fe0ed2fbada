import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WEBHOOK_CALLS as CALLS,
  type TCreateWebhookBody,
  type TUpdateWebhookBody,
  type TWebhookDoor,
} from '@pc/contract/webhooks';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';

const idParams = (id: number) => ({ params: { id: String(id) } });

/** The subscriptions, newest first. */
export const useWebhooksQuery = (door: TWebhookDoor) => useQuery(callQueryOptions(CALLS[door].list));

/** One page of a subscription's deliveries; the page on screen stays while the next loads. */
export const useWebhookDeliveriesQuery = (door: TWebhookDoor, id: number, page: number, size: number) =>
  useQuery({
    ...callQueryOptions(CALLS[door].deliveries, {
      ...idParams(id),
      query: { page: String(page), size: String(size) },
    }),
    placeholderData: keepPreviousData,
    // A test or a retry is on its way: the log shows its result without a reload.
    refetchInterval: (query) =>
      query.state.data?.data.some((delivery) => delivery.status === 'PENDING') ? 2_000 : false,
  });

/** After any change: the list and the delivery logs read the server again. */
const useRefresh = (door: TWebhookDoor) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [CALLS[door].list.path] }),
      queryClient.invalidateQueries({ queryKey: [CALLS[door].deliveries.path] }),
    ]);
};

/** Creates a subscription; the answer carries its secret, shown once. */
export const useCreateWebhookMutation = (door: TWebhookDoor) => {
  const refresh = useRefresh(door);
  return useMutation({
    mutationFn: (body: TCreateWebhookBody) => callApi(CALLS[door].create, { body }),
    onSuccess: refresh,
  });
};

export const useUpdateWebhookMutation = (door: TWebhookDoor) => {
  const refresh = useRefresh(door);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TUpdateWebhookBody }) =>
      callApi(CALLS[door].update, { ...idParams(id), body }),
    onSuccess: refresh,
  });
};

export const useDeleteWebhookMutation = (door: TWebhookDoor) => {
  const refresh = useRefresh(door);
  return useMutation({
    mutationFn: (id: number) => callApi(CALLS[door].remove, idParams(id)),
    onSuccess: refresh,
  });
};

/** A new secret at once (the old one stops signing); the answer carries it, shown once. */
export const useRotateWebhookSecretMutation = (door: TWebhookDoor) => {
  const refresh = useRefresh(door);
  return useMutation({
    mutationFn: (id: number) => callApi(CALLS[door].secret, idParams(id)),
    onSuccess: refresh,
  });
};

/** Queues a `webhook.test` delivery; its result shows in the log. */
export const useTestWebhookMutation = (door: TWebhookDoor) => {
  const refresh = useRefresh(door);
  return useMutation({
    mutationFn: (id: number) => callApi(CALLS[door].test, idParams(id)),
    onSuccess: refresh,
  });
};

export const useRedeliverWebhookMutation = (door: TWebhookDoor) => {
  const refresh = useRefresh(door);
  return useMutation({
    mutationFn: ({ id, deliveryId }: { id: number; deliveryId: number }) =>
      callApi(CALLS[door].redeliver, { params: { id: String(id), deliveryId: String(deliveryId) } }),
    onSuccess: refresh,
  });
};
