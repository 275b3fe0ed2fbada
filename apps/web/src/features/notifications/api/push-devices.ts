import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  deletePushDeviceCall,
  getPushDevicesCall,
  getPushKeyCall,
  postPushDeviceCall,
  type TPushDeviceResponse,
} from '@pc/contract/notification-devices';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';
import {
  currentPushSubscription,
  rememberedPushDevice,
  rememberPushDevice,
  subscribeThisBrowser,
  toSubscriptionRequest,
  unsubscribeThisBrowser,
} from '../push-subscription.ts';

const devicesQuery = () => callQueryOptions(getPushDevicesCall);

/** Which of the caller's devices this browser is (its id), or null when it is subscribed as none. */
const THIS_DEVICE_KEY = ['push-devices', 'this-browser'] as const;

/** GET …/notifications/devices: the caller's devices subscribed to push, newest first. */
export const usePushDevicesQuery = () => useQuery({ ...devicesQuery(), select: selectData, staleTime: 0 });

/** POST …/notifications/devices with this browser's subscription; the browser keeps the device's id. */
const saveSubscription = async (subscription: PushSubscription): Promise<TPushDeviceResponse> => {
  const answer = await callApi(postPushDeviceCall, { body: toSubscriptionRequest(subscription) });
  rememberPushDevice({ endpoint: subscription.endpoint, id: answer.data.id });
  return answer;
};

/**
 * This browser's device among the caller's: found by the id it kept. A subscription the list does
 * not hold (the server dropped it, another user of this browser took it over) still receives, so
 * it is sent again without asking.
 */
const findThisDevice = async (queryClient: QueryClient): Promise<number | null> => {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const { data: devices } = await queryClient.ensureQueryData(devicesQuery());
  const remembered = rememberedPushDevice();
  if (remembered?.endpoint === subscription.endpoint && devices.some((device) => device.id === remembered.id))
    return remembered.id;
  const answer = await saveSubscription(subscription);
  await queryClient.invalidateQueries({ queryKey: devicesQuery().queryKey });
  return answer.data.id;
};

export const useThisPushDeviceQuery = (isEnabled: boolean) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: THIS_DEVICE_KEY,
    queryFn: () => findThisDevice(queryClient),
    enabled: isEnabled,
    staleTime: Infinity,
    retry: false,
  });
};

type TActivation = { permission: NotificationPermission; answer?: TPushDeviceResponse };

/**
 * 'Ativar neste dispositivo': the browser's permission, the portal's key, the subscription, then
 * POST. The permission is asked first, while the click still counts as the user's: Safari asks
 * only then, and the worker's registration may take longer than that lasts.
 */
const activateThisBrowser = async (): Promise<TActivation> => {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { permission };
  const { data } = await callApi(getPushKeyCall);
  const subscription = await subscribeThisBrowser(data.publicKey);
  return { permission, answer: await saveSubscription(subscription) };
};

export const useActivatePushMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateThisBrowser,
    onSuccess: ({ answer }) => {
      if (!answer) return undefined;
      queryClient.setQueryData(THIS_DEVICE_KEY, answer.data.id);
      return queryClient.invalidateQueries({ queryKey: devicesQuery().queryKey });
    },
  });
};

/**
 * DELETE …/devices/{id}: the list becomes the devices left. This browser's own device also ends
 * its subscription here, or the next visit would find it and send it again.
 */
export const useRemovePushDeviceMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const answer = await callApi(deletePushDeviceCall, { params: { id: String(id) } });
      if (queryClient.getQueryData(THIS_DEVICE_KEY) === id) {
        // The portal no longer sends to it: a browser that fails to unsubscribe only keeps a dead line.
        await unsubscribeThisBrowser().catch(() => undefined);
        queryClient.setQueryData(THIS_DEVICE_KEY, null);
      }
      return answer;
    },
    onSuccess: (answer) => queryClient.setQueryData(devicesQuery().queryKey, answer),
  });
};
