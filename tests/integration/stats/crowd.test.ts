// The day's crowd (issue 16): a projection of every play finished on its own day, anonymous ones
// included, replays and debug plays never; the caller's percentile; the live push; rebuild equality.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rebuildProjections } from '../../../server/events/rebuild.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';
import { connectWS } from '../../helpers/ws.ts';
import { finishPlay } from '../leaderboards/helpers.ts';
import {
  anonymous,
  call,
  expectRefusal,
  guess,
  mentions,
  reveal,
  start,
  wrongGuess,
  type Headers,
} from '../plays/play-helpers.ts';
import { signedIn } from '../plays/play-helpers.ts';

const TODAY = '2026-05-10';
const at = (time: string) => new Date(`${TODAY}T${time}Z`);
let t: TestApp;
let fastest: Headers;
let loser: Headers;
let answer: string;

beforeAll(async () => {
  t = await buildTestApp({ now: at('10:00:00') });
  // Four plays of today finished today: won in 1, won in 2, won in 3 with a hint, lost.
  fastest = anonymous();
  await finishPlay(t, fastest, { at: at('10:00:00'), seconds: 10 });
  await finishPlay(t, bearer((await registerUser(t.app)).token), { at: at('10:05:00'), seconds: 30, misses: 1 });
  const hinted = anonymous();
  t.setNow(at('10:10:00'));
  const { pregunta } = (await start(t, hinted)).json();
  answer = (
    await t.db.pool.query<{ respuesta: string }>(
      "select q.respuesta from daily_questions d join questions q on q.id = d.pregunta_id where d.fecha = to_date($1::text, 'YYYYMMDD')",
      [pregunta.id],
    )
  ).rows[0].respuesta;
  await reveal(t, hinted, pregunta.id);
  await guess(t, hinted, pregunta.id, wrongGuess(answer));
  await guess(t, hinted, pregunta.id, wrongGuess(answer));
  t.setNow(at('10:11:00'));
  await guess(t, hinted, pregunta.id, answer);
  loser = anonymous();
  await finishPlay(t, loser, { at: at('10:20:00'), misses: 5 });
  // Never counted: a replay of a past day, and an admin's debug play.
  const replayer = bearer((await registerUser(t.app)).token);
  await finishPlay(t, replayer, { at: at('10:30:00'), fecha: '2026-05-09' });
  const admin = await signedIn(t, { admin: true });
  t.setNow(at('10:40:00'));
  const debug = (await start(t, admin.headers, { modo: 'debug' })).json();
  await guess(t, admin.headers, debug.pregunta.id, answer, { partida_id: debug.partida.id });
  t.setNow(at('12:00:00'));
});
afterAll(() => t.close());

const crowd = (headers: Headers = {}, query = '') => call(t, 'GET', `/estadisticas/dia${query}`, headers);

describe('GET /api/estadisticas/dia', () => {
  test('given four plays finished today (and a replay and a debug play), then the crowd of the four, without the answer', async () => {
    const response = await crowd();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fecha: TODAY,
      jugadores: 4,
      ganadores: 3,
      porcentaje_acierto: 75,
      intentos_medios: 2.75,
      pistas_medias: 0.25,
      distribucion: { '1': 1, '2': 1, '3': 1, '4': 0, '5': 0, fallos: 1 },
    });
    expect(mentions(response.body, answer)).toBe(false);
  });

  test('given a caller who finished, then their percentile: the share of the day’s players they scored above', async () => {
    expect((await crowd(fastest)).json().tu_percentil).toBe(75);
    expect((await crowd(loser)).json().tu_percentil).toBe(0);
    expect((await crowd(anonymous())).json()).not.toHaveProperty('tu_percentil');
  });

  test('given another day, then its own crowd; a future or malformed day is refused', async () => {
    expect((await crowd({}, '?fecha=2026-05-09')).json()).toMatchObject({
      fecha: '2026-05-09',
      jugadores: 0,
      porcentaje_acierto: 0,
      intentos_medios: 0,
    });
    expectRefusal(await crowd({}, '?fecha=2026-05-11'), 400, 'INVALID_DATE');
    expectRefusal(await crowd({}, '?fecha=mañana'), 400, 'INVALID_DATE');
  });

  test('given the read model rebuilt from the events, then the same rows', async () => {
    const rows = async (table: string) => (await t.db.pool.query(`select * from ${table} order by 1, 2, 3`)).rows;
    const before = { crowd: await rows('day_crowd'), scores: await rows('day_crowd_scores') };
    await t.db.pool.query('delete from day_crowd');
    await rebuildProjections(t.db.pool, { now: at('12:00:00') });
    expect({ crowd: await rows('day_crowd'), scores: await rows('day_crowd_scores') }).toEqual(before);
  });
});

describe('the live crowd', () => {
  test('given plays finishing today, then every socket subscribed to the crowd hears it, at most once a second; one that did not, nothing', async () => {
    const idle = await connectWS(t.app);
    const socket = await connectWS(t.app, { topics: ['crowd'] });
    await socket.next((m) => m.type === 'hello');
    const received: number[] = [];
    socket.socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'crowd') received.push(Date.now());
    });
    t.setNow(at('12:30:00'));
    const burst = Date.now();
    for (let i = 0; i < 3; i++) await finishPlay(t, anonymous(), { at: at(`12:3${i}:00`) });
    const burstMs = Date.now() - burst;
    const message = await socket.next<{ type: string; jugadores: number }>(
      (m) => m.type === 'crowd' && m.jugadores === 7,
      15_000,
    );
    expect(message).toMatchObject({ type: 'crowd', fecha: TODAY, jugadores: 7, ganadores: 6 });
    // One push at once, then at most one a second while the burst lasts (under a second on an idle
    // machine: two pushes at most), and one after it. Each push reads the crowd first, so two
    // arrive a second apart give or take how long those reads took.
    expect(received.length).toBeLessThanOrEqual(2 + Math.floor(burstMs / 1000));
    for (let i = 1; i < received.length; i++) expect(received[i] - received[i - 1]).toBeGreaterThanOrEqual(750);
    expect(idle.holds((m: { type: string }) => m.type === 'crowd')).toBe(false);
    socket.close();
    idle.close();
  });
});
