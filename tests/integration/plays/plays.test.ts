import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { letterFeedback } from '../../../machines/game/feedback.ts';
import { answerStructure } from '../../../machines/game/normalize.ts';
import { scoreLoss, scoreWin } from '../../../machines/game/scoring.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import {
  dayId,
  anonymous,
  assignDay,
  call,
  expectRefusal,
  guess,
  mentions,
  questionWhere,
  reveal,
  start,
  wrongGuess,
  type Headers,
  type Question,
} from './play-helpers.ts';

// 12:00 in Madrid on 10 May 2026.
const NOW = new Date('2026-05-10T10:00:00Z');
const TODAY = '2026-05-10';
const QID = dayId(TODAY);
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

let t: TestApp;
let q: Question;
let other: Question;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  q = await questionWhere(t, 'cardinality(espacios) > 0');
  other = await questionWhere(t, 'cardinality(espacios) = 0');
  await assignDay(t, TODAY, q);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.setNow(NOW);
});

const streamTypes = async (streamId: string) =>
  (
    await t.db.pool.query<{ type: string }>('select type from events where stream_id = $1 order by stream_version', [
      streamId,
    ])
  ).rows.map((r) => r.type);

describe('POST /api/partidas/iniciar', () => {
  test('given an anonymous player, when they start, then today’s play and the question without its answer', async () => {
    const me = anonymous();
    const response = await start(t, me);
    expect(response.statusCode, response.body).toBe(200);
    const structure = answerStructure(q.respuesta);
    expect(response.json()).toEqual({
      partida: {
        id: `play-anon-${me['x-anon-id']}-${TODAY}`,
        fecha: TODAY,
        modo: 'diaria',
        estado: 'playing',
        dificil: false,
        intentos: [],
        intentos_usados: 0,
        pistas: [],
        pistas_usadas: 0,
        tiempo_segundos: 0,
      },
      pregunta: {
        id: QID,
        pregunta_id: QID,
        pregunta_es: expect.any(String),
        pregunta_en: expect.any(String),
        estructura_respuesta_es: structure,
        estructura_respuesta_en: structure,
        fecha_asignada: TODAY,
      },
      // The day as the server reads it: the browser counts down to 00:00 CEST.
      dia: { fecha: TODAY, siguienteDia: '2026-05-10T22:00:00.000Z' },
    });
    expect(mentions(response.body, q.respuesta)).toBe(false);
  });

  test('given a play with a guess and a hint, when started again later, then the same play resumes with the server’s time', async () => {
    const me = anonymous();
    const first = (await start(t, me)).json();
    t.setNow(later(10));
    await guess(t, me, QID, wrongGuess(q.respuesta));
    await reveal(t, me, QID);
    t.setNow(later(75));
    const again = (await start(t, me)).json();
    expect(again.partida.id).toBe(first.partida.id);
    expect(again.partida).toMatchObject({
      estado: 'playing',
      intentos_usados: 1,
      pistas_usadas: 1,
      tiempo_segundos: 75,
    });
    expect(again.partida.intentos).toEqual([
      { guess: wrongGuess(q.respuesta), colors: letterFeedback(wrongGuess(q.respuesta), q.respuesta) },
    ]);
    expect(again.partida.pistas).toEqual([{ orden: 1, texto_es: expect.any(String), texto_en: expect.any(String) }]);
  });

  test('given four simultaneous starts by one player, then one play with one PlayStarted', async () => {
    const me = anonymous();
    const responses = await Promise.all([1, 2, 3, 4].map(() => start(t, me)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(responses.map((r) => r.json().partida.id));
    expect(ids.size).toBe(1);
    expect(await streamTypes([...ids][0])).toEqual(['PlayStarted']);
  });

  test.each<{ why: string; headers: Headers; body: object; status: number; code: string }>([
    { why: 'no token and no X-Anon-Id', headers: {}, body: {}, status: 401, code: 'ANON_ID_REQUIRED' },
    {
      why: 'an X-Anon-Id that is not a UUID',
      headers: { 'x-anon-id': 'player-1' },
      body: {},
      status: 401,
      code: 'ANON_ID_REQUIRED',
    },
    {
      why: 'an anonymous past day',
      headers: anonymous(),
      body: { fecha: '2026-05-09' },
      status: 401,
      code: 'AUTH_REQUIRED',
    },
    { why: 'a future day', headers: anonymous(), body: { fecha: '2026-05-11' }, status: 400, code: 'INVALID_DATE' },
    { why: 'a malformed day', headers: anonymous(), body: { fecha: '10/05/2026' }, status: 400, code: 'INVALID_DATE' },
    {
      why: 'an impossible day',
      headers: anonymous(),
      body: { fecha: '2026-02-30' },
      status: 400,
      code: 'INVALID_DATE',
    },
    {
      why: 'a debug play by a non-admin',
      headers: anonymous(),
      body: { modo: 'debug' },
      status: 403,
      code: 'ADMIN_REQUIRED',
    },
    { why: 'an unknown mode', headers: anonymous(), body: { modo: 'turbo' }, status: 400, code: 'VALIDATION_ERROR' },
  ])('given $why, then $status $code', async ({ headers, body, status, code }) => {
    expectRefusal(await start(t, headers, body), status, code);
  });
});

describe('POST /api/preguntas/{id}/verificar', () => {
  test('given a started play, when a wrong guess, then the server’s colours, one attempt, and no answer', async () => {
    const me = anonymous();
    await start(t, me);
    const attempt = wrongGuess(q.respuesta);
    const response = await guess(t, me, QID, attempt.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      correcta: false,
      colores: letterFeedback(attempt, q.respuesta),
      partida: expect.any(Object),
    });
    expect(body.colores.filter((c: string) => c === 'space')).toHaveLength(q.espacios.length);
    expect(body.partida).toMatchObject({
      estado: 'playing',
      intentos_usados: 1,
      intentos: [{ guess: attempt, colors: body.colores }],
    });
    expect(body.partida).not.toHaveProperty('respuesta_correcta');
    expect(body.partida).not.toHaveProperty('resultado');
    expect(mentions(response.body, q.respuesta)).toBe(false);
  });

  test('given a play started 45 s ago by the server’s clock, when the right guess (lowercase), then won with the score of 45 s', async () => {
    const me = anonymous();
    const { partida } = (await start(t, me)).json();
    t.setNow(later(45));
    const response = await guess(t, me, QID, q.respuesta.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    const expected = scoreWin({
      attempts: 1,
      hintsUsed: 0,
      seconds: 45,
      guesses: [letterFeedback(q.respuesta, q.respuesta)],
    });
    expect(response.json()).toEqual({
      correcta: true,
      colores: letterFeedback(q.respuesta, q.respuesta),
      respuesta_correcta: { es: q.respuesta, en: q.respuesta },
      partida: expect.objectContaining({
        estado: 'won',
        intentos_usados: 1,
        tiempo_segundos: 45,
        resultado: expected,
        respuesta_correcta: { es: q.respuesta, en: q.respuesta },
      }),
    });
    expect(await streamTypes(partida.id)).toEqual(['PlayStarted', 'GuessSubmitted', 'PlayFinished']);
  });

  test('given five wrong guesses, then lost with the answer and the loss breakdown; a sixth is NO_ATTEMPTS_LEFT', async () => {
    const me = anonymous();
    await start(t, me);
    await reveal(t, me, QID);
    const wrong = wrongGuess(q.respuesta);
    for (let i = 0; i < 4; i++)
      expect((await guess(t, me, QID, wrong)).json()).not.toHaveProperty('respuesta_correcta');
    t.setNow(later(100));
    const fifth = (await guess(t, me, QID, wrong)).json();
    expect(fifth).toMatchObject({
      correcta: false,
      respuesta_correcta: { es: q.respuesta, en: q.respuesta },
      partida: {
        estado: 'lost',
        intentos_usados: 5,
        tiempo_segundos: 100,
        resultado: scoreLoss({ hintsUsed: 1, seconds: 100 }),
      },
    });
    expectRefusal(await guess(t, me, QID, q.respuesta), 409, 'NO_ATTEMPTS_LEFT');
    expectRefusal(await reveal(t, me, QID), 409, 'PLAY_FINISHED');
  });

  test('given a won play, when another guess or a hint, then PLAY_FINISHED', async () => {
    const me = anonymous();
    await start(t, me);
    await guess(t, me, QID, q.respuesta);
    expectRefusal(await guess(t, me, QID, wrongGuess(q.respuesta)), 409, 'PLAY_FINISHED');
    expectRefusal(await reveal(t, me, QID), 409, 'PLAY_FINISHED');
  });

  test.each([
    { why: 'one letter short', make: (a: string) => a.slice(0, -1) },
    { why: 'one letter too many', make: (a: string) => `${a}A` },
    {
      why: 'the spaces removed',
      make: (a: string) => `${a.replaceAll(' ', '')}${'A'.repeat(a.split(' ').length - 1)}`,
    },
    { why: 'a space moved', make: (a: string) => ` ${a.replace(' ', '')}` },
    { why: 'a digit', make: (a: string) => `1${a.slice(1)}` },
    { why: 'a symbol', make: (a: string) => `${a.slice(0, -1)}!` },
    { why: 'nothing typed', make: () => '' },
  ])('given a guess with $why, then 400 INVALID_GUESS and no attempt used', async ({ make }) => {
    const me = anonymous();
    await start(t, me);
    expectRefusal(await guess(t, me, QID, make(wrongGuess(q.respuesta))), 400, 'INVALID_GUESS');
    expect((await start(t, me)).json().partida.intentos_usados).toBe(0);
  });

  test('given accented letters and Ñ in the guess, then they are accepted letters', async () => {
    const me = anonymous();
    await start(t, me);
    const accented = [...wrongGuess(q.respuesta)].map((ch, i) => (ch === ' ' ? ' ' : i % 2 ? 'Ñ' : 'é')).join('');
    const response = await guess(t, me, QID, accented);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().partida.intentos[0].guess).toBe(accented.toUpperCase());
  });

  test.each([
    { why: 'no play started yet', setup: false, id: () => QID, body: {}, status: 409, code: 'PLAY_NOT_STARTED' },
    { why: 'a bank id', setup: true, id: () => other.id, body: {}, status: 404, code: 'QUESTION_NOT_FOUND' },
    {
      why: 'the id of a day not played',
      setup: true,
      id: () => dayId('2026-05-09'),
      body: {},
      status: 409,
      code: 'PLAY_NOT_STARTED',
    },
    {
      why: 'another day’s id than the fecha sent',
      setup: true,
      id: () => dayId('2026-05-09'),
      body: { fecha: TODAY },
      status: 400,
      code: 'QUESTION_MISMATCH',
    },
    { why: 'a future day', setup: true, id: () => dayId('2026-05-11'), body: {}, status: 400, code: 'INVALID_DATE' },
    {
      why: 'a day that does not exist',
      setup: true,
      id: () => 20260230,
      body: {},
      status: 404,
      code: 'QUESTION_NOT_FOUND',
    },
    { why: 'a non-numeric id', setup: true, id: () => 'abc', body: {}, status: 400, code: 'VALIDATION_ERROR' },
    {
      why: 'a debug play id by a non-admin',
      setup: true,
      id: () => QID,
      body: { partida_id: 'play-debug-3f0e4a4e-8a43-4c1e-9d7a-0c5b7f1d2e3a' },
      status: 403,
      code: 'ADMIN_REQUIRED',
    },
  ])('given $why, then $status $code', async ({ setup, id, body, status, code }) => {
    const me = anonymous();
    if (setup) await start(t, me);
    expectRefusal(await guess(t, me, id() as number, wrongGuess(q.respuesta), body), status, code);
  });

  test('given no identity, then 401 ANON_ID_REQUIRED; given no respuesta, then 400 VALIDATION_ERROR', async () => {
    expectRefusal(await guess(t, {}, QID, wrongGuess(q.respuesta)), 401, 'ANON_ID_REQUIRED');
    const me = anonymous();
    await start(t, me);
    expectRefusal(await call(t, 'POST', `/preguntas/${QID}/verificar`, me, {}), 400, 'VALIDATION_ERROR');
  });

  test('given 8 guesses fired at once on one play, then at most 5 are recorded and the rest are refused with a 4xx', async () => {
    const me = anonymous();
    const { partida } = (await start(t, me)).json();
    const responses = await Promise.all(Array.from({ length: 8 }, () => guess(t, me, QID, wrongGuess(q.respuesta))));
    const accepted = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(accepted.length).toBeLessThanOrEqual(5);
    for (const r of refused) {
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(['CONFLICT', 'NO_ATTEMPTS_LEFT']).toContain(r.json().code);
    }
    const types = await streamTypes(partida.id);
    expect(types.filter((type) => type === 'GuessSubmitted')).toHaveLength(accepted.length);
    expect((await start(t, me)).json().partida.intentos_usados).toBe(accepted.length);
  });

  test('given a play started before midnight in Madrid, when the guess comes after it without fecha, then it finishes that play, not on its day', async () => {
    const me = anonymous();
    t.setNow(new Date('2026-05-10T21:59:50Z'));
    const { partida } = (await start(t, me)).json();
    t.setNow(new Date('2026-05-10T22:00:10Z'));
    const response = await guess(t, me, QID, q.respuesta);
    expect(response.json().partida).toMatchObject({ id: partida.id, fecha: TODAY, estado: 'won', tiempo_segundos: 20 });
    const { rows } = await t.db.pool.query('select modo, on_day from player_days where stream_id = $1', [partida.id]);
    expect(rows).toEqual([{ modo: 'diaria', on_day: false }]);
  });
});

describe('POST /api/pistas/pregunta/{id}/revelar', () => {
  test('given a started play, then the 3 hints in order from the bank, then NO_HINTS_LEFT', async () => {
    const me = anonymous();
    await start(t, me);
    const { rows: bank } = await t.db.pool.query(
      'select orden, texto_es, texto_en from hints where pregunta_id = $1 order by orden',
      [q.id],
    );
    for (const [i, hint] of bank.entries()) {
      const response = await reveal(t, me, QID);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        pista: hint,
        pistas_usadas: i + 1,
        partida: expect.objectContaining({ pistas: bank.slice(0, i + 1), pistas_usadas: i + 1 }),
      });
    }
    expectRefusal(await reveal(t, me, QID), 409, 'NO_HINTS_LEFT');
  });

  test('given no play, a bank id, another day, or no identity, then PLAY_NOT_STARTED, QUESTION_NOT_FOUND, QUESTION_MISMATCH, ANON_ID_REQUIRED', async () => {
    const me = anonymous();
    expectRefusal(await reveal(t, me, QID), 409, 'PLAY_NOT_STARTED');
    await start(t, me);
    expectRefusal(await reveal(t, me, other.id), 404, 'QUESTION_NOT_FOUND');
    expectRefusal(await reveal(t, me, QID, { fecha: '2026-05-09' }), 400, 'QUESTION_MISMATCH');
    expectRefusal(await reveal(t, {}, QID), 401, 'ANON_ID_REQUIRED');
  });
});

describe('player_days', () => {
  test('given a win with a hint, then its row holds the server’s score, written by the same request', async () => {
    const me = anonymous();
    const { partida } = (await start(t, me)).json();
    await reveal(t, me, QID);
    await guess(t, me, QID, wrongGuess(q.respuesta));
    t.setNow(later(70));
    const { partida: done } = (await guess(t, me, QID, q.respuesta)).json();
    const { rows } = await t.db.pool.query('select * from player_days where stream_id = $1', [partida.id]);
    expect(rows).toEqual([
      {
        stream_id: partida.id,
        user_id: null,
        anon_id: me['x-anon-id'],
        fecha: TODAY,
        modo: 'diaria',
        pregunta_id: q.id,
        won: true,
        score: done.resultado.totalScore,
        stars: done.resultado.stars,
        attempts: 2,
        hints: 1,
        seconds: 70,
        on_day: true,
        finished_at: later(70),
        hard_mode: false,
      },
    ]);
  });

  test('given the row cannot be written, then the final guess is not recorded either (one transaction)', async () => {
    const me = anonymous();
    const { partida } = (await start(t, me)).json();
    await t.db.pool.query(
      `create function refuse_row() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await t.db.pool.query(
      'create trigger refuse_row before insert on player_days for each row execute function refuse_row()',
    );
    try {
      const response = await guess(t, me, QID, q.respuesta);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.pool.query('drop trigger refuse_row on player_days');
      await t.db.pool.query('drop function refuse_row()');
    }
    expect(await streamTypes(partida.id)).toEqual(['PlayStarted']);
  });
});
