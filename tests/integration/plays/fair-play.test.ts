// Fair play on the server (issue 11): no signed-out look at today's answer before signing in to rank,
// no look at today's question before the clock runs, and no endless fresh anonymous ids.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import {
  dayId,
  anonymous,
  assignDay,
  call,
  expectRefusal,
  guess,
  questionWhere,
  start,
  type Headers,
  type Question,
} from './play-helpers.ts';
import { signedIn } from './play-helpers.ts';

const NOW = new Date('2026-05-10T10:00:00Z');
const TODAY = '2026-05-10';
const QID = dayId(TODAY);
const YESTERDAY = '2026-05-09';

let t: TestApp;
let q: Question;
let yesterday: Question;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW, config: { anonPlaysPerAddress: 1000 } });
  q = await questionWhere(t, 'true', 7);
  yesterday = await questionWhere(t, 'true', 8);
  await assignDay(t, YESTERDAY, yesterday);
  await assignDay(t, TODAY, q);
});
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

const historial = (headers: Headers) => call(t, 'GET', '/preguntas/historial?dias=2', headers);

describe('the anti-exploit rule (spec section 4), on the server', () => {
  test('given a browser that finished today signed out, when an account starts today from it, then 403 ANTI_EXPLOIT and no play', async () => {
    const browser = anonymous();
    await start(t, browser);
    expect((await guess(t, browser, QID, q.respuesta)).json().correcta).toBe(true);
    const account = await signedIn(t);
    const refused = await start(t, { ...account.headers, ...browser });
    expectRefusal(refused, 403, 'ANTI_EXPLOIT');
    expect(refused.json().message).toContain('00:00');
    const { rowCount } = await t.db.pool.query('select 1 from events where stream_id = $1', [
      `play-${account.userId}-${TODAY}`,
    ]);
    expect(rowCount).toBe(0);
    // The account may still replay a past day, and plays today from another browser.
    expect((await start(t, { ...account.headers, ...browser }, { fecha: YESTERDAY })).statusCode).toBe(200);
    expect((await start(t, { ...account.headers, ...anonymous() })).statusCode).toBe(200);
  });

  test('given a signed-out play under way (not finished), then signing in to play is allowed', async () => {
    const browser = anonymous();
    await start(t, browser);
    const account = await signedIn(t);
    expect((await start(t, { ...account.headers, ...browser })).statusCode).toBe(200);
  });

  test('given an account play started first, then it resumes even after the browser finished signed out', async () => {
    const browser = anonymous();
    const account = await signedIn(t);
    expect((await start(t, { ...account.headers, ...browser })).statusCode).toBe(200);
    await start(t, browser);
    await guess(t, browser, QID, q.respuesta);
    const other = await buildTestApp({ now: NOW, database: t.db });
    try {
      // Another instance (nothing cached) resumes the account's play rather than refusing it.
      expect((await start(other, { ...account.headers, ...browser })).json().partida).toMatchObject({
        estado: 'playing',
      });
    } finally {
      await other.close();
    }
  });
});

describe('the clock starts when the question is first shown', () => {
  test("given no play yet, then reads leave today's text out; after the start they show it", async () => {
    const me = anonymous();
    const before = (await call(t, 'GET', '/preguntas/diaria', me)).json().pregunta;
    expect(before).toMatchObject({ id: QID, texto_oculto: true });
    expect(before).not.toHaveProperty('pregunta_es');
    const started = (await start(t, me)).json();
    expect(started.pregunta.pregunta_es).toEqual(expect.any(String));
    expect(started.partida.tiempo_segundos).toBe(0);
    expect((await call(t, 'GET', `/preguntas/${QID}`, me)).json().pregunta.pregunta_es).toBe(
      started.pregunta.pregunta_es,
    );
  });

  test("given the history, then today is left out until the caller's play has ended (past days keep their answers)", async () => {
    const me = anonymous();
    const days = (response: Awaited<ReturnType<typeof historial>>) =>
      response.json().historial.map((day: { fecha: string }) => day.fecha);
    expect(days(await historial(me))).toEqual([YESTERDAY]);
    expect((await historial(me)).json().historial[0]).toMatchObject({ respuesta_es: yesterday.respuesta });
    await start(t, me);
    expect(days(await historial(me))).toEqual([YESTERDAY]);
    await guess(t, me, QID, q.respuesta);
    const after = (await historial(me)).json().historial;
    expect(after.map((day: { fecha: string }) => day.fecha)).toEqual([TODAY, YESTERDAY]);
    expect(after[0]).not.toHaveProperty('respuesta_es');
    expect(days(await historial({}))).toEqual([YESTERDAY]);
  });
});

describe('new anonymous plays per address', () => {
  test('given the limit, then a further new anonymous play from that address is 429, while resuming, other addresses and accounts go on; every instance counts', async () => {
    const limited = await buildTestApp({ now: NOW, database: t.db, config: { anonPlaysPerAddress: 3 } });
    const sibling = await buildTestApp({ now: NOW, database: t.db, config: { anonPlaysPerAddress: 3 } });
    try {
      const from = (ip: string, headers: Headers = anonymous()) => ({ ...headers, 'x-forwarded-for': ip });
      const first = from('203.0.113.40');
      expect((await start(limited, first)).statusCode).toBe(200);
      expect((await start(limited, from('203.0.113.40'))).statusCode).toBe(200);
      // The third new play goes through the other instance; the shared count holds across both.
      expect((await start(sibling, from('203.0.113.40'))).statusCode).toBe(200);
      await limited.services.counters.flush();
      await sibling.services.counters.flush();
      await limited.services.counters.flush();
      const refused = await start(limited, from('203.0.113.40'));
      expectRefusal(refused, 429, 'TOO_MANY_NEW_PLAYS');
      expect((await start(limited, first)).statusCode).toBe(200);
      expect((await start(limited, from('203.0.113.41'))).statusCode).toBe(200);
      const account = await signedIn(limited);
      expect((await start(limited, { ...account.headers, ...from('203.0.113.40') })).statusCode).toBe(200);
    } finally {
      await sibling.close();
      await limited.close();
    }
  });
});
