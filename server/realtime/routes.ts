import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { ServerMessage } from '../../contracts/messages.ts';
import { gameDay } from '../days/index.ts';
import { forbidden, httpError } from '../http/index.ts';
import type { SocketOwner } from './hub.ts';

/** Resolves the signed-in owner of a socket (set by the accounts module); a guest by default. */
export type SocketIdentity = (request: FastifyRequest) => Promise<SocketOwner>;

const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** The app's own origin (APP_URL); in development also any loopback page (the Vite dev server). */
export function originAllowed(origin: string | undefined, appUrl: string, production: boolean): boolean {
  if (!origin) return false;
  if (origin === new URL(appUrl).origin) return true;
  return !production && LOOPBACK.test(origin);
}

export const realtimeRoutes: FastifyPluginAsync<{ identify?: SocketIdentity }> = async (app, options) => {
  const identify = options.identify ?? (async () => null);
  const { config, hub } = app.services;
  const perAddress = new Map<string, number>();
  const alive = new WeakMap<WebSocket, boolean>();

  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, config.socketHeartbeatMs);
  heartbeat.unref();

  app.addHook('onClose', (_instance, done) => {
    clearInterval(heartbeat);
    done();
  });

  app.get(
    '/ws',
    {
      websocket: true,
      // Before the upgrade: only the app's own pages, and only so many sockets from one address.
      // A refused upgrade closes its connection (Connection: close): the socket it came on is never
      // reused for another upgrade.
      preValidation: async (request, reply) => {
        const refusal = !originAllowed(request.headers.origin, config.appUrl, config.production)
          ? forbidden('ORIGIN_NOT_ALLOWED')
          : (perAddress.get(request.ip) ?? 0) >= config.socketsPerAddress
            ? httpError(429, 'TOO_MANY_SOCKETS')
            : null;
        if (!refusal) return;
        reply.header('connection', 'close');
        throw refusal;
      },
    },
    async (socket, request) => {
      // The slot is counted now and released on every path: close and error are attached before
      // the token's look-up, so an upgrade that hangs up meanwhile gives its slot back, and a socket
      // already gone when the look-up answers never enters the hub.
      perAddress.set(request.ip, (perAddress.get(request.ip) ?? 0) + 1);
      let remove: (() => void) | null = null;
      let left = false;
      const leave = () => {
        if (left) return;
        left = true;
        remove?.();
        const rest = (perAddress.get(request.ip) ?? 1) - 1;
        if (rest > 0) perAddress.set(request.ip, rest);
        else perAddress.delete(request.ip);
      };
      socket.on('close', leave);
      socket.on('error', leave);
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      const owner = await identify(request).catch(() => null);
      if (left || socket.readyState !== socket.OPEN) return leave();
      remove = hub.add(socket, owner);
      // Clients only listen; anything they send is ignored (and capped in size by maxPayload).
      socket.on('message', () => {});
      const now = app.services.now();
      const hello: ServerMessage = { type: 'hello', ...gameDay(now), serverTime: now.toISOString() };
      socket.send(JSON.stringify(hello));
    },
  );
};
