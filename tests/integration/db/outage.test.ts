// The database goes away under a running server and comes back (issue 12): calls answer 503 with
// Retry-After meanwhile, nothing throws unhandled, and requests, LISTEN (pushes) and jobs recover by
// themselves. Also: a connection dropped in the middle of a transaction fails that call, and only it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../server/db/embedded.ts';
import { createPool, withTransaction } from '../../../server/db/pool.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';
import { connectWS } from '../../helpers/ws.ts';
import { dayId, guess, questionWhere, start, wrongGuess, type Question } from '../plays/play-helpers.ts';

const NOW = new Date('2026-05-10T10:00:00Z');
let dir: string;
let db: EmbeddedDatabase;
let port: number;
let t: TestApp;
let q: Question;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'trivia-outage-'));
  db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'trivia', fast: true });
  port = Number(new URL(db.url).port);
  const setup = createPool(db.url, () => {});
  await prepareDatabase(setup);
  await setup.end();
  t = await buildTestApp({
    now: NOW,
    jobs: true,
    database: { url: db.url, pool: null as never, drop: async () => {} },
  });
  // The start-up job assigns today's question.
  for (
    let waited = 0;
    (await t.db.pool.query("select 1 from daily_questions where fecha = '2026-05-10'")).rowCount === 0;
    waited += 100
  ) {
    if (waited > 20_000) throw new Error('no question assigned');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  q = await questionWhere(t, "id = (select pregunta_id from daily_questions where fecha = '2026-05-10')");
}, 120_000);
afterAll(async () => {
  await t?.close();
  await db?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('a PostgreSQL restart under a running server', () => {
  test('given the database stopped, then calls are 503 DATABASE_UNAVAILABLE with Retry-After; when it returns, everything heals', async () => {
    const player = await registerUser(t.app);
    const me = bearer(player.token);
    expect((await start(t, me)).statusCode).toBe(200);
    expect((await guess(t, me, dayId('2026-05-10'), wrongGuess(q.respuesta))).statusCode).toBe(200);
    const ws = await connectWS(t.app, { topics: ['leaderboard:diario'] });

    await db.stop();

    const refused = await guess(t, { ...me, 'accept-language': 'en' }, dayId('2026-05-10'), wrongGuess(q.respuesta));
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      error: 'Service Unavailable',
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is not responding',
    });
    for (const call of [
      () => t.app.inject('/api/health'),
      () => t.app.inject({ url: '/api/partidas/verificar-juego-hoy', headers: bearer(player.token) }),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/usuarios/login',
          payload: { email: player.usuario.email, password: player.password },
        }),
      () => t.app.inject('/api/leaderboard/daily'),
    ]) {
      const response = await call();
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    }
    expect((await t.app.inject('/api/health')).json()).toMatchObject({
      status: 'unavailable',
      database: 'unavailable',
    });

    db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'trivia', fast: true, port });

    await expect.poll(async () => (await t.app.inject('/api/health')).statusCode, { timeout: 20_000 }).toBe(200);
    await expect.poll(() => t.services.listener.connected, { timeout: 20_000 }).toBe(true);
    // The play goes on where it was: nothing acknowledged was lost, nothing refused was recorded.
    // A win takes a person some time to read and type (the plausibility floor), or it never ranks nor pushes.
    t.setNow(new Date(NOW.getTime() + 200_000));
    const win = await guess(t, me, dayId('2026-05-10'), q.respuesta);
    expect(win.statusCode).toBe(200);
    expect(win.json().partida.intentos_usados).toBe(2);
    // Pushes come again (the LISTEN connection is back): the three periods, in no set order.
    expect(await ws.next((m) => m.type === 'leaderboard' && m.periodo === 'diario', 10_000)).toMatchObject({
      type: 'leaderboard',
      periodo: 'diario',
    });
    ws.close();
    // And jobs run again: a recovery mail reaches the outbox through pg-boss.
    await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/forgot-password',
      payload: { email: player.usuario.email },
    });
    await expect
      .poll(
        async () =>
          (await t.db.pool.query("select count(*)::int as n from outbox where subject like 'Restablece%'")).rows[0].n,
        { timeout: 30_000 },
      )
      .toBe(1);
  }, 120_000);

  test('given a connection killed in the middle of a transaction, then that call fails, the process stays up, and the pool goes on', async () => {
    // Its outcome is taken at once, so its failure is never an unhandled rejection of the test's own.
    const victim = withTransaction(t.db.pool, async (tx) => {
      await tx.query('select pg_sleep(10)');
    }).then(
      () => null,
      (error: Error) => error,
    );
    await expect
      .poll(
        async () =>
          (await t.db.pool.query("select count(*)::int as n from pg_stat_activity where query = 'select pg_sleep(10)'"))
            .rows[0].n,
      )
      .toBe(1);
    await t.db.pool.query("select pg_terminate_backend(pid) from pg_stat_activity where query = 'select pg_sleep(10)'");
    expect(await victim).toMatchObject({ code: '57P01' });
    expect((await t.db.pool.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });
});
