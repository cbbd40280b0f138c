// Health for people and for load balancers. `/api/health`: the page's "reconnecting" note and a
// person's look (database, live updates, the Madrid day, the version). `/api/health/live`: the
// process answers (nothing else is checked: a restart would not mend a database that is away).
// `/api/health/ready`: whether a proxy should send this instance new work: not while it drains
// (SIGTERM) and not without its database or its LISTEN connection (pushes would not reach its sockets).
// All three are public and say nothing secret; the database is asked at most once a second however
// often they are called, so a flood of checks costs the pool one query a second.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { madridDay } from '../days/index.ts';
import { httpError, type PlainCode, RETRY_AFTER_S, replyOf } from '../http/index.ts';
import type { Services } from '../services.ts';
import { VERSION } from '../version.ts';
import { z } from 'zod';

/** How long one answer of the database serves every check. */
const PROBE_TTL_MS = 1000;

/** Whether the database answers, asked at most once per PROBE_TTL_MS (concurrent checks share one query). */
function databaseProbe(services: Services) {
  let last: { at: number; ok: Promise<boolean> } | null = null;
  return (log: FastifyRequest['log']): Promise<boolean> => {
    const now = Date.now();
    if (last && now - last.at < PROBE_TTL_MS) return last.ok;
    const ok = services.pool.query('select 1').then(
      () => true,
      (error: Error) => {
        log.warn({ err: error }, 'health check: database unreachable');
        return false;
      },
    );
    last = { at: now, ok };
    return ok;
  };
}

function unavailable(request: FastifyRequest, reply: FastifyReply, key: PlainCode, extra: Record<string, string>) {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_S))
    .send({ ...httpError(503, key).body(request.lang), version: VERSION, ...extra });
}

/** 200s only: a 503 is the error shape with the probe's fields (`unavailable`), written as it is. */
const liveReply = z.object({ status: z.string(), version: z.string() });
const healthReply = liveReply.extend({
  database: z.string(),
  push: z.string(),
  fecha: z.string(),
  serverTime: z.string(),
});

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const databaseAnswers = databaseProbe(app.services);

  app.get('/health', { schema: replyOf(healthReply) }, async (request, reply) => {
    const { now, listener } = app.services;
    if (!(await databaseAnswers(request.log)))
      return unavailable(request, reply, 'DATABASE_UNAVAILABLE', { status: 'unavailable', database: 'unavailable' });
    return {
      status: 'ok',
      version: VERSION,
      database: 'ok',
      push: listener.connected ? 'ok' : 'reconnecting',
      fecha: madridDay(now()),
      serverTime: now().toISOString(),
    };
  });

  app.get('/health/live', { schema: replyOf(liveReply) }, async () => ({ status: 'ok', version: VERSION }));

  app.get('/health/ready', { schema: replyOf(liveReply) }, async (request, reply) => {
    const { lifecycle, listener } = app.services;
    if (lifecycle.draining) return unavailable(request, reply, 'SERVER_DRAINING', { status: 'draining' });
    if (!(await databaseAnswers(request.log)))
      return unavailable(request, reply, 'DATABASE_UNAVAILABLE', { status: 'unavailable', database: 'unavailable' });
    if (!listener.connected)
      return unavailable(request, reply, 'LIVE_UPDATES_UNAVAILABLE', { status: 'unavailable', push: 'reconnecting' });
    return { status: 'ready', version: VERSION };
  });
};
