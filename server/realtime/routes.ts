import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ServerMessage } from '../../contracts/messages.ts';
import { todayInMadrid } from '../../machines/calendar/madrid.ts';

/** Resolves the signed-in user of a socket (set by the accounts module); anonymous by default. */
export type SocketIdentity = (request: FastifyRequest) => Promise<number | null>;

export const realtimeRoutes: FastifyPluginAsync<{ identify?: SocketIdentity }> = async (app, options) => {
  const identify = options.identify ?? (async () => null);
  // Shutting down: every socket hears 1001 before the server stops accepting.
  app.addHook('preClose', (done) => {
    app.services.hub.closeAll();
    done();
  });
  app.get('/ws', { websocket: true }, async (socket, request) => {
    const userId = await identify(request).catch(() => null);
    const remove = app.services.hub.add(socket, userId);
    socket.on('close', remove);
    socket.on('error', remove);
    // Clients only listen; anything they send is ignored.
    socket.on('message', () => {});
    const now = app.services.now();
    const hello: ServerMessage = { type: 'hello', fecha: todayInMadrid(now), serverTime: now.toISOString() };
    socket.send(JSON.stringify(hello));
  });
};
