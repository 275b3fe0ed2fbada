import type { Client as TPgClient } from 'pg';

/** How long to wait before connecting again after the server went away (a restart, a failover). */
const RECONNECT_DELAY_MS = 1_000;

type TListener = { channel: string; onPayload: (payload: string) => void };

/**
 * LISTEN on PostgreSQL through one connection of its own (a pooled one would be handed to other
 * queries), kept for as long as someone listens. When the connection breaks it connects again and
 * listens again; what was notified meanwhile is lost, so every listener also has a sweep or a read
 * that catches up on its own (LISTEN is a wake-up, never the only carrier of the news).
 */
export const createPgListener = (url: string) => {
  const listeners = new Set<TListener>();
  let client: TPgClient | null = null;
  let connecting: Promise<TPgClient> | null = null;
  let isClosed = false;
  let timer: NodeJS.Timeout | undefined;

  const channels = () => new Set([...listeners].map((listener) => listener.channel));

  const connect = async (): Promise<TPgClient> => {
    const { Client } = (await import('pg')).default;
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const listener of listeners) {
        if (listener.channel === message.channel) listener.onPayload(message.payload ?? '');
      }
    });
    const retry = () => {
      if (client !== next) return;
      client = null;
      connecting = null;
      if (isClosed || listeners.size === 0) return;
      clearTimeout(timer);
      timer = setTimeout(() => void ensureConnected().catch(retry), RECONNECT_DELAY_MS);
    };
    next.on('error', retry);
    next.on('end', retry);
    await next.connect();
    for (const channel of channels()) await next.query(`listen ${quote(channel)}`);
    client = next;
    return next;
  };

  const ensureConnected = (): Promise<TPgClient> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().catch((error: unknown) => {
      connecting = null;
      if (!isClosed && listeners.size > 0) {
        clearTimeout(timer);
        timer = setTimeout(() => void ensureConnected().catch(() => undefined), RECONNECT_DELAY_MS);
      }
      throw error;
    });
    return connecting;
  };

  return {
    listen: async (channel: string, onPayload: (payload: string) => void) => {
      const listener = { channel, onPayload };
      const isNewChannel = !channels().has(channel);
      listeners.add(listener);
      const connected = await ensureConnected();
      if (isNewChannel && connected === client) await connected.query(`listen ${quote(channel)}`);
      return async () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        const open = client;
        client = null;
        connecting = null;
        await open?.end().catch(() => undefined);
      };
    },
    close: async () => {
      isClosed = true;
      clearTimeout(timer);
      listeners.clear();
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
};

/** A channel name as an SQL identifier (LISTEN takes no parameter). */
const quote = (channel: string): string => `"${channel.replace(/"/g, '""')}"`;
