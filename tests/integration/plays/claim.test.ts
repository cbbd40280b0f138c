// From guest to account without losing anything (issue 26, item 4): a guest who registers or signs in
// keeps the plays the server holds for the browser's anonymous id, once, never ranked after the fact;
// the day's crowd counts them once, and the read models equal a rebuild.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { liveAndRebuilt } from '../../helpers/read-models.ts';
import { bearer, DEFAULT_PASSWORD, freshUsername } from '../../helpers/users.ts';
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

const YESTERDAY = '2026-05-09';
const TODAY = '2026-05-10';
const NOW = new Date(`${TODAY}T10:00:00Z`);
const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

let t: TestApp;
let q: Question;
let qYesterday: Question;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW, config: { anonPlaysPerAddress: 1000 } });
  q = await questionWhere(t, 'longitud between 8 and 14', 5);
  qYesterday = await questionWhere(t, 'longitud between 8 and 14', 6);
  await assignDay(t, YESTERDAY, qYesterday);
  await assignDay(t, TODAY, q);
});
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

/** A guest's win of a day's question: one wrong row, a hint, then the answer 90 s after the start. */
async function guestWins(browser: Headers, question: Question, startAt: Date) {
  t.setNow(startAt);
  const started = await start(t, browser);
  expect(started.statusCode).toBe(200);
  const { id } = started.json().pregunta;
  await guess(t, browser, id, wrongGuess(question.respuesta));
  await reveal(t, browser, id);
  t.setNow(later(startAt, 90));
  const won = await guess(t, browser, id, question.respuesta);
  expect(won.json().correcta).toBe(true);
  t.setNow(NOW);
  return won.json().partida;
}

async function register(headers: Headers): Promise<{ username: string; userId: number; headers: Headers }> {
  const username = freshUsername('guest');
  const response = await call(t, 'POST', '/usuarios/registro', headers, {
    username,
    email: `${username}@example.com`,
    password: DEFAULT_PASSWORD,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { token, usuario } = response.json();
  return { username, userId: usuario.id, headers: { ...bearer(token), ...headers } };
}

async function signIn(username: string, headers: Headers) {
  const response = await call(t, 'POST', '/usuarios/login', headers, { email: username, password: DEFAULT_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return { ...bearer(response.json().token), ...headers };
}

async function playerDay(userId: number, fecha = TODAY) {
  const { rows } = await t.db.pool.query(
    'select won, score, attempts, hints, seconds, on_day from player_days where stream_id = $1',
    [`play-${userId}-${fecha}`],
  );
  return rows[0];
}

const crowd = async (fecha = TODAY) => (await call(t, 'GET', `/estadisticas/dia?fecha=${fecha}`, {})).json().jugadores;
const board = async (period: string) =>
  ((await call(t, 'GET', `/leaderboard/${period}`, {})).json().ranking as { usuario_id: number }[]).map(
    (entry) => entry.usuario_id,
  );

describe('a guest who registers after finishing today’s play', () => {
  test('keeps it as the account’s play of today (attempts, hints, time, score), in its statistics, never ranked, counted once in the crowd', async () => {
    const browser = anonymous();
    const played = await guestWins(browser, q, NOW);
    const crowdBefore = await crowd();
    const account = await register(browser);

    expect(await playerDay(account.userId)).toEqual({
      won: true,
      score: played.resultado.totalScore,
      attempts: 2,
      hints: 1,
      seconds: 90,
      on_day: false,
    });
    expect((await call(t, 'GET', '/partidas/verificar-juego-hoy', account.headers)).json()).toEqual({ yaJugo: true });
    const score = (await call(t, 'GET', '/partidas/puntuacion-del-dia', account.headers)).json().puntuacion;
    expect(score).toMatchObject({ puntuacion: played.resultado.totalScore, intentos_usados: 2 });
    expect((await call(t, 'GET', '/partidas/estadisticas-usuario', account.headers)).json()).toMatchObject({
      total_partidas: 1,
      partidas_ganadas: 1,
    });
    // Starting again resumes the finished play (the already-played page), not the anti-exploit refusal.
    const resumed = await start(t, account.headers);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().partida).toMatchObject({ estado: 'won', intentos_usados: 2, pistas_usadas: 1 });
    const replay = (await call(t, 'GET', `/partidas/${TODAY}/repeticion`, account.headers)).json();
    expect(replay.eventos.map((step: { tipo: string }) => step.tipo)).toEqual([
      'inicio',
      'intento',
      'pista',
      'intento',
      'fin',
    ]);

    expect(await crowd()).toBe(crowdBefore);
    expect(await board('daily')).not.toContain(account.userId);
    const types = (await t.services.store.readStream(`play-${account.userId}-${TODAY}`)).map((event) => event.type);
    expect(types).toEqual(['PlayClaimed', 'GuessSubmitted', 'HintRevealed', 'GuessSubmitted', 'PlayFinished']);
    // An admin reads the claimed play's history, and the guest's, closed by PlayHandedOver.
    const admin = await register(anonymous());
    await t.db.pool.query('update users set admin = true where id = $1', [admin.userId]);
    const history = await call(t, 'GET', `/admin/plays/play-${account.userId}-${TODAY}`, admin.headers);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().partida).toMatchObject({ user_id: account.userId, estado: 'won', intentos_usados: 2 });
    const guest = (
      await call(t, 'GET', `/admin/plays/play-anon-${browser['x-anon-id']}-${TODAY}`, admin.headers)
    ).json();
    expect(guest.eventos.at(-1)).toMatchObject({ type: 'PlayHandedOver', data: { userId: account.userId } });
  });

  test('also keeps the browser’s earlier anonymous plays, never ranked after the fact', async () => {
    const browser = anonymous();
    await guestWins(browser, qYesterday, new Date(`${YESTERDAY}T20:00:00Z`));
    await guestWins(browser, q, NOW);
    const account = await register(browser);
    expect(await playerDay(account.userId, YESTERDAY)).toMatchObject({ won: true, on_day: false });
    expect(await playerDay(account.userId)).toMatchObject({ won: true, on_day: false });
    expect((await call(t, 'GET', '/partidas/estadisticas-usuario', account.headers)).json().total_partidas).toBe(2);
    expect(await board('weekly')).not.toContain(account.userId);
  });
});

describe('a guest who signs in to an existing account', () => {
  test('keeps today’s play only; a day the account played itself keeps the account’s own', async () => {
    const home = anonymous();
    const { username, userId } = await register(home);
    const browser = anonymous();
    await guestWins(browser, qYesterday, new Date(`${YESTERDAY}T20:00:00Z`));
    await guestWins(browser, q, NOW);
    await signIn(username, browser);
    expect(await playerDay(userId, YESTERDAY)).toBeUndefined();
    expect(await playerDay(userId)).toMatchObject({ won: true, attempts: 2, on_day: false });

    // An account that played today itself (signed in, before the guest's play ended) keeps its own.
    const own = await register(anonymous());
    const other = anonymous();
    await start(t, own.headers);
    for (let i = 0; i < 5; i++) await guess(t, own.headers, dayId(TODAY), wrongGuess(q.respuesta));
    await guestWins(other, q, NOW);
    await signIn(own.username, other);
    expect(await playerDay(own.userId)).toMatchObject({ won: false, attempts: 5, on_day: true });
  });
});

describe('who may claim', () => {
  test('a play is claimed once: a second account from the same browser gets nothing and still meets the anti-exploit rule', async () => {
    const browser = anonymous();
    await guestWins(browser, q, NOW);
    const first = await register(browser);
    const second = await register(browser);
    expect(await playerDay(first.userId)).toMatchObject({ won: true });
    expect(await playerDay(second.userId)).toBeUndefined();
    expectRefusal(await start(t, second.headers), 403, 'ANTI_EXPLOIT');
    await signIn(second.username, browser);
    expect(await playerDay(second.userId)).toBeUndefined();

    // Two registrations from one browser at once: one account gets the play.
    const raced = anonymous();
    await guestWins(raced, q, NOW);
    const both = await Promise.all([register(raced), register(raced)]);
    const kept = await Promise.all(both.map((account) => playerDay(account.userId)));
    expect(kept.filter((row) => row !== undefined)).toHaveLength(1);
  });

  test('only the anonymous plays of the request’s own X-Anon-Id: none without it, none from another browser, never an account’s play, never one under way', async () => {
    const browser = anonymous();
    await guestWins(browser, q, NOW);
    expect(await playerDay((await register({})).userId)).toBeUndefined();
    expect(await playerDay((await register(anonymous())).userId)).toBeUndefined();

    // Someone's signed-in play sent with that account's browser id stays theirs.
    const owner = await register(anonymous());
    const ownerBrowser = { 'x-anon-id': owner.headers['x-anon-id'] };
    await start(t, owner.headers);
    await guess(t, owner.headers, dayId(TODAY), q.respuesta);
    const taker = await register(ownerBrowser);
    expect(await playerDay(taker.userId)).toBeUndefined();
    expect(await playerDay(owner.userId)).toMatchObject({ won: true });

    // A guest's play under way is not claimed, and the account may then play today itself.
    const unfinished = anonymous();
    await start(t, unfinished);
    const account = await register(unfinished);
    expect(await playerDay(account.userId)).toBeUndefined();
    expect((await start(t, account.headers)).statusCode).toBe(200);
  });
});

test('the read models equal a rebuild from the events (claimed plays and handed-over ones)', async () => {
  const { live, rebuilt } = await liveAndRebuilt(t.db.pool, NOW);
  expect(rebuilt).toEqual(live);
  const { rows } = await t.db.pool.query(`select count(*)::int as n from events where type = 'PlayClaimed'`);
  expect(rows[0].n).toBeGreaterThan(0);
});
