import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';
import { finishPlay } from '../leaderboards/helpers.ts';
import { call, expectRefusal, type Headers } from '../plays/play-helpers.ts';

const day = (fecha: string) => new Date(`${fecha}T10:00:00Z`);
let t: TestApp;
let headers: Headers;
const scores: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp({ now: day('2026-05-10') });
  headers = bearer((await registerUser(t.app)).token);
  // Won on the 6th, 7th and 8th, lost on the 9th, won today; a replay of the 1st (won in 2).
  scores['2026-05-06'] = await finishPlay(t, headers, { at: day('2026-05-06'), seconds: 20 });
  scores['2026-05-07'] = await finishPlay(t, headers, { at: day('2026-05-07'), seconds: 40, misses: 1 });
  scores['2026-05-08'] = await finishPlay(t, headers, { at: day('2026-05-08'), seconds: 30, misses: 2 });
  scores['2026-05-09'] = await finishPlay(t, headers, { at: day('2026-05-09'), seconds: 50, misses: 5 });
  scores['2026-05-01'] = await finishPlay(t, headers, {
    at: day('2026-05-09'),
    seconds: 60,
    misses: 1,
    fecha: '2026-05-01',
  });
  scores['2026-05-10'] = await finishPlay(t, headers, { at: day('2026-05-10'), seconds: 10 });
  t.setNow(new Date('2026-05-10T12:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

const read = (url: string, caller: Headers = headers) => call(t, 'GET', url, caller);

describe('GET /api/partidas/estadisticas-usuario', () => {
  test('given six plays (one a replay), then the profile figures, wins, streaks and the guess distribution', async () => {
    const response = await read('/partidas/estadisticas-usuario');
    expect(response.statusCode, response.body).toBe(200);
    const total = Object.values(scores).reduce((sum, score) => sum + score, 0);
    expect(response.json()).toEqual({
      total_partidas: 6,
      tiempo_promedio: 35,
      estrellas_promedio: expect.any(Number),
      puntuacion_promedio: Math.round((total / 6) * 100) / 100,
      intentos_promedio: Math.round(((1 + 2 + 3 + 5 + 2 + 1) / 6) * 100) / 100,
      pistas_promedio: 0,
      partidas_ganadas: 5,
      porcentaje_victorias: 83,
      racha_actual: 1,
      mejor_racha: 3,
      distribucion_intentos: { victorias_por_intentos: { 1: 2, 2: 2, 3: 1, 4: 0, 5: 0 }, derrotas: 1 },
    });
  });

  test('given a new player, then zeros', async () => {
    const body = (await read('/partidas/estadisticas-usuario', bearer((await registerUser(t.app)).token))).json();
    expect(body).toMatchObject({
      total_partidas: 0,
      partidas_ganadas: 0,
      porcentaje_victorias: 0,
      racha_actual: 0,
      mejor_racha: 0,
    });
  });

  test('given no session, then 401', async () => {
    expectRefusal(await read('/partidas/estadisticas-usuario', {}), 401, 'AUTH_REQUIRED');
  });
});

describe('GET /api/partidas/historial-puntuaciones', () => {
  test('given no filter, then every play newest day first, with the total', async () => {
    const body = (await read('/partidas/historial-puntuaciones')).json();
    expect(body).toMatchObject({ total: 6, limite: 30, offset: 0 });
    expect(body.historial.map((entry: { fecha: string }) => entry.fecha)).toEqual([
      '2026-05-10',
      '2026-05-09',
      '2026-05-08',
      '2026-05-07',
      '2026-05-06',
      '2026-05-01',
    ]);
    expect(body.historial[0]).toEqual({
      fecha: '2026-05-10',
      pregunta_id: 20260510,
      modo: 'diaria',
      en_su_dia: true,
      respuesta_correcta: true,
      puntuacion: scores['2026-05-10'],
      estrellas: expect.any(Number),
      intentos_usados: 1,
      pistas_usadas: 0,
      tiempo_segundos: 10,
      finalizada_en: '2026-05-10T10:00:10.000Z',
    });
    expect(body.historial.at(-1)).toMatchObject({ fecha: '2026-05-01', modo: 'pasada', en_su_dia: false });
  });

  test('given limite, offset and a date range, then that page of the matching plays', async () => {
    const body = (
      await read('/partidas/historial-puntuaciones?limite=2&offset=1&fecha_desde=2026-05-06&fecha_hasta=2026-05-09')
    ).json();
    expect(body).toMatchObject({ total: 4, limite: 2, offset: 1 });
    expect(body.historial.map((entry: { fecha: string }) => entry.fecha)).toEqual(['2026-05-08', '2026-05-07']);
  });

  test('given a bad page or range, then 400; no session, 401', async () => {
    for (const search of [
      'limite=0',
      'limite=101',
      'offset=-1',
      'fecha_desde=2026-13-01',
      'fecha_desde=2026-05-09&fecha_hasta=2026-05-01',
    ]) {
      expectRefusal(await read(`/partidas/historial-puntuaciones?${search}`), 400, 'VALIDATION_ERROR');
    }
    expectRefusal(await read('/partidas/historial-puntuaciones', {}), 401, 'AUTH_REQUIRED');
  });
});
