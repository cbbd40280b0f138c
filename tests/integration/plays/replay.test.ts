// A player's own play, move by move (issue 16): GET /api/partidas/{fecha}/repeticion.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';
import {
  dayId,
  anonymous,
  assignDay,
  call,
  expectRefusal,
  guess,
  questionWhere,
  reveal,
  start,
  wrongGuess,
  type Headers,
  type Question,
} from './play-helpers.ts';

const TODAY = '2026-05-10';
const QID = dayId(TODAY);
const PAST_ID = dayId('2026-05-08');
const at = (seconds: number) => new Date(Date.parse(`${TODAY}T10:00:00Z`) + seconds * 1000);
let t: TestApp;
let q: Question;
let past: Question;

beforeAll(async () => {
  t = await buildTestApp({ now: at(0) });
  q = await questionWhere(t, 'true', 11);
  past = await questionWhere(t, 'true', 12);
  await assignDay(t, '2026-05-08', past);
  await assignDay(t, TODAY, q);
});
afterAll(() => t.close());

const replay = (headers: Headers, fecha = TODAY) => call(t, 'GET', `/partidas/${fecha}/repeticion`, headers);

describe('GET /api/partidas/{fecha}/repeticion', () => {
  test('given the caller’s finished play, then its steps in order with the seconds since the start, and the answer', async () => {
    const me = anonymous();
    t.setNow(at(0));
    await start(t, me);
    t.setNow(at(5));
    const miss = (await guess(t, me, QID, wrongGuess(q.respuesta))).json();
    t.setNow(at(12));
    const hint = (await reveal(t, me, QID)).json();
    t.setNow(at(20));
    const win = (await guess(t, me, QID, q.respuesta)).json();

    const response = await replay(me);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.fecha).toBe(TODAY);
    expect(body.pregunta).toMatchObject({ id: QID, respuesta_es: q.respuesta });
    expect(body.resultado).toEqual(win.partida.resultado);
    expect(body.eventos).toEqual([
      { tipo: 'inicio', segundos: 0 },
      { tipo: 'intento', segundos: 5, intento: wrongGuess(q.respuesta), colores: miss.colores },
      { tipo: 'pista', segundos: 12, pista: hint.pista },
      { tipo: 'intento', segundos: 20, intento: q.respuesta, colores: win.colores },
      { tipo: 'fin', segundos: 20, acierto: true },
    ]);
  });

  test('given a play under way, or another player’s play, or no play, then 404 REPLAY_NOT_FOUND (the answer stays hidden)', async () => {
    const playing = anonymous();
    await start(t, playing);
    await guess(t, playing, QID, wrongGuess(q.respuesta));
    const refusal = await replay(playing);
    expectRefusal(refusal, 404, 'REPLAY_NOT_FOUND');
    expect(refusal.body).not.toContain(q.respuesta);
    expectRefusal(await replay(anonymous()), 404, 'REPLAY_NOT_FOUND');
  });

  test('given a signed-in player’s past day, then that play; without any identity 401; a malformed day 400', async () => {
    const { token } = await registerUser(t.app);
    const me = bearer(token);
    await start(t, me, { fecha: '2026-05-08' });
    await guess(t, me, PAST_ID, past.respuesta, { fecha: '2026-05-08' });
    expect((await replay(me, '2026-05-08')).json().eventos.at(-1)).toMatchObject({ tipo: 'fin', acierto: true });
    expectRefusal(await replay(me, TODAY), 404, 'REPLAY_NOT_FOUND');
    expectRefusal(await replay({}), 401, 'ANON_ID_REQUIRED');
    expectRefusal(await replay(me, '10-05-2026'), 400, 'VALIDATION_ERROR');
  });
});
