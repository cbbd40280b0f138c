// Fair rankings that do not rest on what the client sends (issue 27): the anti-exploit rule at the
// finish as at the start, the plausibility floor, the admins' fair-play queue with its live
// leaderboard, the anonymous-play limit taken atomically, and nothing that penalises a shared address.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { lettersCount } from '../../../machines/game/normalize.ts';
import { plausibleSeconds, reviewSeconds } from '../../../machines/game/fair-play.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { liveAndRebuilt } from '../../helpers/read-models.ts';
import { connectWS } from '../../helpers/ws.ts';
import {
  dayId,
  anonymous,
  assignDay,
  call,
  expectRefusal,
  guess,
  questionWhere,
  signedIn,
  start,
  wrongGuess,
  type Headers,
  type Question,
} from './play-helpers.ts';

const NOW = new Date('2026-05-10T10:00:00Z');
const TODAY = '2026-05-10';
const QID = dayId(TODAY);
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

let t: TestApp;
let q: Question;
/** The floor and the review line of today's answer won at the first attempt. */
let floor: number;
let review: number;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW, config: { anonPlaysPerAddress: 1000 } });
  q = await questionWhere(t, 'longitud between 8 and 14', 3);
  await assignDay(t, TODAY, q);
  const letters = lettersCount({ longitud: q.longitud, espacios: q.espacios });
  floor = plausibleSeconds(letters, 1);
  review = reviewSeconds(letters, 1);
});
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

/** The player_days row of an account's play of today. */
async function today(userId: number) {
  const { rows } = await t.db.pool.query('select on_day, won, score from player_days where stream_id = $1', [
    `play-${userId}-${TODAY}`,
  ]);
  return rows[0] as { on_day: boolean; won: boolean; score: number } | undefined;
}

async function dailyBoard(headers: Headers = {}) {
  return (await call(t, 'GET', '/leaderboard/daily', headers)).json().ranking as { usuario_id: number }[];
}

/** Starts now and wins `seconds` later (the clock moved), with the headers of each request. */
async function winIn(seconds: number, startHeaders: Headers, finishHeaders: Headers = startHeaders) {
  t.setNow(NOW);
  expect((await start(t, startHeaders)).statusCode).toBe(200);
  t.setNow(later(seconds));
  const won = await guess(t, finishHeaders, QID, q.respuesta);
  expect(won.statusCode, won.body).toBe(200);
  return won.json();
}

async function loseAnonymously(browser: Headers) {
  expect((await start(t, browser)).statusCode).toBe(200);
  let last: Awaited<ReturnType<typeof guess>> | undefined;
  for (let i = 0; i < 5; i++) last = await guess(t, browser, QID, wrongGuess(q.respuesta));
  expect(last!.json().respuesta_correcta).toBeDefined();
}

describe('the anti-exploit rule at the finish (start signed in, lose signed out in the same browser, then win)', () => {
  test('given the account started first from browser A and A then lost signed out, when the account wins (with A), then it does not rank', async () => {
    const browser = anonymous();
    const account = await signedIn(t);
    expect((await start(t, { ...account.headers, ...browser })).statusCode).toBe(200);
    await loseAnonymously(browser);
    t.setNow(later(60));
    const won = await guess(t, { ...account.headers, ...browser }, QID, q.respuesta);
    expect(won.json().correcta).toBe(true);
    expect(await today(account.userId)).toMatchObject({ won: true, on_day: false });
    expect((await dailyBoard()).map((entry) => entry.usuario_id)).not.toContain(account.userId);
  });

  test('given the same, when the winning guess drops the X-Anon-Id header, then the start’s browser still counts: no rank', async () => {
    const browser = anonymous();
    const account = await signedIn(t);
    expect((await start(t, { ...account.headers, ...browser })).statusCode).toBe(200);
    await loseAnonymously(browser);
    t.setNow(later(60));
    expect((await guess(t, account.headers, QID, q.respuesta)).json().correcta).toBe(true);
    expect(await today(account.userId)).toMatchObject({ won: true, on_day: false });
  });

  test('given an account that started without a header, when it finishes from a browser whose anonymous play ended, then no rank', async () => {
    const browser = anonymous();
    const account = await signedIn(t);
    expect((await start(t, account.headers)).statusCode).toBe(200);
    await loseAnonymously(browser);
    t.setNow(later(60));
    expect((await guess(t, { ...account.headers, ...browser }, QID, q.respuesta)).json().correcta).toBe(true);
    expect(await today(account.userId)).toMatchObject({ won: true, on_day: false });
  });

  test('given an anonymous play under way (not finished) in the same browser, then the account’s win ranks', async () => {
    const browser = anonymous();
    const account = await signedIn(t);
    await start(t, browser);
    await winIn(60, { ...account.headers, ...browser });
    expect(await today(account.userId)).toMatchObject({ won: true, on_day: true });
  });
});

describe('the plausibility floor (from the answer’s length)', () => {
  test('given a win in 0 s from a client that hides its anonymous id, then it does not rank nor count in the day’s crowd', async () => {
    const browser = anonymous();
    await loseAnonymously(browser);
    const crowdBefore = (await call(t, 'GET', '/estadisticas/dia', {})).json();
    const account = await signedIn(t);
    // The attack of the issue: the same browser without its header looks like a second device.
    const won = await winIn(0, account.headers);
    expect(won.partida.resultado.totalScore).toBeGreaterThan(0);
    expect(await today(account.userId)).toMatchObject({ won: true, on_day: false });
    expect((await dailyBoard()).map((entry) => entry.usuario_id)).not.toContain(account.userId);
    expect((await call(t, 'GET', '/estadisticas/dia', {})).json().jugadores).toBe(crowdBefore.jugadores);
  });

  test('given wins just under the floor, at it and past the review line, then only those at the floor and past it rank', async () => {
    const under = await signedIn(t);
    await winIn(floor - 1, { ...under.headers, ...anonymous() });
    expect(await today(under.userId)).toMatchObject({ on_day: false });
    const atFloor = await signedIn(t);
    await winIn(floor, { ...atFloor.headers, ...anonymous() });
    expect(await today(atFloor.userId)).toMatchObject({ on_day: true });
    const calm = await signedIn(t);
    await winIn(review, { ...calm.headers, ...anonymous() });
    expect(await today(calm.userId)).toMatchObject({ on_day: true });
    const queue = (await t.db.pool.query('select stream_id, flags from fair_play_queue')).rows;
    expect(queue).toContainEqual({ stream_id: `play-${under.userId}-${TODAY}`, flags: ['too-fast'] });
    expect(queue).toContainEqual({ stream_id: `play-${atFloor.userId}-${TODAY}`, flags: ['fast'] });
    expect(queue.map((row) => row.stream_id)).not.toContain(`play-${calm.userId}-${TODAY}`);
  });

  test('given a loss in no time, then it is not a win to judge: it counts as played', async () => {
    const account = await signedIn(t);
    const headers = { ...account.headers, ...anonymous() };
    await start(t, headers);
    for (let i = 0; i < 5; i++) await guess(t, headers, QID, wrongGuess(q.respuesta));
    expect(await today(account.userId)).toMatchObject({ won: false, on_day: true });
  });
});

describe('players who share an address (offices, mobile carriers) are never penalised', () => {
  test('given one address with a finished anonymous play and two accounts, then both accounts’ honest wins rank', async () => {
    const office = { 'x-forwarded-for': '198.51.100.7' };
    await loseAnonymously({ ...anonymous(), ...office });
    const first = await signedIn(t);
    const second = await signedIn(t);
    await winIn(review + 5, { ...first.headers, ...anonymous(), ...office });
    await winIn(review + 9, { ...second.headers, ...anonymous(), ...office });
    expect(await today(first.userId)).toMatchObject({ on_day: true });
    expect(await today(second.userId)).toMatchObject({ on_day: true });
    const queued = (await t.db.pool.query('select stream_id from fair_play_queue')).rows.map((row) => row.stream_id);
    expect(queued).not.toContain(`play-${first.userId}-${TODAY}`);
    expect(queued).not.toContain(`play-${second.userId}-${TODAY}`);
  });
});

describe('a changed anonymous id between the start and the win', () => {
  test('given a win whose finishing guess came without the start’s header, then it ranks but waits in the fair-play queue', async () => {
    const account = await signedIn(t);
    await winIn(review + 5, { ...account.headers, ...anonymous() }, account.headers);
    expect(await today(account.userId)).toMatchObject({ on_day: true });
    const { rows } = await t.db.pool.query('select flags, ranked, verdict from fair_play_queue where stream_id = $1', [
      `play-${account.userId}-${TODAY}`,
    ]);
    expect(rows).toEqual([{ flags: ['browser-changed'], ranked: true, verdict: null }]);
  });
});

describe('the admins’ fair-play queue', () => {
  const review_ = (headers: Headers, streamId: string, verdict: string) =>
    call(t, 'POST', `/admin/fair-play/${streamId}`, headers, { verdict });

  test('given a quick win (ranked) and a win under the floor (not ranked), when an admin confirms the first and clears the second, then the leaderboard swaps them live and equals a rebuild', async () => {
    const admin = await signedIn(t, { admin: true });
    const quick = await signedIn(t);
    const tooFast = await signedIn(t);
    await winIn(floor, { ...quick.headers, ...anonymous() });
    await winIn(0, { ...tooFast.headers, ...anonymous() });
    const quickStream = `play-${quick.userId}-${TODAY}`;
    const tooFastStream = `play-${tooFast.userId}-${TODAY}`;

    const queue = (await call(t, 'GET', '/admin/fair-play', admin.headers)).json();
    const pending = Object.fromEntries(queue.pendientes.map((item: { stream_id: string }) => [item.stream_id, item]));
    expect(pending[quickStream]).toMatchObject({
      marcas: ['fast'],
      clasifica: true,
      segundos: floor,
      minimo_segundos: floor,
      revision_segundos: review,
      veredicto: null,
    });
    expect(pending[tooFastStream]).toMatchObject({ marcas: ['too-fast'], clasifica: false, segundos: 0 });
    expect(JSON.stringify(queue)).not.toContain('@');

    const socket = await connectWS(t.app, { topics: ['leaderboard:diario', 'leaderboard:semanal'] });
    const confirmed = await review_(admin.headers, quickStream, 'confirmed');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ veredicto: 'confirmed', clasifica: false, revisor: expect.any(String) });
    type Change = {
      type: string;
      periodo?: string;
      base?: string | null;
      rows?: { usuario_id: number }[];
      removed?: number[];
    };
    // The quick player leaves the daily table: a change that removes them (or the instance's first, whole, without them).
    const without = await socket.next(
      (m: Change) =>
        m.type === 'leaderboard' &&
        m.periodo === 'diario' &&
        (m.removed!.includes(quick.userId) || (m.base === null && !m.rows!.some((e) => e.usuario_id === quick.userId))),
    );
    expect(without).toBeDefined();
    expect((await dailyBoard()).map((entry) => entry.usuario_id)).not.toContain(quick.userId);
    for (const periodo of ['weekly', 'monthly']) {
      const ranking = (await call(t, 'GET', `/leaderboard/${periodo}`, {})).json().ranking as { usuario_id: number }[];
      expect(ranking.map((entry) => entry.usuario_id)).not.toContain(quick.userId);
    }

    expect((await review_(admin.headers, tooFastStream, 'cleared')).json()).toMatchObject({ clasifica: true });
    await socket.next(
      (m: Change) =>
        m.type === 'leaderboard' && m.periodo === 'semanal' && m.rows!.some((e) => e.usuario_id === tooFast.userId),
    );
    expect((await dailyBoard()).map((entry) => entry.usuario_id)).toContain(tooFast.userId);
    socket.close();

    const after = (await call(t, 'GET', '/admin/fair-play', admin.headers)).json();
    expect(after.pendientes.map((item: { stream_id: string }) => item.stream_id)).not.toContain(quickStream);
    expect(after.revisadas.map((item: { stream_id: string }) => item.stream_id)).toEqual(
      expect.arrayContaining([quickStream, tooFastStream]),
    );
    // A verdict can be changed; the rankings follow again.
    expect((await review_(admin.headers, quickStream, 'cleared')).json()).toMatchObject({ clasifica: true });
    expect((await dailyBoard()).map((entry) => entry.usuario_id)).toContain(quick.userId);

    const { rows: general } = await t.db.pool.query('select * from ranking_general order by user_id');
    const { live, rebuilt } = await liveAndRebuilt(t.db.pool, t.services.now());
    expect(rebuilt).toEqual(live);
    expect((await t.db.pool.query('select * from ranking_general order by user_id')).rows).toEqual(general);
  });

  test('who may judge: 401 for a guest, 403 for a player and for an admin’s own play, 404 for a play not flagged, 400 for a bad verdict', async () => {
    const admin = await signedIn(t, { admin: true });
    const player = await signedIn(t);
    await winIn(floor, { ...admin.headers, ...anonymous() });
    const own = `play-${admin.userId}-${TODAY}`;
    expectRefusal(await call(t, 'GET', '/admin/fair-play', {}), 401, 'AUTH_REQUIRED');
    expectRefusal(await call(t, 'GET', '/admin/fair-play', player.headers), 403, 'ADMIN_REQUIRED');
    expectRefusal(await review_(player.headers, own, 'cleared'), 403, 'ADMIN_REQUIRED');
    expectRefusal(await review_(admin.headers, own, 'cleared'), 403, 'OWN_PLAY');
    expectRefusal(await review_(admin.headers, `play-${player.userId}-${TODAY}`, 'cleared'), 404, 'NOT_FLAGGED');
    expectRefusal(await review_(admin.headers, `play-${player.userId}-${TODAY}`, 'maybe'), 400, 'VALIDATION_ERROR');
    expectRefusal(await review_(admin.headers, 'users', 'cleared'), 400, 'VALIDATION_ERROR');
  });
});

describe('new anonymous plays per address, taken atomically', () => {
  test('given 100 parallel starts with fresh anonymous ids from one address, then exactly the limit get in', async () => {
    const limited = await buildTestApp({ now: NOW, database: t.db, config: { anonPlaysPerAddress: 30 } });
    try {
      const from = { 'x-forwarded-for': '203.0.113.90' };
      const answers = await Promise.all(Array.from({ length: 100 }, () => start(limited, { ...anonymous(), ...from })));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      expect(statuses.filter((status) => status === 429)).toHaveLength(70);
      expectRefusal(answers.find((answer) => answer.statusCode === 429)!, 429, 'TOO_MANY_NEW_PLAYS');
    } finally {
      await limited.close();
    }
  });
});
