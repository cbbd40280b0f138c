// What a browser saw signed out goes with it (issue 37, item 3): a guest who revealed today's hints
// or saw colours, left the play unfinished and signed in carries that play on as the account's (so
// no hard mode and no perfect bonus it did not earn, and no ranking: it started signed out); a
// second account on that browser meets the anti-exploit rule; an account's own play finished after
// the browser played signed out does not rank. The server decides from its own events.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { liveAndRebuilt } from '../../helpers/read-models.ts';
import { bearer, DEFAULT_PASSWORD, freshUsername } from '../../helpers/users.ts';
import {
  anonymous,
  assignDay,
  call,
  dayId,
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
const NOW = new Date(`${TODAY}T10:00:00Z`);
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

let t: TestApp;
let q: Question;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW, config: { anonPlaysPerAddress: 1000 } });
  q = await questionWhere(t, 'longitud between 8 and 14', 7);
  await assignDay(t, TODAY, q);
});
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

/** A new account signed in from `browser` (its X-Anon-Id sent with every request). */
async function account(browser: Headers): Promise<{ userId: number; headers: Headers }> {
  const username = freshUsername('seen');
  const response = await call(t, 'POST', '/usuarios/registro', browser, {
    username,
    email: `${username}@example.com`,
    password: DEFAULT_PASSWORD,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { token, usuario } = response.json();
  return { userId: usuario.id, headers: { ...browser, ...bearer(token) } };
}

/** The guest's look: every hint and two rows of colours, the play left unfinished. */
async function guestLooks(browser: Headers) {
  expect((await start(t, browser)).statusCode).toBe(200);
  for (let i = 0; i < 3; i++) expect((await reveal(t, browser, QID)).statusCode).toBe(200);
  for (let i = 0; i < 2; i++) expect((await guess(t, browser, QID, wrongGuess(q.respuesta))).statusCode).toBe(200);
}

async function dayRow(userId: number) {
  const { rows } = await t.db.pool.query(
    'select on_day, won, score, attempts, hints, hard_mode from player_days where stream_id = $1',
    [`play-${userId}-${TODAY}`],
  );
  return rows[0];
}

async function earned(userId: number) {
  const { rows } = await t.db.pool.query('select code from achievements_earned where user_id = $1', [userId]);
  return rows.map((row) => row.code);
}

const onBoard = async (userId: number) =>
  ((await call(t, 'GET', '/leaderboard/daily', {})).json().ranking as { usuario_id: number }[]).some(
    (row) => row.usuario_id === userId,
  );

describe('a guest who saw the hints and colours, then signed in', () => {
  const browser = anonymous();
  let ana: { userId: number; headers: Headers };

  test('given the report’s attack (3 hints, 2 guesses, unfinished, sign in, start in hard mode), then the start carries the guest’s play on: its hints and rows, not hard mode', async () => {
    await guestLooks(browser);
    ana = await account(browser);
    t.setNow(later(60));
    const started = await start(t, ana.headers, { dificil: true });
    expect(started.statusCode, started.body).toBe(200);
    const { partida } = started.json();
    expect(partida).toMatchObject({ estado: 'playing', dificil: false, pistas_usadas: 3, intentos_usados: 2 });
    // The clock runs from the guest's start.
    expect(partida.tiempo_segundos).toBe(60);
  });

  test('given the answer next, then the win counts for the account but gets no perfect bonus, no hard-mode mark, no ranking and no achievement', async () => {
    t.setNow(later(90));
    const won = await guess(t, ana.headers, QID, q.respuesta);
    expect(won.statusCode, won.body).toBe(200);
    const { partida } = won.json();
    expect(partida.estado).toBe('won');
    expect(partida.resultado.perfectBonus).toBe(0);
    expect(await dayRow(ana.userId)).toMatchObject({
      won: true,
      attempts: 3,
      hints: 3,
      hard_mode: false,
      on_day: false,
    });
    expect(await onBoard(ana.userId)).toBe(false);
    expect(await earned(ana.userId)).toEqual([]);
  });

  test('given the guest’s play after it went to the account, then a signed-out start or guess in that browser is refused with PLAY_HANDED_OVER', async () => {
    expectRefusal(await start(t, browser), 409, 'PLAY_HANDED_OVER');
    expectRefusal(await guess(t, browser, QID, q.respuesta), 409, 'PLAY_HANDED_OVER');
    expectRefusal(await reveal(t, browser, QID), 409, 'PLAY_HANDED_OVER');
  });

  test('given a second account signing in on that browser, then its start meets the anti-exploit rule', async () => {
    const bea = await account(browser);
    expectRefusal(await start(t, bea.headers, { dificil: true }), 403, 'ANTI_EXPLOIT');
  });
});

test('given a guest who only opened today’s play (no guess, no hint), then signing in starts the account’s own play, in hard mode, and it ranks', async () => {
  const browser = anonymous();
  expect((await start(t, browser)).statusCode).toBe(200);
  const carla = await account(browser);
  const started = await start(t, carla.headers, { dificil: true });
  expect(started.json().partida).toMatchObject({
    dificil: true,
    intentos_usados: 0,
    pistas_usadas: 0,
    tiempo_segundos: 0,
  });
  t.setNow(later(40));
  expect((await guess(t, carla.headers, QID, q.respuesta)).json().partida.resultado.perfectBonus).toBeGreaterThan(0);
  expect(await dayRow(carla.userId)).toMatchObject({ won: true, hard_mode: true, on_day: true });
  expect(await onBoard(carla.userId)).toBe(true);
});

test('given an account’s play started first, then the hints revealed signed out in that browser, then the win signed in, then the win does not rank', async () => {
  const browser = anonymous();
  const dani = await account(browser);
  expect((await start(t, dani.headers, { dificil: true })).statusCode).toBe(200);
  await guestLooks(browser);
  t.setNow(later(60));
  const won = await guess(t, dani.headers, QID, q.respuesta);
  expect(won.json().partida.estado).toBe('won');
  expect(await dayRow(dani.userId)).toMatchObject({ won: true, attempts: 1, on_day: false });
  expect(await onBoard(dani.userId)).toBe(false);
  const { rows } = await t.db.pool.query(
    `select data->'flags' as flags from events where stream_id = $1 and type = 'PlayFinished'`,
    [`play-${dani.userId}-${TODAY}`],
  );
  expect(rows[0].flags).toContain('anti-exploit');
});

describe('two accounts on one browser (the attacker’s fourth pass)', () => {
  /** `who` signs in on `browser` and looks: `answer` plays to the end (the answer shown), `hints` reveals them all. */
  async function looks(browser: Headers, look: 'answer' | 'hints' | 'opened') {
    const who = await account(browser);
    expect((await start(t, who.headers)).statusCode).toBe(200);
    if (look === 'hints') for (let i = 0; i < 3; i++) expect((await reveal(t, who.headers, QID)).statusCode).toBe(200);
    if (look === 'answer')
      for (let estado = 'playing'; estado === 'playing'; )
        estado = (await guess(t, who.headers, QID, wrongGuess(q.respuesta))).json().partida.estado;
    return who;
  }

  /** Another account on the same browser: hard mode, one guess after a minute. */
  async function secondWins(browser: Headers) {
    const other = await account(browser);
    t.setNow(later(60));
    expect((await start(t, other.headers, { dificil: true })).json().partida.dificil).toBe(true);
    t.setNow(later(120));
    const won = await guess(t, other.headers, QID, q.respuesta);
    expect(won.json().partida.estado).toBe('won');
    return other;
  }

  const flagsOf = async (userId: number) =>
    (
      await t.db.pool.query(
        `select data->'flags' as flags from events where stream_id = $1 and type = 'PlayFinished'`,
        [`play-${userId}-${TODAY}`],
      )
    ).rows[0].flags;

  test.each(['answer', 'hints'] as const)(
    'given an account that saw the %s signed in, when another account wins in hard mode on that browser, then the win does not rank, earns nothing and goes to review',
    async (look) => {
      const browser = anonymous();
      await looks(browser, look);
      const other = await secondWins(browser);
      expect(await dayRow(other.userId)).toMatchObject({ won: true, attempts: 1, on_day: false });
      expect(await onBoard(other.userId)).toBe(false);
      expect(await earned(other.userId)).toEqual([]);
      expect(await flagsOf(other.userId)).toContain('anti-exploit');
    },
  );

  test('given an account that only opened today’s play on the browser, then another account’s hard-mode win there ranks', async () => {
    const browser = anonymous();
    await looks(browser, 'opened');
    const other = await secondWins(browser);
    expect(await dayRow(other.userId)).toMatchObject({ won: true, hard_mode: true, on_day: true });
    expect(await onBoard(other.userId)).toBe(true);
  });
});

test('given every play above, then the read models equal a rebuild from the events', async () => {
  const { live, rebuilt } = await liveAndRebuilt(t.db.pool, later(120));
  expect(rebuilt).toEqual(live);
});
