// Hard mode: a play chosen without hints at its start. The game machine refuses a hint in it (on the
// server, whatever the client shows), its events say so, and the daily leaderboard marks its win.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { rebuildProjections } from '../../../server/events/rebuild.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { readModelRows } from '../../helpers/read-models.ts';
import {
  dayId,
  anonymous,
  assignDay,
  call,
  expectRefusal,
  guess,
  questionWhere,
  reveal,
  signedIn,
  start,
  wrongGuess,
  type Question,
} from './play-helpers.ts';

// 12:00 in Madrid on 10 May 2026.
const NOW = new Date('2026-05-10T10:00:00Z');
const TODAY = '2026-05-10';
const QID = dayId(TODAY);

let t: TestApp;
let q: Question;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  q = await questionWhere(t, 'cardinality(espacios) = 0');
  await assignDay(t, TODAY, q);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.setNow(NOW);
});

const eventsOf = async (streamId: string) =>
  (
    await t.db.pool.query<{ type: string; data: Record<string, unknown> }>(
      'select type, data from events where stream_id = $1 order by stream_version',
      [streamId],
    )
  ).rows;

describe('hard mode', () => {
  test('given a start with dificil, when the player asks for a hint, then 409 HARD_MODE and nothing is recorded', async () => {
    const me = anonymous();
    const started = await start(t, me, { dificil: true });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().partida.dificil).toBe(true);
    const streamId = started.json().partida.id as string;

    expectRefusal(await reveal(t, me, QID), 409, 'HARD_MODE');
    const refused = await reveal(t, { ...me, 'accept-language': 'en' }, QID);
    expect(refused.json().message).toBe('This play is in hard mode: it is played without hints');
    expect((await eventsOf(streamId)).map((e) => e.type)).toEqual(['PlayStarted']);
    expect((await eventsOf(streamId))[0].data.hardMode).toBe(true);
  });

  test('given a hard-mode play, when a later start asks for an ordinary one, then the play keeps its mode', async () => {
    const me = anonymous();
    await start(t, me, { dificil: true });
    const resumed = await start(t, me, { dificil: false });
    expect(resumed.json().partida.dificil).toBe(true);
    expectRefusal(await reveal(t, me, QID), 409, 'HARD_MODE');
  });

  test('given an ordinary start, then the play takes hints and is not hard', async () => {
    const me = anonymous();
    const started = await start(t, me);
    expect(started.json().partida.dificil).toBe(false);
    expect((await reveal(t, me, QID)).statusCode).toBe(200);
  });

  test('given dificil that is not a boolean, then 400', async () => {
    const response = await start(t, anonymous(), { dificil: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  test('given two signed-in winners, one in hard mode, then only the hard-mode win is marked in the daily ranking, and a rebuild agrees', async () => {
    const hard = await signedIn(t);
    const easy = await signedIn(t);
    await start(t, hard.headers, { dificil: true });
    await start(t, easy.headers, { dificil: false });
    await reveal(t, easy.headers, QID);
    t.setNow(new Date(NOW.getTime() + 20_000));
    expect((await guess(t, hard.headers, QID, wrongGuess(q.respuesta))).statusCode).toBe(200);
    const won = await guess(t, hard.headers, QID, q.respuesta);
    expect(won.json().partida).toMatchObject({ estado: 'won', dificil: true });
    await guess(t, easy.headers, QID, q.respuesta);

    const finished = (await eventsOf(`play-${hard.userId}-${TODAY}`)).find((e) => e.type === 'PlayFinished');
    expect(finished?.data).toMatchObject({ hardMode: true, hints: 0, won: true });

    const board = await call(t, 'GET', '/leaderboard/daily', {});
    const rows = board.json().ranking as { usuario_id: number; victoria_dificil: boolean }[];
    expect(rows.find((row) => row.usuario_id === hard.userId)?.victoria_dificil).toBe(true);
    expect(rows.find((row) => row.usuario_id === easy.userId)?.victoria_dificil).toBe(false);
    const replays = [hard, easy].map((player) => call(t, 'GET', `/partidas/${TODAY}/repeticion`, player.headers));
    expect((await Promise.all(replays)).map((reply) => reply.json().dificil)).toEqual([true, false]);
    const own = await call(t, 'GET', '/leaderboard/daily/user-position', hard.headers);
    expect(own.json().victoria_dificil).toBe(true);

    const live = await readModelRows(t.db.pool);
    await rebuildProjections(t.db.pool, { now: t.services.now() });
    expect(await readModelRows(t.db.pool)).toEqual(live);
  });
});
