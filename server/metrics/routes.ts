// Where the metrics can be read, never by the public. On the app's own port only with METRICS_TOKEN
// (`Authorization: Bearer <token>`, compared in constant time; without a token configured the path
// is a 404 there); or on METRICS_PORT, a listener of its own on METRICS_HOST (loopback by default),
// which asks for the token too when one is set. The proxy in front refuses /metrics as well
// (deploy/haproxy.cfg). What they show: counts and timings, no player's data.
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { notFound, unauthorized } from '../http/index.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the metrics token (never true when none is configured). */
export function metricsAuthorized(header: string | undefined, token: string | undefined): boolean {
  if (!token) return false;
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token));
}

/** `GET /metrics` on the app's port, behind METRICS_TOKEN. */
export async function metricsRoutes(app: FastifyInstance) {
  const { config, metrics } = app.services;
  app.get('/metrics', async (request, reply) => {
    if (!metrics || !config.metricsToken)
      throw notFound('NOT_FOUND', (t) => t('http:NOT_FOUND', { method: request.method, url: request.url }));
    if (!metricsAuthorized(request.headers.authorization, config.metricsToken)) {
      void reply.header('www-authenticate', 'Bearer');
      throw unauthorized('UNAUTHORIZED');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** METRICS_PORT's own listener: `GET /metrics` (behind METRICS_TOKEN when set), nothing else. */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  token: string | undefined;
  render: () => Promise<{ contentType: string; body: string }>;
  onError: (error: Error) => void;
}): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: string, contentType = 'text/plain; charset=utf-8') => {
      response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body);
    };
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') return answer(404, 'not found\n');
    if (options.token && !metricsAuthorized(request.headers.authorization, options.token)) {
      response.setHeader('www-authenticate', 'Bearer');
      return answer(401, 'unauthorized\n');
    }
    options.render().then(
      ({ contentType, body }) => answer(200, body, contentType),
      (error: Error) => {
        options.onError(error);
        answer(500, 'metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
