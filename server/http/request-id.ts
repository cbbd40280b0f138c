// Request ids unique across nodes: the proxy's X-Request-Id (deploy/haproxy.cfg sets one on every
// request, a UUID) when it looks like one, else a UUID of our own; every log line of the request
// carries it (`reqId`) and the reply echoes it, so a player's report, the proxy's log and each
// node's log meet on one id.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from outside may be: short, and nothing a log line or a header could be forged with. */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** Fastify's `genReqId`: the proxy's id when it is one, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every reply says which request it answers. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
