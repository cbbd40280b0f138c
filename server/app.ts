import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { redactUrl, registerSessions, socketIdentity } from './accounts/sessions.ts';
import { errorBody, HttpError } from './http/errors.ts';
import type { Services } from './services.ts';
import { healthRoutes } from './routes/health.ts';
import { realtimeRoutes } from './realtime/routes.ts';
import { playRoutes } from './plays/routes.ts';
import { questionRoutes } from './questions/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { accountsRoutes } from './accounts/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { leaderboardRoutes } from './leaderboards/routes.ts';
import { statsRoutes } from './stats/routes.ts';
import { pastGamesRoutes } from './past-games/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export async function buildApp(services: Services, options: { logger?: FastifyServerOptions['logger'] } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: services.config.logLevel,
      serializers: { req: (request) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }) },
    },
    // Believe X-Forwarded-For only across the configured number of proxy hops.
    trustProxy: (_address: string, hop: number) => hop < services.config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('services', services);
  await registerSessions(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, error.message));
    }
    const status = error.statusCode ?? 500;
    if (error.validation) return reply.status(400).send(errorBody(400, 'VALIDATION_ERROR', error.message));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, error.code ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'INTERNAL_ERROR', 'Error interno del servidor'));
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: services.config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: services.config.production,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Limits are per route (`config: { rateLimit }`); a refusal is a 429 in the usual error shape.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Demasiadas solicitudes. Inténtalo de nuevo en ${context.after}.`), { statusCode: context.statusCode, code: 'RATE_LIMITED' }),
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096, perMessageDeflate: false } });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(realtimeRoutes, { prefix: '/api', identify: socketIdentity(app) });
  await app.register(accountsRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api' });
  await app.register(playRoutes, { prefix: '/api' });
  await app.register(questionRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(leaderboardRoutes, { prefix: '/api' });
  await app.register(statsRoutes, { prefix: '/api' });
  await app.register(pastGamesRoutes, { prefix: '/api' });

  const clientDir = services.config.clientDir;
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(reply, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api') && !path.extname(url);
    if (isPage && hasClient) {
      // Client routes: the single-page app decides what to show.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(404, 'NOT_FOUND', `Ruta no encontrada: ${request.method} ${url}`));
  });

  return app;
}
