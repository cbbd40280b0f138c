import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ClientMessage, Topic } from '../../contracts/messages.ts';

export interface TestSocket {
  socket: WebSocket;
  /** Resolves with the next message (already received or yet to come) matching the predicate. */
  next<T = Record<string, unknown>>(predicate?: (message: T) => boolean, timeoutMs?: number): Promise<T>;
  /** Whether a message matching the predicate was received and not yet taken by `next`. */
  holds<T = Record<string, unknown>>(predicate: (message: T) => boolean): boolean;
  /** Sends a client message. */
  send(message: ClientMessage | Record<string, unknown>): void;
  /** Subscribes to topics and resolves with the server's acknowledgement (once greeted). */
  subscribe(topics: Topic[]): Promise<{ topics: Topic[] }>;
  close(): void;
}

/** The page's origin in the test apps (their APP_URL): the only one the socket accepts in production. */
export const APP_ORIGIN = 'http://trivia.test';

export type ConnectOptions = {
  /** The session token the first message carries (null or unset: a guest). */
  token?: string | null;
  /** Topics subscribed to once greeted (the page's). */
  topics?: Topic[];
  /** Upgrade headers (the app's own origin unless told). */
  headers?: Record<string, string>;
  /** False: the socket sends nothing first (it never identifies). */
  identify?: boolean;
};

/**
 * An in-process websocket client that buffers every message from the first byte, and identifies as
 * the page does (its first message: `identify` with the token or null).
 */
export async function connectWS(app: FastifyInstance, options: ConnectOptions = {}): Promise<TestSocket> {
  const received: unknown[] = [];
  const waiters = new Set<() => void>();
  const socket = await app.injectWS(
    '/api/ws',
    { headers: options.headers ?? { origin: APP_ORIGIN }, socket: { remoteAddress: '127.0.0.1' } } as never,
    {
      onInit(ws) {
        // As a browser does (ws leaves it off for a socket made by injectWS).
        ws.on('ping', (data) => ws.pong(data));
        ws.on('message', (data) => {
          received.push(JSON.parse(String(data)));
          for (const wake of waiters) wake();
        });
      },
    },
  );
  const next = <T>(predicate: (message: T) => boolean = () => true, timeoutMs = 5000) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const index = received.findIndex((m) => predicate(m as T));
        if (index === -1) return false;
        const [message] = received.splice(index, 1);
        waiters.delete(check);
        clearTimeout(timer);
        resolve(message as T);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error('no matching websocket message'));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  const holds = <T>(predicate: (message: T) => boolean) => received.some((m) => predicate(m as T));
  const send = (message: object) => socket.send(JSON.stringify(message));
  const greeted = async () => {
    for (let waited = 0; !holds((m: { type?: string }) => m.type === 'hello'); waited += 10) {
      if (waited > 5000) throw new Error('never greeted');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const subscribe = async (topics: Topic[]) => {
    await greeted();
    send({ type: 'subscribe', topics });
    return next<{ topics: Topic[] }>(
      (m: { type?: string; topics?: string[] }) =>
        m.type === 'subscribed' && JSON.stringify(m.topics) === JSON.stringify(topics),
    );
  };
  if (options.identify !== false) send({ type: 'identify', token: options.token ?? null });
  if (options.topics) await subscribe(options.topics);
  return { socket, next, holds, send, subscribe, close: () => socket.terminate() };
}
