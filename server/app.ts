import { existsSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import type { Socket } from 'node:net';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { redactUrl, registerSessions, socketIdentity, accountsRoutes } from './accounts/index.ts';
import type { Language } from '../contracts/language.ts';
import { Refused } from '../contracts/refusals.ts';
import {
  fromRefusal,
  HttpError,
  httpError,
  RETRY_AFTER_S,
  type PlainCode,
  languageOf,
  registerLanguage,
  registerTextGuard,
  repliesBySchema,
  registerRateLimits,
  registerRequestGate,
  apiHeaders,
  DOCUMENT_ONLY_HEADERS,
  inlineScriptHashes,
  registerRequestIds,
  registerSecurityHeaders,
  requestIdOf,
  securityHeaders,
} from './http/index.ts';
import type { Services } from './services.ts';
import { isConnectionError, isWriteRefusal } from './db/index.ts';
import { healthRoutes } from './routes/index.ts';
import { registerIdempotency } from './idempotency/index.ts';
import { metricsRoutes } from './metrics/index.ts';
import { realtimeRoutes, socketError } from './realtime/index.ts';
import { playRoutes } from './plays/index.ts';
import { questionEditorRoutes, questionRoutes } from './questions/index.ts';
import { reportRoutes } from './reports/index.ts';
import { contactRoutes } from './contact/index.ts';
import { profileRoutes } from './profile/index.ts';
import { adminRoutes } from './admin/index.ts';
import { leaderboardRoutes } from './leaderboards/index.ts';
import { leagueRoutes, leagueTopicGuard } from './leagues/index.ts';
import { achievementRoutes } from './achievements/index.ts';
import { cupRoutes } from './cup/index.ts';
import { statsRoutes } from './stats/index.ts';
import { pastGamesRoutes } from './past-games/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /**
     * Every route, as registered, with its replies' JSON schemas by status (the hostile-input test
     * drives each one; the API's schema test compares the replies with the last release's).
     */
    routeTable: RouteEntry[];
  }
}

export type RouteEntry = { method: string; url: string; replies?: Record<string, unknown> };

/** What a hashed file needs no more than once: its validators and the offer of ranges. */
const VALIDATORS = ['etag', 'last-modified', 'accept-ranges'];

export async function buildApp(
  services: Services,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const clientDir = services.config.clientDir;
  const indexHtml = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexHtml);
  // The page in the caller's language (its head: description and a shared link's preview); a build
  // without the English file sends the Spanish one to everyone.
  const pageOf: Record<Language, string> = {
    es: 'index.html',
    en: existsSync(path.join(clientDir, 'index.en.html')) ? 'index.en.html' : 'index.html',
  };
  const headers = securityHeaders(
    services.config.production,
    hasClient ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [],
  );
  const app = Fastify({
    logger: options.logger ?? {
      level: services.config.logLevel,
      serializers: {
        req: (request) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      },
    },
    // Believe X-Forwarded-For only from the proxies' addresses, or across a number of hops.
    trustProxy: trustedProxies(services.config.trustProxy),
    // A request's headers, then all of it, arrive in time or its connection is cut (408): slow bytes
    // (a byte every 20 s kept 100 connections open for good) hold nothing long. Checked four times
    // as often as the shorter timeout, so a connection outlives it by a quarter at most.
    requestTimeout: services.config.requestTimeoutMs,
    http: {
      headersTimeout: services.config.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, services.config.headersTimeoutMs / 4)),
    },
    // A body's size unless its route says more (a command's, a league's name, a verdict): account
    // forms take 4 KiB, the contact form and the bank editor 16 KiB, an admin's import 8 MiB.
    bodyLimit: 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Ids unique across nodes: the proxy's X-Request-Id when it looks like one, else a UUID.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Errors before any hook runs answer in the usual shape, with the usual headers.
    frameworkErrors: (error, request, reply) => {
      // A pipelined request's connection, closed by the request gate: nothing to answer.
      if (request.raw.socket?.destroyed) return;
      const known = clientError(error) ?? httpError(400, 'BAD_REQUEST');
      const answer = reply as unknown as FastifyReply;
      void answer
        .headers(headers)
        .header('cache-control', 'no-store')
        .status(known.statusCode)
        .send(known.body(languageOf(request.headers['accept-language'])));
    },
    clientErrorHandler: (error, socket) => rawClientError(error, socket, headers),
  });
  app.decorate('services', services);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    repliesBySchema(route);
    const replies = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, ...(replies ? { replies } : {}) });
  });
  app.addHook('onClose', async () => {
    services.counters.stop();
    await services.passwords.close();
    await services.importChecks.close();
  });
  const { metrics } = services;
  if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }
  registerRequestIds(app);
  registerSecurityHeaders(app, headers);
  registerLanguage(app);
  registerTextGuard(app);
  await registerSessions(app);
  // After the caller's hook, before any route: admin routes refuse others from the request's head.
  registerRequestGate(app);

  // Every error of a request comes here, whatever raised it (a route, a hook, a body parser, the
  // reply's serializer): the one error shape in the caller's language, no internals. The API's routes
  // sit in a scope of their own with this handler, so when the error answer itself fails (an onSend
  // hook or a serializer that throws again), the root's copy of it answers past them, not Fastify's
  // default with the error's own message.
  const answered = new WeakSet<FastifyRequest>();
  const answerError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (answered.has(request)) return answerPastHooks(request, reply, headers);
    answered.add(request);
    const known = clientError(error);
    if (known) {
      metrics?.error(known.statusCode, known.code);
      if (known.retryAfter !== undefined) reply.header('retry-after', String(known.retryAfter));
      return reply.status(known.statusCode).send(known.body(request.lang));
    }
    // The database refuses writes (read-only, its disk full): readiness fails for a while, so the
    // proxy sends nothing more here; the client may send the command again (its Idempotency-Key).
    const refusesWrites = isWriteRefusal(error);
    if (refusesWrites) services.lifecycle.writesRefusedAt = Date.now();
    // The database is away (restarting, unreachable, saturated): a short episode, not our fault.
    if (isConnectionError(error) || refusesWrites) {
      metrics?.error(503, 'DATABASE_UNAVAILABLE');
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send(httpError(503, 'DATABASE_UNAVAILABLE').body(request.lang));
    }
    metrics?.error(500, 'INTERNAL_ERROR');
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(httpError(500, 'INTERNAL_ERROR').body(request.lang));
  };
  app.setErrorHandler(answerError);
  // JSON only: no body parser but JSON's (Fastify's own text/plain one would hand a route a string).
  app.removeContentTypeParser('text/plain');

  // A reply under 4 KB goes as it is: it leaves in TCP's first flight (10 segments) compressed or
  // not, and compressing it (a new encoder per reply) costs the server more than the bytes save.
  // Page data, lists and rankings above it are compressed; static files are compressed at build.
  // Replies only: request bodies are never inflated (request-gate.ts refuses a Content-Encoding).
  await app.register(fastifyCompress, { global: true, globalDecompression: false, threshold: 4096 });
  // Limits are per route (`config: { rateLimit }`); a refusal is a 429 in the usual error shape.
  // Counted in counters every instance shares (http/rate-limits.ts), so a limit holds across instances.
  registerRateLimits(app, services.counters);
  await app.register(fastifyWebsocket, {
    // A client's protocol error (a frame too large: the socket closes with 1009) is one warn line.
    errorHandler: socketError,
    // Clients send a few small messages (identify, subscribe): a larger one closes the socket (1009).
    options: { maxPayload: 4096, perMessageDeflate: false },
    // Shutting down: every socket hears 1001 (going away), so the page reconnects to another instance.
    preClose(done) {
      for (const socket of this.websocketServer.clients) socket.close(1001, 'server shutting down');
      this.websocketServer.close();
      done();
    },
  });

  await app.register(async (api) => {
    api.setErrorHandler(answerError);
    // Every command takes an Idempotency-Key: a resend gets the first answer (server/idempotency/).
    registerIdempotency(api, services.answers);
    await api.register(healthRoutes, { prefix: '/api' });
    await api.register(metricsRoutes);
    await api.register(realtimeRoutes, {
      prefix: '/api',
      identify: socketIdentity(app),
      guards: { league: leagueTopicGuard(services) },
    });
    await api.register(accountsRoutes, { prefix: '/api' });
    await api.register(profileRoutes, { prefix: '/api' });
    await api.register(playRoutes, { prefix: '/api' });
    await api.register(questionRoutes, { prefix: '/api' });
    await api.register(reportRoutes, { prefix: '/api' });
    await api.register(questionEditorRoutes, { prefix: '/api' });
    await api.register(contactRoutes, { prefix: '/api' });
    await api.register(adminRoutes, { prefix: '/api' });
    await api.register(leaderboardRoutes, { prefix: '/api' });
    await api.register(leagueRoutes, { prefix: '/api' });
    await api.register(achievementRoutes, { prefix: '/api' });
    await api.register(cupRoutes, { prefix: '/api' });
    await api.register(statsRoutes, { prefix: '/api' });
    await api.register(pastGamesRoutes, { prefix: '/api' });
  });

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file: sent as they are, never compressed per request.
      preCompressed: true,
      setHeaders(reply, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A built script or stylesheet obeys no document header (the page's own still carry them),
        // and its name changes with its content: nothing revalidates it or asks for a range of it.
        if (immutable && /\.(js|css)(\.br|\.gz)?$/.test(file))
          for (const name of [...DOCUMENT_ONLY_HEADERS, ...VALIDATORS]) reply.removeHeader(name);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api') && !path.extname(url);
    if (isPage && hasClient) {
      // Client routes: the single-page app decides what to show.
      return reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language').sendFile(pageOf[request.lang]);
    }
    return reply
      .status(404)
      .send(
        httpError(404, 'NOT_FOUND', (t) => t('http:NOT_FOUND', { method: request.method, url })).body(request.lang),
      );
  });

  return app;
}

/** Whom Fastify believes X-Forwarded-For from: the proxies' addresses, or the first hops from the socket. */
const trustedProxies = (trust: Services['config']['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Fastify's own 4xx errors, by their codes, in the shape and languages of ours. */
const FASTIFY_ERRORS: Record<string, PlainCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'UNSUPPORTED_MEDIA_TYPE',
};

/** A client's mistake or a refusal as an HttpError; null for a fault of ours (a 500). */
function clientError(error: FastifyError): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof Refused) return fromRefusal(error);
  if (error.validation) return httpError(400, 'VALIDATION_ERROR');
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  // Any other library's 4xx is a bad request in our words: its message and code are its own.
  const key = FASTIFY_ERRORS[error.code] ?? (error instanceof SyntaxError ? 'INVALID_JSON' : 'BAD_REQUEST');
  return httpError(status, key, `http:${key}`);
}

/**
 * The error answer written past the reply's hooks and serializer, for when they failed on it too:
 * the same shape and headers, a 500 in the caller's language.
 */
function answerPastHooks(request: FastifyRequest, reply: FastifyReply, pageHeaders: Record<string, string>) {
  reply.hijack();
  if (reply.raw.headersSent) return reply.raw.destroy();
  const body = JSON.stringify(httpError(500, 'INTERNAL_ERROR').body(request.lang));
  reply.raw.writeHead(500, {
    ...(request.url.startsWith('/api') ? apiHeaders(pageHeaders) : pageHeaders),
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  reply.raw.end(body);
}

/**
 * A request that is not even HTTP (or whose headers are too big, or too slow to come) gets an answer
 * written to the socket, as Fastify's own handler does, in our shape and with the security headers.
 */
function rawClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
  headers: Record<string, string>,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  // In the language the request asked for, as far as its bytes came (Node hands them over).
  const acceptLanguage = /^accept-language:[ \t]*([^\r\n]*)/im.exec(
    Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '',
  )?.[1];
  const body = JSON.stringify(httpError(status, 'BAD_REQUEST').body(languageOf(acceptLanguage)));
  if (socket.writable) {
    const lines = Object.entries({
      ...headers,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
    }).map(([name, value]) => `${name}: ${value}`);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
