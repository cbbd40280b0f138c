import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';
import { assignDay, call, expectRefusal, questionWhere, type Headers, type Question } from '../plays/play-helpers.ts';
import { finishPlay } from './helpers.ts';

// 12:00 in Madrid on 10 May 2026.
const NOW = new Date('2026-05-10T10:00:00Z');
const TODAY = '2026-05-10';
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let t: TestApp;
let q: Question;
const players: { headers: Headers; userId: number; username: string; email: string; score: number }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  q = await questionWhere(t, 'true', 3);
  await assignDay(t, TODAY, q);
  // Finishing order: the fast winner, the slow winner, the loser.
  const plays = [
    { seconds: 15, misses: 0 },
    { seconds: 70, misses: 1 },
    { seconds: 40, misses: 5 },
  ];
  for (const [i, play] of plays.entries()) {
    const { token, usuario } = await registerUser(t.app);
    const score = await finishPlay(t, bearer(token), { at: at(i), ...play });
    players.push({
      headers: bearer(token),
      userId: usuario.id,
      username: usuario.username,
      email: usuario.email,
      score,
    });
  }
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.setNow(at(30));
});

const read = (url: string, headers: Headers = {}) => call(t, 'GET', url, headers);

describe('GET /api/leaderboard/{period}', () => {
  test('given three finished plays today, then the daily ranking lists them best first with the documented fields', async () => {
    const response = await read('/leaderboard/daily');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ periodo: 'diario', fecha: TODAY, desde: TODAY, hasta: TODAY, totalParticipantes: 3 });
    expect(players[0].score).toBeGreaterThan(players[1].score);
    expect(players[2].score).toBe(0);
    expect(body.ranking).toEqual(
      players.map((player, i) => ({
        posicion: i + 1,
        usuario_id: player.userId,
        username: player.username,
        puntuacion: player.score,
        score_ponderado: player.score,
        estrellas: expect.any(Number),
        partidas_jugadas: 1,
        tiempo_segundos: [15, 70, 40][i],
        victoria_dificil: false,
      })),
    );
  });

  test('given the weekly and monthly periods, then one game each: the average itself, multiplier x1.00, over 7 and 30 days', async () => {
    for (const [period, periodo, desde] of [
      ['weekly', 'semanal', '2026-05-04'],
      ['monthly', 'mensual', '2026-04-11'],
    ]) {
      const body = (await read(`/leaderboard/${period}`)).json();
      expect(body).toMatchObject({ periodo, fecha: TODAY, desde, hasta: TODAY, totalParticipantes: 3 });
      expect(body.ranking[0]).toEqual({
        posicion: 1,
        usuario_id: players[0].userId,
        username: players[0].username,
        puntuacion_promedio: players[0].score,
        score_ponderado: players[0].score,
        multiplicador: 1,
        partidas_jugadas: 1,
        tiempo_promedio: 15,
      });
      expect(body.ranking.map((entry: { usuario_id: number }) => entry.usuario_id)).toEqual(
        players.map((p) => p.userId),
      );
    }
  });

  test('given any ranking, then no e-mail of any player appears in it', async () => {
    for (const period of ['daily', 'weekly', 'monthly']) {
      const body = (await read(`/leaderboard/${period}`, players[0].headers)).body;
      for (const player of players) expect(body).not.toContain(player.email);
      expect(body).not.toContain('email');
    }
  });

  test('given an unknown period, then 400 in the error shape', async () => {
    expectRefusal(await read('/leaderboard/yearly'), 400, 'VALIDATION_ERROR');
    expectRefusal(await read('/leaderboard/diario'), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /api/leaderboard/{period}/user-position', () => {
  test('given a signed-in player who played, then their own entry, posicion at the top level (section 7), and their e-mail', async () => {
    for (const period of ['daily', 'weekly', 'monthly']) {
      const body = (await read(`/leaderboard/${period}/user-position`, players[1].headers)).json();
      expect(body.fecha).toBe(TODAY);
      expect(body).toMatchObject({
        posicion: 2,
        usuario_id: players[1].userId,
        username: players[1].username,
        email: players[1].email,
      });
    }
  });

  test('given a signed-in player who has not played, then posicion null', async () => {
    const { token } = await registerUser(t.app);
    expect((await read('/leaderboard/weekly/user-position', bearer(token))).json()).toEqual({
      posicion: null,
      periodo: 'semanal',
      fecha: TODAY,
    });
  });

  test('given no session, then 401; given a bad period, then 400', async () => {
    expectRefusal(await read('/leaderboard/daily/user-position'), 401, 'AUTH_REQUIRED');
    expectRefusal(await read('/leaderboard/hourly/user-position', players[0].headers), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /api/partidas/ranking-general', () => {
  test('given on-day plays, then the all-time ranking by total points, 10 by default, limite honoured', async () => {
    const body = (await read('/partidas/ranking-general')).json();
    expect(body.limite).toBe(10);
    expect(body.ranking).toHaveLength(3);
    expect(body.ranking[0]).toEqual({
      posicion: 1,
      usuario_id: players[0].userId,
      username: players[0].username,
      puntuacion_total: players[0].score,
      puntuacion_promedio: players[0].score,
      partidas_jugadas: 1,
      victorias: 1,
      mejor_puntuacion: players[0].score,
      tiempo_promedio: 15,
    });
    expect(body.ranking[2]).toMatchObject({ usuario_id: players[2].userId, victorias: 0, puntuacion_total: 0 });
    expect((await read('/partidas/ranking-general?limite=2')).json().ranking).toHaveLength(2);
  });

  test('given a limite out of range or not a number, then 400', async () => {
    for (const limite of ['0', '101', 'diez', '1.5'])
      expectRefusal(await read(`/partidas/ranking-general?limite=${limite}`), 400, 'VALIDATION_ERROR');
  });
});
