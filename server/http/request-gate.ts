// What a request may cost before its caller is known (issue 37): the admin subtree answers 401 / 403
// from the request's head, before a byte of its body is read or parsed (so its large limits are an
// admin's alone), and no route takes an inflated body (Content-Encoding): a body is read as it
// comes, within its route's limit, or refused from its head. An answer sent before its request's body
// has all come (a refusal from the head) closes the connection: the rest is never read. A connection
// carries one request at a time (no pipelining).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { requireAdmin } from './caller.ts';
import { httpError } from './errors.ts';

/** The admin subtree: every route under these paths is for admins alone. */
const ADMIN_PATHS = ['/api/admin/', '/api/scheduler/'] as const;

const isAdminRoute = (url: string) => ADMIN_PATHS.some((prefix) => url.startsWith(prefix));

/** A request with a body: a length above 0, or chunks. */
const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/** Refused from the head alone: a compressed body, whose bytes inflate past what the wire shows. */
const plainBodies: onRequestHookHandler = (request, _reply, done) => {
  const encoding = request.headers['content-encoding'];
  if (encoding === undefined || encoding.trim().toLowerCase() === 'identity' || !hasBody(request.headers))
    return done();
  done(httpError(415, 'UNSUPPORTED_ENCODING'));
};

/** The connection of a request answered before its body came ends with the answer (Node would read the rest). */
const closeUnread: onSendHookHandler = (request, reply, payload, done) => {
  if (!request.raw.complete) reply.header('connection', 'close');
  done(null, payload);
};

/** The connections with a request under way (their answer not yet ended). */
const busy = new WeakSet<Socket>();

/**
 * One request at a time on a connection. A client that pipelines requests and never reads had the
 * node make every answer into memory (50 pipelined 321 KB assets on each of 300 connections: 2.6 GB,
 * and a bystander waited 22 s). No browser pipelines, nor does the proxy: a request (or an upgrade)
 * that comes before its connection's last answer ended closes the connection. Watched on the HTTP
 * server itself, before Fastify, so no path escapes it (a URL Fastify refuses before any hook, an
 * upgrade the websocket plugin cannot take); `stopPipelined` then keeps the route from running.
 */
function oneAtATime(server: Server) {
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = request.socket;
    if (busy.has(connection)) return connection.destroy();
    busy.add(connection);
    response.once('close', () => busy.delete(connection));
  });
  server.prependListener('upgrade', (request: IncomingMessage) => {
    if (busy.has(request.socket)) request.socket.destroy();
  });
}

/** A request whose connection is gone (a pipelined one, closed above) goes no further: no route runs. */
const stopPipelined: onRequestHookHandler = (request, _reply, done) => {
  if (!request.raw.socket?.destroyed) done();
};

/** An admin route's first hook after the caller's: a guest's 401 or a player's 403, body unread. */
const adminsOnly: onRequestHookHandler = (request, _reply, done) => {
  try {
    requireAdmin(request);
  } catch (error) {
    return done(error as Error);
  }
  done();
};

/**
 * Registers the gate on the root, after the hook that sets `request.caller` and before any route:
 * each admin route gets `adminsOnly` as its own first onRequest hook (the root's, the caller's
 * among them, run before it), whichever feature's folder declares it.
 */
export function registerRequestGate(app: FastifyInstance) {
  oneAtATime(app.server);
  app.addHook('onRequest', stopPipelined);
  app.addHook('onRequest', plainBodies);
  app.addHook('onSend', closeUnread);
  app.addHook('onRoute', (route) => {
    if (!isAdminRoute(route.url)) return;
    route.onRequest = [adminsOnly, ...[route.onRequest ?? []].flat()];
  });
}
