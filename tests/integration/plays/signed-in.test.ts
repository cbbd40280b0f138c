import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { addDays } from '../../../machines/calendar/days.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
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
  type Headers,
  type Question,
} from './play-helpers.ts';

const NOW = new Date('2026-05-10T10:00:00Z');
const TODAY = '2026-05-10';
const PAST = addDays(TODAY, -3);
const QID = dayId(TODAY);
const PAST_ID = dayId(PAST);

let t: TestApp;
let q: Question;
let past: Question;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  q = await questionWhere(t, 'true', 10);
  past = await questionWhere(t, 'true', 11);
  await assignDay(t, TODAY, q);
  await assignDay(t, PAST, past);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.setNow(NOW);
});

const playerDay = async (streamId: string) =>
  (await t.db.pool.query('select * from player_days where stream_id = $1', [streamId])).rows;

const claim = (overrides: object = {}) => ({
  pregunta_id: QID,
  respuesta_correcta: true,
  intentos_usados: 1,
  pistas_usadas: 0,
  tiempo_segundos: 1,
  puntuacion_calculada: 99_999,
  estrellas_calculadas: 3,
  ...overrides,
});
const confirm = (headers: Headers, body: object) => call(t, 'POST', '/partidas/puntuacion-diaria', headers, body);

describe('a signed-in player’s plays', () => {
  test('given two devices starting at once, then one play of the day, keyed by the user', async () => {
    const { headers, userId } = await signedIn(t);
    const [a, b] = await Promise.all([start(t, headers), start(t, headers)]);
    expect(a.json().partida.id).toBe(`play-${userId}-${TODAY}`);
    expect(b.json().partida.id).toBe(a.json().partida.id);
  });

  test('given a token and an X-Anon-Id, then the play is the account’s', async () => {
    const { headers, userId } = await signedIn(t);
    const response = await start(t, { ...headers, ...anonymous() });
    expect(response.json().partida.id).toBe(`play-${userId}-${TODAY}`);
  });

  test('given a past day, then a past play (not on its day) that finishes into player_days', async () => {
    const { headers, userId } = await signedIn(t);
    const started = (await start(t, headers, { fecha: PAST })).json();
    expect(started.partida).toMatchObject({
      id: `play-${userId}-${PAST}`,
      fecha: PAST,
      modo: 'pasada',
      estado: 'playing',
    });
    expect(started.pregunta).toMatchObject({ id: PAST_ID, fecha_asignada: PAST });
    await guess(t, headers, PAST_ID, wrongGuess(past.respuesta), { fecha: PAST });
    // Without fecha the play is found by its question.
    const won = (await guess(t, headers, PAST_ID, past.respuesta)).json();
    expect(won.partida).toMatchObject({ id: started.partida.id, estado: 'won' });
    expect(await playerDay(started.partida.id)).toEqual([
      expect.objectContaining({
        user_id: userId,
        anon_id: null,
        fecha: PAST,
        modo: 'pasada',
        on_day: false,
        score: won.partida.resultado.totalScore,
        attempts: 2,
      }),
    ]);
    // A past play is not today's.
    expect((await call(t, 'GET', '/partidas/verificar-juego-hoy', headers)).json()).toEqual({ yaJugo: false });
  });

  test('given a finished daily play, then played today, with the same score as player_days', async () => {
    const { headers, userId } = await signedIn(t);
    await start(t, headers);
    expect((await call(t, 'GET', '/partidas/verificar-juego-hoy', headers)).json()).toEqual({ yaJugo: false });
    // A win takes a person some time to read and type (the plausibility floor).
    t.setNow(new Date(NOW.getTime() + 30_000));
    const { partida } = (await guess(t, headers, QID, q.respuesta)).json();
    expect((await call(t, 'GET', '/partidas/verificar-juego-hoy', headers)).json()).toEqual({ yaJugo: true });
    expect((await call(t, 'GET', '/partidas/puntuacion-del-dia', headers)).json().puntuacion).toMatchObject({
      puntuacion: partida.resultado.totalScore,
      respuesta_correcta: true,
    });
    expect(await playerDay(`play-${userId}-${TODAY}`)).toEqual([
      expect.objectContaining({ user_id: userId, modo: 'diaria', on_day: true }),
    ]);
  });
});

describe('POST /api/partidas/puntuacion-diaria', () => {
  test('given a finished play and a forged score, then the server’s own score is confirmed and nothing changes', async () => {
    const { headers, userId } = await signedIn(t);
    await start(t, headers);
    await guess(t, headers, QID, wrongGuess(q.respuesta));
    t.setNow(new Date(NOW.getTime() + 200_000));
    const { partida } = (await guess(t, headers, QID, q.respuesta)).json();
    const before = await playerDay(partida.id);

    const response = await confirm(headers, claim());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      guardado: true,
      puntuacion: {
        puntuacion: partida.resultado.totalScore,
        intentos_usados: 2,
        estrellas: partida.resultado.stars,
        tiempo_segundos: 200,
        pistas_usadas: 0,
        completado: true,
        respuesta_correcta: true,
      },
    });
    expect(partida.resultado.totalScore).toBeLessThan(99_999);
    expect(await playerDay(partida.id)).toEqual(before);
    expect((await call(t, 'GET', '/partidas/puntuacion-del-dia', headers)).json().puntuacion.puntuacion).toBe(
      partida.resultado.totalScore,
    );
    expect(before[0].user_id).toBe(userId);
  });

  test('given a past play, when confirmed with fecha_partida, then that play’s score', async () => {
    const { headers } = await signedIn(t);
    await start(t, headers, { fecha: PAST });
    const { partida } = (await guess(t, headers, PAST_ID, past.respuesta, { fecha: PAST })).json();
    const response = await confirm(headers, claim({ pregunta_id: PAST_ID, fecha_partida: PAST }));
    expect(response.json()).toMatchObject({ guardado: true, puntuacion: { puntuacion: partida.resultado.totalScore } });
    expectRefusal(await confirm(headers, claim({ pregunta_id: QID, fecha_partida: PAST })), 400, 'QUESTION_MISMATCH');
    expectRefusal(await confirm(headers, claim({ pregunta_id: past.id })), 400, 'QUESTION_MISMATCH');
  });

  test('given a play under way or none, then 409 PLAY_NOT_FINISHED and nothing is written', async () => {
    const { headers } = await signedIn(t);
    expectRefusal(await confirm(headers, claim()), 409, 'PLAY_NOT_FINISHED');
    const { partida } = (await start(t, headers)).json();
    await guess(t, headers, QID, wrongGuess(q.respuesta));
    expectRefusal(await confirm(headers, claim()), 409, 'PLAY_NOT_FINISHED');
    expect(await playerDay(partida.id)).toEqual([]);
  });

  test.each([
    { why: 'no pregunta_id', overrides: { pregunta_id: undefined } },
    { why: 'stars out of range', overrides: { estrellas_calculadas: 7 } },
    { why: 'a negative time', overrides: { tiempo_segundos: -1 } },
    { why: 'a text score', overrides: { puntuacion_calculada: 'mucho' } },
    { why: 'six attempts', overrides: { intentos_usados: 6 } },
  ])('given $why, then 400 VALIDATION_ERROR', async ({ overrides }) => {
    const { headers } = await signedIn(t);
    expectRefusal(await confirm(headers, claim(overrides)), 400, 'VALIDATION_ERROR');
  });

  test('given an anonymous caller, then 401 AUTH_REQUIRED', async () => {
    expectRefusal(await confirm(anonymous(), claim()), 401, 'AUTH_REQUIRED');
  });
});

describe('admin debug plays', () => {
  test('given an admin, when a debug play is started, then a fresh play-debug stream of today’s question each time', async () => {
    const { headers } = await signedIn(t, { admin: true });
    const first = (await start(t, headers, { modo: 'debug' })).json();
    const second = (await start(t, headers, { modo: 'debug' })).json();
    expect(first.partida).toMatchObject({ modo: 'debug', fecha: TODAY, estado: 'playing' });
    expect(first.partida.id).toMatch(/^play-debug-[0-9a-f-]{36}$/);
    expect(second.partida.id).not.toBe(first.partida.id);
    expect(first.pregunta.id).toBe(QID);
    expect(first.pregunta).not.toHaveProperty('respuesta_es');
  });

  test('given a debug play, when guesses and hints name it, then they act on it and leave no player_days row', async () => {
    const { headers, userId } = await signedIn(t, { admin: true });
    const { partida } = (await start(t, headers, { modo: 'debug' })).json();
    const partida_id = partida.id;
    expect((await reveal(t, headers, QID, { partida_id })).json()).toMatchObject({
      pistas_usadas: 1,
      partida: { id: partida_id },
    });
    expectRefusal(await guess(t, headers, PAST_ID, q.respuesta, { partida_id }), 400, 'QUESTION_MISMATCH');
    const won = (await guess(t, headers, QID, q.respuesta, { partida_id })).json();
    expect(won).toMatchObject({ correcta: true, partida: { id: partida_id, modo: 'debug', estado: 'won' } });
    expect(won.partida.resultado.totalScore).toBeGreaterThan(0);
    expect(await playerDay(partida_id)).toEqual([]);
    expect((await t.db.pool.query('select 1 from player_days where user_id = $1', [userId])).rowCount).toBe(0);
    // The admin's own daily play is untouched.
    expect((await call(t, 'GET', '/partidas/verificar-juego-hoy', headers)).json()).toEqual({ yaJugo: false });
    expect((await start(t, headers)).json().partida).toMatchObject({ modo: 'diaria', intentos_usados: 0 });
  });

  test('given another admin’s or an unknown debug play, then 404 PLAY_NOT_FOUND; a player asking for debug gets 403', async () => {
    const owner = await signedIn(t, { admin: true });
    const intruder = await signedIn(t, { admin: true });
    const { partida } = (await start(t, owner.headers, { modo: 'debug' })).json();
    expectRefusal(
      await guess(t, intruder.headers, QID, q.respuesta, { partida_id: partida.id }),
      404,
      'PLAY_NOT_FOUND',
    );
    expectRefusal(
      await reveal(t, owner.headers, QID, { partida_id: 'play-debug-3f0e4a4e-8a43-4c1e-9d7a-0c5b7f1d2e3a' }),
      404,
      'PLAY_NOT_FOUND',
    );
    const player = await signedIn(t);
    expectRefusal(await start(t, player.headers, { modo: 'debug' }), 403, 'ADMIN_REQUIRED');
    expectRefusal(await guess(t, player.headers, QID, q.respuesta, { partida_id: partida.id }), 403, 'ADMIN_REQUIRED');
  });
});
