import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

export interface TestSocket {
  socket: WebSocket;
  /** Resolves with the next message (already received or yet to come) matching the predicate. */
  next<T = Record<string, unknown>>(predicate?: (message: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
}

/** The page's origin in the test apps (their APP_URL): the only one the socket accepts in production. */
export const APP_ORIGIN = 'http://trivia.test';

/** An in-process websocket client that buffers every message from the first byte (from the app's own origin unless told). */
export async function connectWS(
  app: FastifyInstance,
  path = '/api/ws',
  headers: Record<string, string> = { origin: APP_ORIGIN },
): Promise<TestSocket> {
  const received: unknown[] = [];
  const waiters = new Set<() => void>();
  const socket = await app.injectWS(path, { headers, socket: { remoteAddress: '127.0.0.1' } } as never, {
    onInit(ws) {
      // As a browser does (ws leaves it off for a socket made by injectWS).
      ws.on('ping', (data) => ws.pong(data));
      ws.on('message', (data) => {
        received.push(JSON.parse(String(data)));
        for (const wake of waiters) wake();
      });
    },
  });
  return {
    socket,
    next<T>(predicate: (message: T) => boolean = () => true, timeoutMs = 5000) {
      return new Promise<T>((resolve, reject) => {
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
    },
    close: () => socket.terminate(),
  };
}
