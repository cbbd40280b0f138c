import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import {
  anonymous,
  assignDay,
  dayId,
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

const NOW = new Date('2026-05-10T10:00:00Z');
const TODAY = '2026-05-10';
const QID = dayId(TODAY);

let t: TestApp;
let q: Question;
let unassigned: Question;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  q = await questionWhere(t, 'true', 4);
  unassigned = await questionWhere(t, 'true', 5);
  await assignDay(t, TODAY, q);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.setNow(NOW);
});

const get = (url: string, headers: Headers = {}) => call(t, 'GET', url, headers);

async function finishedPlay(won = true): Promise<Headers> {
  const me = anonymous();
  await start(t, me);
  const attempts = won ? [q.respuesta] : Array(5).fill(wrongGuess(q.respuesta));
  for (const attempt of attempts) await guess(t, me, QID, attempt);
  return me;
}

describe('GET /api/preguntas/diaria and /api/preguntas/{id}', () => {
  test('given no play, a play under way, or no identity, then the question without its answer (and its text only to a started play)', async () => {
    const playing = anonymous();
    await start(t, playing);
    for (const headers of [{}, anonymous(), playing]) {
      for (const url of ['/preguntas/diaria', `/preguntas/${QID}`]) {
        const response = await get(url, headers);
        expect(response.statusCode, response.body).toBe(200);
        const { pregunta } = response.json();
        expect(pregunta).toMatchObject({
          id: QID,
          fecha_asignada: TODAY,
          estructura_respuesta_es: { longitud: q.longitud },
        });
        expect(pregunta).not.toHaveProperty('respuesta_es');
        expect(mentions(response.body, q.respuesta)).toBe(false);
        if (headers === playing) expect(pregunta.pregunta_es).toEqual(expect.any(String));
        else {
          expect(pregunta.texto_oculto).toBe(true);
          expect(pregunta).not.toHaveProperty('pregunta_es');
          expect(pregunta).not.toHaveProperty('pregunta_en');
        }
      }
    }
  });

  test('given a finished play, then its player sees the answer and nobody else does', async () => {
    const me = await finishedPlay(false);
    for (const url of ['/preguntas/diaria', `/preguntas/${QID}`]) {
      expect((await get(url, me)).json().pregunta.respuesta_es).toBe(q.respuesta);
      expect((await get(url, anonymous())).json().pregunta).not.toHaveProperty('respuesta_es');
    }
  });

  test('given a day still to come, a day no question was given, a bank id or no day at all, then 404 QUESTION_NOT_FOUND', async () => {
    for (const id of [dayId('2026-05-11'), dayId('2025-01-01'), q.id, unassigned.id, 20260230, 999999]) {
      expectRefusal(await get(`/preguntas/${id}`, anonymous()), 404, 'QUESTION_NOT_FOUND');
    }
    expectRefusal(await get('/preguntas/abc', anonymous()), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /api/pistas/pregunta/{id} and /primeras', () => {
  test('given two hints revealed, then exactly those, in order, to that player only', async () => {
    const me = anonymous();
    await start(t, me);
    expect((await get(`/pistas/pregunta/${QID}`, me)).json()).toEqual({ pistas: [] });
    await reveal(t, me, QID);
    await reveal(t, me, QID);
    const { rows: bank } = await t.db.pool.query(
      'select orden, texto_es, texto_en from hints where pregunta_id = $1 order by orden',
      [q.id],
    );
    expect((await get(`/pistas/pregunta/${QID}`, me)).json()).toEqual({ pistas: bank.slice(0, 2) });
    expect((await get(`/pistas/pregunta/${QID}/primeras?cantidad=1`, me)).json()).toEqual({
      pistas: bank.slice(0, 1),
    });
    expect((await get(`/pistas/pregunta/${QID}/primeras?cantidad=3`, me)).json()).toEqual({
      pistas: bank.slice(0, 2),
    });
    expect((await get(`/pistas/pregunta/${QID}`, anonymous())).json()).toEqual({ pistas: [] });
    expect((await get(`/pistas/pregunta/${QID}/primeras?cantidad=3`, {})).json()).toEqual({ pistas: [] });
  });

  test('given a bad cantidad or an unknown question, then 400 or 404', async () => {
    expectRefusal(await get(`/pistas/pregunta/${QID}/primeras?cantidad=abc`, anonymous()), 400, 'VALIDATION_ERROR');
    expectRefusal(await get(`/pistas/pregunta/${dayId('2026-05-11')}`, anonymous()), 404, 'QUESTION_NOT_FOUND');
    expectRefusal(await get(`/pistas/pregunta/${q.id}`, anonymous()), 404, 'QUESTION_NOT_FOUND');
  });
});

describe('GET /api/partidas/verificar-juego-hoy and /puntuacion-del-dia', () => {
  test('given a play under way, then not played yet and no score', async () => {
    const me = anonymous();
    await start(t, me);
    await guess(t, me, QID, wrongGuess(q.respuesta));
    expect((await get('/partidas/verificar-juego-hoy', me)).json()).toEqual({ yaJugo: false });
    expect((await get('/partidas/puntuacion-del-dia', me)).json()).toEqual({ puntuacion: null });
  });

  test('given a won play, then played, with the server’s score', async () => {
    const me = anonymous();
    await start(t, me);
    await reveal(t, me, QID);
    t.setNow(new Date(NOW.getTime() + 33_000));
    const { partida } = (await guess(t, me, QID, q.respuesta)).json();
    expect((await get('/partidas/verificar-juego-hoy', me)).json()).toEqual({ yaJugo: true });
    expect((await get('/partidas/puntuacion-del-dia', me)).json()).toEqual({
      puntuacion: {
        puntuacion: partida.resultado.totalScore,
        intentos_usados: 1,
        estrellas: partida.resultado.stars,
        tiempo_segundos: 33,
        pistas_usadas: 1,
        completado: true,
        respuesta_correcta: true,
      },
    });
  });

  test('given a lost play, then played, with 0 points and a wrong answer', async () => {
    const me = await finishedPlay(false);
    expect((await get('/partidas/verificar-juego-hoy', me)).json()).toEqual({ yaJugo: true });
    expect((await get('/partidas/puntuacion-del-dia', me)).json().puntuacion).toMatchObject({
      puntuacion: 0,
      estrellas: 0,
      intentos_usados: 5,
      respuesta_correcta: false,
    });
  });

  test('given a finished play yesterday, then not played today', async () => {
    const me = await finishedPlay();
    t.setNow(new Date('2026-05-10T22:00:01Z'));
    expect((await get('/partidas/verificar-juego-hoy', me)).json()).toEqual({ yaJugo: false });
    expect((await get('/partidas/puntuacion-del-dia', me)).json()).toEqual({ puntuacion: null });
  });

  test('given no identity, then not played and no score', async () => {
    expect((await get('/partidas/verificar-juego-hoy')).json()).toEqual({ yaJugo: false });
    expect((await get('/partidas/puntuacion-del-dia')).json()).toEqual({ puntuacion: null });
  });
});

describe('the answer before the end', () => {
  test('given a whole play up to its last guess, then no response carries the answer until that guess', async () => {
    const me = anonymous();
    const bodies: string[] = [];
    const keep = async (response: Promise<{ statusCode: number; body: string }>) => {
      const { statusCode, body } = await response;
      expect(statusCode, body).toBeLessThan(500);
      bodies.push(body);
    };
    await keep(start(t, me));
    for (let i = 0; i < 3; i++) await keep(reveal(t, me, QID));
    await keep(reveal(t, me, QID));
    for (let i = 0; i < 4; i++) await keep(guess(t, me, QID, wrongGuess(q.respuesta)));
    for (const url of [
      '/preguntas/diaria',
      `/preguntas/${QID}`,
      `/pistas/pregunta/${QID}`,
      `/pistas/pregunta/${QID}/primeras?cantidad=3`,
      '/partidas/verificar-juego-hoy',
      '/partidas/puntuacion-del-dia',
    ]) {
      await keep(get(url, me));
    }
    await keep(start(t, me));
    expect(bodies.filter((body) => mentions(body, q.respuesta))).toEqual([]);

    const last = await guess(t, me, QID, wrongGuess(q.respuesta));
    expect(mentions(last.body, q.respuesta)).toBe(true);
    expect((await start(t, me)).json()).toMatchObject({
      partida: { respuesta_correcta: { es: q.respuesta } },
      pregunta: { respuesta_es: q.respuesta },
    });
  });
});
