import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PUSH_DEVICE_REMOVED_MESSAGE,
  PUSH_DEVICE_SAVED_MESSAGE,
  type TPushDevice,
} from '@pc/contract/notification-devices';
import { routes } from '../../lib/routes.ts';
import { storage } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { PushDevices } from './push-devices.tsx';
import { base64UrlToBytes } from './push-subscription.ts';
import { DEVICES, PUSH_KEY } from './test-fixtures.ts';

const PHONE: TPushDevice = {
  id: 12,
  label: 'Chrome no Android',
  created: '2026-03-02T15:00:00.000Z',
  lastSent: '2026-03-05T17:30:00.000Z',
};
const LAPTOP: TPushDevice = {
  id: 11,
  label: 'Firefox no Windows',
  created: '2026-02-20T15:00:00.000Z',
  lastSent: null,
};

// A P-256 key's 65 bytes in base64url, as the API answers GET …/push-key.
const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const BLOCKED_TEXT =
  'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site para ativar.';

type TFakeBrowser = {
  register: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
  unsubscribe: ReturnType<typeof vi.fn>;
  requestPermission: ReturnType<typeof vi.fn>;
};

/**
 * A browser that can receive push: a service worker container, a push manager, the Notification
 * API. `isSubscribed`: this browser already has a subscription with its push service.
 */
const fakePushBrowser = ({
  isSubscribed = false,
  hasPushManager = true,
  permission = 'granted' as NotificationPermission,
} = {}): TFakeBrowser => {
  const unsubscribe = vi.fn(() => {
    current = null;
    return Promise.resolve(true);
  });
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe,
  };
  let current: typeof subscription | null = isSubscribed ? subscription : null;
  const subscribe = vi.fn(() => {
    current = subscription;
    return Promise.resolve(subscription);
  });
  const registration = { pushManager: { getSubscription: () => Promise.resolve(current), subscribe } };
  const register = vi.fn(() => Promise.resolve(registration));
  const requestPermission = vi.fn(() => Promise.resolve(permission));
  vi.stubGlobal('navigator', {
    userAgent: navigator.userAgent,
    language: 'pt-BR',
    serviceWorker: {
      register,
      getRegistration: () => Promise.resolve(registration),
      ready: Promise.resolve(registration),
    },
  });
  // Only its presence is read: the subscription goes through the registration's pushManager.
  if (hasPushManager) vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  return { register, subscribe, unsubscribe, requestPermission };
};

const renderDevices = () => {
  storage.setAccessToken('abc');
  return renderRoutes(
    [{ path: routes.MyDataNotifications.path, Component: PushDevices }],
    routes.MyDataNotifications.path,
  );
};

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);

const activateButton = () => screen.getByRole('button', { name: /neste dispositivo/ });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Meus Dados › Notificações › Dispositivos', () => {
  it('lists the devices with their dates and a Remover each', async () => {
    fakePushBrowser();
    mockFetch(answer('GET', DEVICES, { data: [PHONE, LAPTOP] }));
    renderDevices();

    const list = await screen.findByRole('list', { name: 'Dispositivos' });
    const [phone, laptop] = within(list).getAllByRole('listitem');
    expect(phone?.textContent).toContain('Chrome no Android');
    expect(phone?.textContent).toContain('Ativado em 02/03/2026');
    // In São Paulo's time, as the quiet hours are.
    expect(phone?.textContent).toContain('Último envio em 05/03/2026 14:30');
    expect(laptop?.textContent).toContain('Firefox no Windows');
    expect(laptop?.textContent).toContain('Ativado em 20/02/2026');
    expect(laptop?.textContent).toContain('Nenhum envio ainda');
    expect(screen.getByRole('button', { name: 'Remover Firefox no Windows' })).toBeTruthy();
    expect(activateButton().textContent).toBe('Ativar neste dispositivo');
  });

  it('says when no device receives push', async () => {
    fakePushBrowser();
    mockFetch(answer('GET', DEVICES, { data: [] }));
    renderDevices();
    expect(await screen.findByText('Nenhum dispositivo recebe notificações push.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('removes a device with DELETE and shows the devices left', async () => {
    fakePushBrowser();
    const fetchMock = mockFetch(
      answer('GET', DEVICES, { data: [PHONE, LAPTOP] }),
      answer('DELETE', `${DEVICES}/11`, { data: [PHONE] }),
    );
    renderDevices();
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Firefox no Windows' }));

    expect(await screen.findByText(PUSH_DEVICE_REMOVED_MESSAGE)).toBeTruthy();
    expect(calls(fetchMock, 'DELETE', `${DEVICES}/11`)).toHaveLength(1);
    expect(screen.queryByText('Firefox no Windows')).toBeNull();
    expect(screen.getByText('Chrome no Android')).toBeTruthy();
  });

  it('says a browser without PushManager cannot receive push, offers no activation, and still lists', async () => {
    const { register } = fakePushBrowser({ hasPushManager: false });
    expect('PushManager' in window).toBe(false);
    mockFetch(answer('GET', DEVICES, { data: [PHONE] }));
    renderDevices();

    expect(await screen.findByText('Este navegador não recebe notificações push.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /neste dispositivo/ })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Remover Chrome no Android' })).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('subscribes this browser: permission, the portal’s key, the worker, the subscription, then POST', async () => {
    const browser = fakePushBrowser();
    let devices: TPushDevice[] = [LAPTOP];
    const saved: TPushDevice = {
      id: 13,
      label: 'Chrome no Linux',
      created: '2026-03-06T15:00:00.000Z',
      lastSent: null,
    };
    const fetchMock = mockFetch(
      (url, init) =>
        (init.method ?? 'GET') === 'GET' && url === DEVICES ? jsonResponse({ data: devices }) : undefined,
      answer('GET', PUSH_KEY, { data: { publicKey: PUBLIC_KEY } }),
      (url, init) => {
        if (url !== DEVICES || init.method !== 'POST') return undefined;
        devices = [saved, LAPTOP];
        return jsonResponse({ data: saved }, 201);
      },
    );
    renderDevices();
    await screen.findByText('Firefox no Windows');
    fireEvent.click(activateButton());

    expect(await screen.findByText(PUSH_DEVICE_SAVED_MESSAGE)).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(PUBLIC_KEY),
    });
    const options = browser.subscribe.mock.calls[0]?.[0] as PushSubscriptionOptionsInit;
    expect(options.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    const posts = calls(fetchMock, 'POST', DEVICES);
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toEqual([
      { endpoint: ENDPOINT, keys: KEYS },
    ]);
    // The list reads the new device, and the button says this browser receives.
    expect(await screen.findByText('Chrome no Linux')).toBeTruthy();
    await waitFor(() => expect(activateButton().textContent).toBe('Ativado neste dispositivo'));
    expect(activateButton()).toHaveProperty('disabled', true);
  });

  it('says the notifications are blocked when the browser refuses them, and subscribes nothing', async () => {
    const browser = fakePushBrowser({ permission: 'denied' });
    const fetchMock = mockFetch(answer('GET', DEVICES, { data: [] }));
    renderDevices();
    await screen.findByText('Nenhum dispositivo recebe notificações push.');
    fireEvent.click(activateButton());

    expect(await screen.findByText(BLOCKED_TEXT)).toBeTruthy();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls(fetchMock, 'POST', DEVICES)).toEqual([]);
    expect(activateButton().textContent).toBe('Ativar neste dispositivo');
  });

  it('knows this browser as one of the devices: the button says so, nothing is sent', async () => {
    fakePushBrowser({ isSubscribed: true });
    window.localStorage.setItem('pdc.pushDevice', JSON.stringify({ endpoint: ENDPOINT, id: PHONE.id }));
    const fetchMock = mockFetch(answer('GET', DEVICES, { data: [PHONE, LAPTOP] }));
    renderDevices();

    await waitFor(() => expect(activateButton().textContent).toBe('Ativado neste dispositivo'));
    expect(activateButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('(este dispositivo)', { exact: false }).closest('li')?.textContent).toContain(
      'Chrome no Android',
    );
    expect(calls(fetchMock, 'POST', DEVICES)).toEqual([]);
  });

  it('sends again, without asking, a subscription of this browser the list does not hold', async () => {
    const browser = fakePushBrowser({ isSubscribed: true });
    const saved: TPushDevice = { ...PHONE, id: 14, lastSent: null };
    const fetchMock = mockFetch(
      answer('GET', DEVICES, { data: [LAPTOP] }),
      answer('POST', DEVICES, { data: saved }, 201),
    );
    renderDevices();

    await waitFor(() => expect(activateButton().textContent).toBe('Ativado neste dispositivo'));
    expect(calls(fetchMock, 'POST', DEVICES)).toHaveLength(1);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem('pdc.pushDevice') ?? 'null')).toEqual({
      endpoint: ENDPOINT,
      id: 14,
    });
  });

  it('removing this browser’s own device also ends its subscription', async () => {
    const browser = fakePushBrowser({ isSubscribed: true });
    window.localStorage.setItem('pdc.pushDevice', JSON.stringify({ endpoint: ENDPOINT, id: PHONE.id }));
    mockFetch(
      answer('GET', DEVICES, { data: [PHONE, LAPTOP] }),
      answer('DELETE', `${DEVICES}/12`, { data: [LAPTOP] }),
    );
    renderDevices();
    await waitFor(() => expect(activateButton().textContent).toBe('Ativado neste dispositivo'));
    fireEvent.click(screen.getByRole('button', { name: 'Remover Chrome no Android' }));

    expect(await screen.findByText(PUSH_DEVICE_REMOVED_MESSAGE)).toBeTruthy();
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(activateButton().textContent).toBe('Ativar neste dispositivo'));
    expect(window.localStorage.getItem('pdc.pushDevice')).toBeNull();
  });
});

describe('base64UrlToBytes', () => {
  it('reads base64url, unpadded, as the bytes it stands for', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
  });
});
