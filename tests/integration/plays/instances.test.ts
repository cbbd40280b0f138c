// The command path's speed must not cost correctness: each instance caches plays, but the stream
// version decides; commands on one play queue in an instance; across instances the store decides.
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import {
  dayId,
  anonymous,
  assignDay,
  expectRefusal,
  guess,
  questionWhere,
  reveal,
  signedIn,
  start,
  wrongGuess,
  type Question,
} from './play-helpers.ts';

const NOW = new Date('2026-05-10T10:00:00Z');
const QID = dayId('2026-05-10');
let a: TestApp;
let b: TestApp;
let q: Question;

beforeAll(async () => {
  a = await buildTestApp({ now: NOW });
  // A second instance: its own pool, caches, queue and LISTEN, on the same database.
  b = await buildTestApp({ now: NOW, database: a.db });
  q = await questionWhere(a, 'true');
  await assignDay(a, '2026-05-10', q);
});
afterAll(async () => {
  await b.close();
  await a.close();
});
beforeEach(() => {
  a.setNow(NOW);
  b.setNow(NOW);
});

const storedTypes = async (streamId: string) =>
  (
    await a.db.pool.query<{ type: string }>('select type from events where stream_id = $1 order by stream_version', [
      streamId,
    ])
  ).rows.map((row) => row.type);

describe('a play cached by one instance and moved on by another', () => {
  test('given a stale cached play, when it is asked for a sixth attempt, then the stored stream refuses it (never the cache)', async () => {
    const me = anonymous();
    const { partida } = (await start(a, me)).json();
    expect((await guess(a, me, QID, wrongGuess(q.respuesta))).statusCode).toBe(200);
    // Instance b uses up the other four attempts: a's cached play still says one.
    for (let i = 0; i < 4; i++) expect((await guess(b, me, QID, wrongGuess(q.respuesta))).statusCode).toBe(200);
    expectRefusal(await guess(a, me, QID, q.respuesta), 409, 'NO_ATTEMPTS_LEFT');
    expect((await storedTypes(partida.id)).filter((type) => type === 'GuessSubmitted')).toHaveLength(5);
    // And a's view is the stored one again.
    expect((await start(a, me)).json().partida).toMatchObject({ estado: 'lost', intentos_usados: 5 });
  });

  test('given a stale cached play, when a hint is asked beyond the third, then it is refused', async () => {
    const me = anonymous();
    await start(a, me);
    expect((await reveal(a, me, QID)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await reveal(b, me, QID)).statusCode).toBe(200);
    expectRefusal(await reveal(a, me, QID), 409, 'NO_HINTS_LEFT');
  });

  test('given a stale cached play that another instance finished, when a guess comes, then PLAY_FINISHED', async () => {
    const me = anonymous();
    await start(a, me);
    await guess(a, me, QID, wrongGuess(q.respuesta));
    expect((await guess(b, me, QID, q.respuesta)).json().correcta).toBe(true);
    expectRefusal(await guess(a, me, QID, wrongGuess(q.respuesta)), 409, 'PLAY_FINISHED');
  });
});

describe('commands at once', () => {
  test('given a double click on one instance, then both guesses get an answer (one after the other), not a conflict', async () => {
    const me = anonymous();
    await start(a, me);
    const [first, second] = await Promise.all([
      guess(a, me, QID, wrongGuess(q.respuesta)),
      guess(a, me, QID, wrongGuess(q.respuesta)),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().partida.intentos_usados, second.json().partida.intentos_usados].sort()).toEqual([1, 2]);
  });

  test('given 24 guesses and 8 hints fired at once across two instances, then never more than 5 attempts or 3 hints, and every refusal is a 409', async () => {
    const me = anonymous();
    const { partida } = (await start(a, me)).json();
    const responses = await Promise.all([
      ...Array.from({ length: 24 }, (_, i) => guess(i % 2 ? a : b, me, QID, wrongGuess(q.respuesta))),
      ...Array.from({ length: 8 }, (_, i) => reveal(i % 2 ? b : a, me, QID)),
    ]);
    for (const response of responses) {
      if (response.statusCode === 200) continue;
      expect(response.statusCode, response.body).toBe(409);
      expect(['CONFLICT', 'NO_ATTEMPTS_LEFT', 'NO_HINTS_LEFT', 'PLAY_FINISHED']).toContain(response.json().code);
    }
    const types = await storedTypes(partida.id);
    expect(types.filter((type) => type === 'GuessSubmitted').length).toBeLessThanOrEqual(5);
    expect(types.filter((type) => type === 'HintRevealed').length).toBeLessThanOrEqual(3);
    expect(types.filter((type) => type === 'PlayFinished').length).toBeLessThanOrEqual(1);
  });
});

describe('round trips of a command', () => {
  /** The statements an instance sends to the events table from now on (each one round trip). */
  function eventStatements(app: TestApp) {
    const { pool } = app.services;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    const sent: string[] = [];
    const spy = vi.spyOn(pool, 'query').mockImplementation(((...args: unknown[]) => {
      const { text, name } =
        typeof args[0] === 'string' ? { text: args[0], name: undefined } : (args[0] as { text: string; name?: string });
      // Appends go in the batch's statements (named); a read is a `select`.
      if (/\bevents\b/.test(text))
        sent.push(
          name?.startsWith('append-batch+')
            ? 'append with projections'
            : name === 'append-batch'
              ? 'append'
              : text.trim().split(/\s+/)[0].toLowerCase(),
        );
      return query(...args);
    }) as never);
    return { sent, stop: () => spy.mockRestore() };
  }

  test('given a cached play, a miss is one statement and the winning guess one (its projections inside, no re-read); uncached, a miss reads the stream once more', async () => {
    const me = anonymous();
    const { partida } = (await start(a, me)).json();
    const statements = eventStatements(a);
    try {
      expect((await guess(a, me, QID, wrongGuess(q.respuesta))).statusCode).toBe(200);
      expect(statements.sent).toEqual(['append']);
      a.services.cache.plays.delete(partida.id);
      expect((await guess(a, me, QID, wrongGuess(q.respuesta))).statusCode).toBe(200);
      expect(statements.sent).toEqual(['append', 'select', 'append']);
      expect((await guess(a, me, QID, q.respuesta)).json().correcta).toBe(true);
      expect(statements.sent).toEqual(['append', 'select', 'append', 'append with projections']);
    } finally {
      statements.stop();
    }
    expect(await storedTypes(partida.id)).toEqual([
      'PlayStarted',
      'GuessSubmitted',
      'GuessSubmitted',
      'GuessSubmitted',
      'PlayFinished',
    ]);
  });

  test("given a signed-in start from a browser, then one statement checks the browser's anonymous play (ended on another instance: 403, nothing written)", async () => {
    const browser = anonymous();
    const account = await signedIn(a);
    const statements = eventStatements(a);
    try {
      expect((await start(a, { ...account.headers, ...browser })).statusCode).toBe(200);
      expect(statements.sent).toEqual(['append']);
    } finally {
      statements.stop();
    }
    const other = await signedIn(a);
    await start(b, browser);
    expect((await guess(b, browser, QID, q.respuesta)).json().correcta).toBe(true);
    expectRefusal(await start(a, { ...other.headers, ...browser }), 403, 'ANTI_EXPLOIT');
    expect(await storedTypes(`play-${other.userId}-2026-05-10`)).toEqual([]);
  });
});
