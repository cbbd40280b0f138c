import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

export interface TestSocket {
  socket: WebSocket;
  /** Resolves with the next message (already received or yet to come) matching the predicate. */
  next<T = Record<string, unknown>>(predicate?: (message: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
}

/** An in-process websocket client that buffers every message from the first byte. */
export async function connectWS(app: FastifyInstance, path = '/api/ws'): Promise<TestSocket> {
  const received: unknown[] = [];
  const waiters = new Set<() => void>();
  const socket = await app.injectWS(path, {}, {
    onInit(ws) {
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
