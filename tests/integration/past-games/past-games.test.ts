import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';
import { finishPlay } from '../leaderboards/helpers.ts';
import {
  assignDay,
  call,
  expectRefusal,
  guess,
  questionWhere,
  start,
  type Headers,
  type Question,
} from '../plays/play-helpers.ts';

// 12:00 in Madrid on 10 May 2026: past games run from 10 April to 9 May.
const NOW = new Date('2026-05-10T10:00:00Z');
const TODAY = '2026-05-10';

let t: TestApp;
let past: Question;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  past = await questionWhere(t, 'true', 20);
  await assignDay(t, '2026-05-03', past);
  await assignDay(t, TODAY, await questionWhere(t, 'true', 21));
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.setNow(NOW);
});

const read = (url: string, headers: Headers = {}) => call(t, 'GET', url, headers);
const player = async () => bearer((await registerUser(t.app)).token);

describe('GET /api/past-games/month', () => {
  test('given May, then the available days run from the 1st to yesterday, today and later days never', async () => {
    const body = (await read('/past-games/month?year=2026&month=5', await player())).json();
    expect(body.available).toEqual(Array.from({ length: 9 }, (_, i) => `2026-05-0${i + 1}`));
    expect(body).toMatchObject({ played: [], hoy: TODAY, desde: '2026-04-10', hasta: '2026-05-09' });
  });

  test('given April, then only its last 21 days (30 days back from today) are available', async () => {
    const { available } = (await read('/past-games/month?year=2026&month=4', await player())).json();
    expect(available[0]).toBe('2026-04-10');
    expect(available.at(-1)).toBe('2026-04-30');
    expect(available).toHaveLength(21);
  });

  test('given months with no playable day, then an empty list', async () => {
    const headers = await player();
    for (const [year, month] of [
      [2026, 3],
      [2026, 6],
      [2025, 5],
    ]) {
      expect((await read(`/past-games/month?year=${year}&month=${month}`, headers)).json().available).toEqual([]);
    }
  });

  test('given a daily play and a replay, then both are played days with score, time and stars; others’ plays are not', async () => {
    const headers = await player();
    const daily = await finishPlay(t, headers, { at: NOW, seconds: 65 });
    const replay = await finishPlay(t, headers, {
      at: new Date('2026-05-10T11:00:00Z'),
      seconds: 20,
      fecha: '2026-05-03',
      misses: 5,
    });
    await finishPlay(t, await player(), { at: NOW, fecha: '2026-05-04' });
    t.setNow(new Date('2026-05-10T12:00:00Z'));
    const { played } = (await read('/past-games/month?year=2026&month=5', headers)).json();
    expect(played).toEqual([
      { fecha: '2026-05-03', puntuacion: replay, tiempo: 20, estrellas: 0, respuesta_correcta: false },
      { fecha: TODAY, puntuacion: daily, tiempo: 65, estrellas: expect.any(Number), respuesta_correcta: true },
    ]);
  });

  test('given no session, then 401; given a bad month or year, then 400', async () => {
    expectRefusal(await read('/past-games/month?year=2026&month=5'), 401, 'AUTH_REQUIRED');
    const headers = await player();
    for (const search of [
      'year=2026&month=13',
      'year=2026&month=0',
      'year=abc&month=5',
      'month=5',
      'year=2026',
      'year=1999&month=1',
    ]) {
      expectRefusal(await read(`/past-games/month?${search}`, headers), 400, 'VALIDATION_ERROR');
    }
  });
});

describe('GET /api/past-games/question/{date}', () => {
  test('given an unplayed past day, then its question without the answer and alreadyPlayed false', async () => {
    const response = await read('/past-games/question/2026-05-03', await player());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      question: expect.objectContaining({ id: 20260503, pregunta_id: 20260503, fecha_asignada: '2026-05-03' }),
      alreadyPlayed: false,
    });
    expect(body.question).not.toHaveProperty('respuesta_es');
    expect(response.body.toUpperCase()).not.toContain(past.respuesta.toUpperCase());
  });

  test('given a past day nobody opened yet, then it gets its question', async () => {
    const body = (await read('/past-games/question/2026-04-15', await player())).json();
    expect(body.question).toMatchObject({ fecha_asignada: '2026-04-15', pregunta_id: 20260415 });
  });

  test('given the replay finished, then alreadyPlayed and the answer', async () => {
    const headers = await player();
    await start(t, headers, { fecha: '2026-05-03' });
    await guess(t, headers, 20260503, past.respuesta, { fecha: '2026-05-03' });
    const body = (await read('/past-games/question/2026-05-03', headers)).json();
    expect(body).toMatchObject({ alreadyPlayed: true, question: { respuesta_es: past.respuesta } });
  });

  test('given today, a future day, a day over 30 days back or no date, then 400; no session, 401', async () => {
    const headers = await player();
    for (const date of [TODAY, '2026-05-11', '2026-04-09'])
      expectRefusal(await read(`/past-games/question/${date}`, headers), 400, 'INVALID_DATE');
    for (const date of ['2026-02-30', 'yesterday', '2026-5-3'])
      expectRefusal(await read(`/past-games/question/${date}`, headers), 400, 'VALIDATION_ERROR');
    expectRefusal(await read('/past-games/question/2026-05-03'), 401, 'AUTH_REQUIRED');
  });
});

describe('GET /api/preguntas/historial', () => {
  test('given assigned days, then the last 7 days’ questions, newest first, with their answers (today only after the caller’s play, see fair-play.test.ts)', async () => {
    const { historial } = (await read('/preguntas/historial')).json();
    const fechas = historial.map((entry: { fecha: string }) => entry.fecha);
    expect(fechas.length).toBeGreaterThan(0);
    expect(fechas).toEqual([...fechas].sort().reverse());
    expect(fechas.every((fecha: string) => fecha >= '2026-05-04' && fecha < TODAY)).toBe(true);
    for (const entry of historial) expect(entry.respuesta_es).toEqual(expect.any(String));
    const days = (await read('/preguntas/historial?dias=10')).json().historial;
    expect(days.find((entry: { fecha: string }) => entry.fecha === '2026-05-03')).toEqual({
      fecha: '2026-05-03',
      pregunta_id: 20260503,
      pregunta_es: expect.any(String),
      pregunta_en: expect.any(String),
      respuesta_es: past.respuesta,
    });
  });

  test('given dias out of range, then 400', async () => {
    for (const dias of ['0', '32', 'x'])
      expectRefusal(await read(`/preguntas/historial?dias=${dias}`), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /api/preguntas/disponibilidad', () => {
  test('then today’s assignment, the bank size and the replayable days', async () => {
    const { disponibilidad } = (await read('/preguntas/disponibilidad')).json();
    expect(disponibilidad).toEqual({
      fecha: TODAY,
      pregunta_de_hoy_asignada: true,
      total_preguntas: expect.any(Number),
      partidas_pasadas: { desde: '2026-04-10', hasta: '2026-05-09', dias: 30 },
    });
    expect(disponibilidad.total_preguntas).toBeGreaterThan(100);
  });
});
