import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenIdle } from './service-worker.ts';

// public/sw.js is plain JavaScript served as it is: run here in a context of its own, with the
// worker's globals faked, to hold what it shows and opens.

type THandler = (event: Record<string, unknown>) => void;
type TWindowClient = {
  url: string;
  focus: () => Promise<unknown>;
  navigate: (url: string) => Promise<unknown>;
};

const WORKER_SOURCE = readFileSync(path.join(import.meta.dirname, '../../public/sw.js'), 'utf8');

const loadWorker = (windows: TWindowClient[] = []) => {
  const handlers = new Map<string, THandler>();
  const worker = {
    location: new URL('https://portal.test/sw.js'),
    addEventListener: (name: string, handler: THandler) => handlers.set(name, handler),
    skipWaiting: () => Promise.resolve(),
    registration: { showNotification: vi.fn((_title: string, _options: unknown) => Promise.resolve()) },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn((_url: string) => Promise.resolve(null)),
    },
  };
  vm.runInNewContext(WORKER_SOURCE, { self: worker, URL });
  /** Dispatches an event and waits for what it handed to waitUntil. */
  const fire = async (name: string, event: Record<string, unknown>) => {
    let pending: unknown;
    handlers.get(name)?.({ ...event, waitUntil: (promise: unknown) => (pending = promise) });
    await pending;
  };
  return { handlers, worker, fire };
};

const PAYLOAD = {
  title: 'PRI00042',
  body: 'ETA ou ETD alterado',
  link: '/processos/42',
  event: 'PROCESS_DATE_MOVED',
  reference: 'PRI00042',
  tag: 'news-42',
};

const clicked = (link: string) => ({ notification: { close: vi.fn(), data: { link } } });

describe('the service worker (public/sw.js)', () => {
  it('caches nothing: no fetch handler', () => {
    const { handlers } = loadWorker();
    expect([...handlers.keys()].sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
    expect(WORKER_SOURCE).not.toMatch(/caches\.|CacheStorage/);
  });

  it('shows a push with its title, body, tag, link and the portal’s icon', async () => {
    const { worker, fire } = loadWorker();
    await fire('push', { data: { json: () => PAYLOAD } });
    expect(worker.registration.showNotification).toHaveBeenCalledWith('PRI00042', {
      body: 'ETA ou ETD alterado',
      tag: 'news-42',
      data: { link: '/processos/42' },
      icon: '/favicon.svg',
      badge: '/favicon.svg',
    });
  });

  it('shows a generic notification when the push cannot be read', async () => {
    const { worker, fire } = loadWorker();
    await fire('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    await fire('push', { data: null });
    expect(worker.registration.showNotification.mock.calls.map(([title]) => title)).toEqual([
      'Novidade no Portal dos Clientes',
      'Novidade no Portal dos Clientes',
    ]);
  });

  it('opens the link in an open tab of the portal, else in a new one, and never off the portal', async () => {
    const navigate = vi.fn(() => Promise.resolve(null));
    const tab: TWindowClient = { url: 'https://portal.test/', focus: () => Promise.resolve(tab), navigate };
    const withTab = loadWorker([tab]);
    const click = clicked('/processos/42?aba=mensagens');
    await withTab.fire('notificationclick', click);
    expect(click.notification.close).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://portal.test/processos/42?aba=mensagens');
    expect(withTab.worker.clients.openWindow).not.toHaveBeenCalled();

    const none = loadWorker();
    await none.fire('notificationclick', clicked('/notificacoes'));
    await none.fire('notificationclick', clicked('https://elsewhere.test/x'));
    expect(none.worker.clients.openWindow.mock.calls).toEqual([
      ['https://portal.test/notificacoes'],
      ['https://portal.test/'],
    ]);
  });
});

describe('registerServiceWorkerWhenIdle', () => {
  it('registers /sw.js for the whole portal once the browser is idle', () => {
    const register = vi.fn(() => Promise.resolve({}));
    const idle: (() => void)[] = [];
    vi.stubGlobal('navigator', { serviceWorker: { register } });
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));

    registerServiceWorkerWhenIdle();
    expect(register).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
