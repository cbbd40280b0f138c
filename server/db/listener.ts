// One LISTEN connection per instance for every channel (appended events, session changes). It has
// its own client, outside the pool, and comes back by itself after the database goes away: each
// channel is listened again and told it may have missed notifications meanwhile.
import pg from 'pg';

export interface Channel {
  /** A notification's payload. */
  onMessage(payload: string): void;
  /** Listening again after a gap: whatever was notified meanwhile was missed. */
  onResume?(): void;
}

export interface Listener {
  listen(channel: string, handler: Channel): () => void;
  /** Whether the connection is up (health). */
  readonly connected: boolean;
  close(): Promise<void>;
}

const RETRY_MS = [250, 500, 1000, 2000, 5000];

export function createListener(config: pg.ClientConfig, onError: (error: Error) => void): Listener {
  const channels = new Map<string, Set<Channel>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let connected = false;
  let closed = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let hadConnection = false;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  function scheduleReconnect() {
    if (closed || timer || channels.size === 0) return;
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
  }

  async function connect(): Promise<void> {
    if (closed || connecting || client) return connecting ?? undefined;
    const next = new pg.Client(config);
    // Every connection error lands here: a dropped connection is retried, never thrown.
    next.on('error', (error) => {
      if (client !== next && connecting === null) return;
      onError(error);
    });
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      connected = false;
      scheduleReconnect();
    });
    next.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const handler of channels.get(message.channel) ?? []) handler.onMessage(message.payload);
    });
    connecting = (async () => {
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`listen ${quote(channel)}`);
        client = next;
        connected = true;
        failures = 0;
        if (hadConnection)
          for (const handlers of channels.values()) for (const handler of handlers) handler.onResume?.();
        hadConnection = true;
      } catch (error) {
        onError(error as Error);
        await next.end().catch(() => {});
        scheduleReconnect();
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  }

  return {
    listen(channel, handler) {
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
        if (client) void client.query(`listen ${quote(channel)}`).catch(onError);
      }
      handlers.add(handler);
      void connect();
      return () => handlers.delete(handler);
    },
    get connected() {
      return connected;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await connecting?.catch(() => {});
      const current = client;
      client = null;
      connected = false;
      await current?.end().catch(() => {});
    },
  };
}
