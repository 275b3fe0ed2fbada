import { describe, expect, it, vi } from 'vitest';
import { answer, mockFetch } from '../test/fetch-mock.ts';
import { registerNavigator } from './navigation.ts';
import { rememberedPeriod } from './period.ts';
import { rememberPeriod } from './period-memory.ts';
import { logout } from './session.ts';
import { storage, storageKeys } from './storage.ts';

describe('logout', () => {
  it('tells the server to end the session (its refresh token), then clears it and goes to /login', async () => {
    storage.setAccessToken('abc');
    storage.setRefreshToken('refresh-da-sessao');
    const fetchMock = mockFetch(answer('POST', '/credential/logout', { code: 'SUCCESS', message: 'ok' }));
    const navigate = vi.fn();
    registerNavigator(navigate);
    logout();
    expect(storage.get(storageKeys.accessToken)).toBeNull();
    expect(storage.get(storageKeys.refreshToken)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/credential/logout');
    expect(JSON.parse(String(init?.body))).toEqual({ refresh_token: 'refresh-da-sessao' });
  });

  it('forgets the period this user applied (docs/decisions/0099-one-period-model.md)', () => {
    mockFetch(answer('POST', '/credential/logout', { code: 'SUCCESS', message: 'ok' }));
    registerNavigator(vi.fn());
    rememberPeriod({ from: '2026-01-01', to: '2026-01-31' });
    logout();
    expect(rememberedPeriod()).toBeNull();
  });

  it('ends this browser’s push subscription, so the next person on it gets none of this user’s pushes', async () => {
    mockFetch(answer('POST', '/credential/logout', { code: 'SUCCESS', message: 'ok' }));
    registerNavigator(vi.fn());
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    const subscription = { unsubscribe };
    const registration = { pushManager: { getSubscription: () => Promise.resolve(subscription) } };
    const getRegistration = vi.fn(() => Promise.resolve(registration));
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration } });
    window.localStorage.setItem(
      'pdc.pushDevice',
      JSON.stringify({ endpoint: 'https://push.example/1', id: 4 }),
    );
    try {
      logout();
      expect(window.localStorage.getItem('pdc.pushDevice')).toBeNull();
      await vi.waitFor(() => expect(unsubscribe).toHaveBeenCalledTimes(1));
      expect(getRegistration).toHaveBeenCalledWith('/');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
