// Health for people and for load balancers. `/api/health`: the page's "reconnecting" note and a
// person's look (database, live updates, the Madrid day, the version). `/api/health/live`: the
// process answers (nothing else is checked: a restart would not mend a database that is away).
// `/api/health/ready`: whether a proxy should send this instance new work: not while it drains
// (SIGTERM), not without its database or its LISTEN connection (pushes would not reach its sockets),
// not while the database refuses writes (read-only, disk full: every command would fail) and not on
// a schema whose newer release no longer accepts this one (a stale node of a contract deploy).
// All three are public and say nothing secret; the database is asked at most once a second however
// often they are called, so a flood of checks costs the pool one statement a second: an update of one
// row in place (a write, so a read-only database fails it), which also reads the schema's release.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { madridDay } from '../days/index.ts';
import { compareReleases, isWriteRefusal } from '../db/index.ts';
import { httpError, type PlainCode, RETRY_AFTER_S, replyOf } from '../http/index.ts';
import type { Services } from '../services.ts';
import { VERSION } from '../version.ts';
import { z } from 'zod';

/** How long one answer of the database serves every check. */
const PROBE_TTL_MS = 1000;
/**
 * How long readiness fails after a request found the database refusing writes. The probe's own
 * write may still pass on a full disk (an update in place needs no new page) while appends fail.
 */
export const WRITES_REFUSED_HOLD_MS = 10_000;

/** The probe's statement: one row updated in place, and the oldest release the schema accepts. */
const PROBE = {
  name: 'readiness-probe',
  text: `update readiness_probe set at = now() returning (select oldest_compatible from schema_release)`,
};

type DatabaseState = 'ok' | 'unavailable' | 'refuses writes' | 'schema too new';

/** How the database is, asked at most once per PROBE_TTL_MS (concurrent checks share one statement). */
function databaseProbe(services: Services) {
  let last: { at: number; state: Promise<DatabaseState> } | null = null;
  return (log: FastifyRequest['log']): Promise<DatabaseState> => {
    const now = Date.now();
    if (last && now - last.at < PROBE_TTL_MS) return last.state;
    const state = services.pool.query<{ oldest_compatible: string | null }>(PROBE).then(
      ({ rows }): DatabaseState => {
        const oldest = rows[0]?.oldest_compatible;
        if (oldest && compareReleases(VERSION, oldest) < 0) {
          log.error(
            { oldestCompatible: oldest, version: VERSION },
            `health check: the database's schema accepts releases ${oldest} and newer; this node is ${VERSION}: stop it and start ${oldest} or newer`,
          );
          return 'schema too new';
        }
        return 'ok';
      },
      (error: Error): DatabaseState => {
        if (isWriteRefusal(error)) {
          log.warn({ err: error }, 'health check: database refuses writes');
          return 'refuses writes';
        }
        log.warn({ err: error }, 'health check: database unreachable');
        return 'unavailable';
      },
    );
    last = { at: now, state };
    return state;
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
    // Reachable is enough here (the page's "reconnecting" note): reads still work without writes.
    const database = await databaseAnswers(request.log);
    if (database === 'unavailable')
      return unavailable(request, reply, 'DATABASE_UNAVAILABLE', { status: 'unavailable', database: 'unavailable' });
    return {
      status: 'ok',
      version: VERSION,
      database: database === 'ok' ? 'ok' : database,
      push: listener.connected ? 'ok' : 'reconnecting',
      fecha: madridDay(now()),
      serverTime: now().toISOString(),
    };
  });

  app.get('/health/live', { schema: replyOf(liveReply) }, async () => ({ status: 'ok', version: VERSION }));

  app.get('/health/ready', { schema: replyOf(liveReply) }, async (request, reply) => {
    const { lifecycle, listener } = app.services;
    if (lifecycle.draining) return unavailable(request, reply, 'SERVER_DRAINING', { status: 'draining' });
    const database = await databaseAnswers(request.log);
    if (database !== 'ok' || Date.now() - lifecycle.writesRefusedAt < WRITES_REFUSED_HOLD_MS)
      return unavailable(request, reply, 'DATABASE_UNAVAILABLE', {
        status: 'unavailable',
        database: database === 'ok' ? 'refuses writes' : database,
      });
    if (!listener.connected)
      return unavailable(request, reply, 'LIVE_UPDATES_UNAVAILABLE', { status: 'unavailable', push: 'reconnecting' });
    return { status: 'ready', version: VERSION };
  });
};
