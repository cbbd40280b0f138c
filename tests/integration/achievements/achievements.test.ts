// Achievements (issue 30 item 2): earned by plays through the API, with their dates and progress, in
// both languages; pushed live to the player's own sockets; equal after a rebuild; and a new
// achievement added to the catalogue applies to every past play.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Logro } from '../../../contracts/api/achievements.ts';
import { ACHIEVEMENTS, LALIGA_2025_26, type Achievement } from '../../../machines/achievements/catalogue.ts';
import { addDays } from '../../../machines/calendar/days.ts';
import { syncAchievements } from '../../../projections/achievements/projection.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { liveAndRebuilt, readModelRows } from '../../helpers/read-models.ts';
import { DEFAULT_PASSWORD } from '../../helpers/users.ts';
import { connectWS } from '../../helpers/ws.ts';
import {
  assignDay,
  call,
  expectRefusal,
  guess,
  reveal,
  signedIn,
  start,
  wrongGuess,
  type Headers,
  type Question,
} from '../plays/play-helpers.ts';

const FIRST_DAY = '2026-05-04';
/** A Madrid time of day as the UTC instant (May: UTC+2). */
const madrid = (fecha: string, time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  const at = new Date(`${fecha}T00:00:00Z`);
  at.setUTCHours(hours - 2, minutes);
  return at;
};

let t: TestApp;
/** Questions of clubs of LaLiga 2025-26, a different club each, one per day. */
let questions: (Question & { club: string })[];

beforeAll(async () => {
  t = await buildTestApp({ now: madrid(FIRST_DAY, '12:00') });
  ({ rows: questions } = await t.db.pool.query<Question & { club: string }>(
    `select distinct on (club) id, respuesta, longitud, espacios, club from questions
      where club = any($1) and not retirada and cardinality(espacios) = 0 order by club, id`,
    [LALIGA_2025_26],
  ));
  expect(questions.length).toBeGreaterThanOrEqual(10);
  for (let day = 0; day < questions.length; day++) await assignDay(t, addDays(FIRST_DAY, day), questions[day]);
});
afterAll(async () => {
  await t.close();
});

type Play = { misses?: number; hints?: number; hard?: boolean; seconds?: number; at?: string; lose?: boolean };

/** The player's play of the day `day` days after the first: started at `at` (Madrid), ended `seconds` later. */
async function play(headers: Headers, day: number, how: Play = {}) {
  const fecha = addDays(FIRST_DAY, day);
  const q = questions[day];
  const startAt = madrid(fecha, how.at ?? '12:00');
  t.setNow(startAt);
  const started = await start(t, headers, { dificil: how.hard === true });
  expect(started.statusCode).toBe(200);
  const { id } = started.json().pregunta;
  for (let i = 0; i < (how.hints ?? 0); i++) expect((await reveal(t, headers, id)).statusCode).toBe(200);
  t.setNow(new Date(startAt.getTime() + (how.seconds ?? 40) * 1000));
  const misses = how.lose ? 5 : (how.misses ?? 0);
  for (let i = 0; i < misses; i++) await guess(t, headers, id, wrongGuess(q.respuesta));
  if (!how.lose) expect((await guess(t, headers, id, q.respuesta)).json().partida.estado).toBe('won');
}

const achievementRows = async () => {
  const { achievement_progress, achievements_earned } = await readModelRows(t.db.pool);
  return { achievement_progress, achievements_earned };
};

const logros = async (headers: Headers, language = 'es') => {
  const response = await call(t, 'GET', '/logros', { ...headers, 'accept-language': language });
  expect(response.statusCode, response.body).toBe(200);
  return new Map((response.json().logros as Logro[]).map((logro) => [logro.codigo, logro]));
};

describe('achievements earned by plays', () => {
  let ana: { headers: Headers; userId: number };

  test('given a first play won at the first attempt without hints in 20 s, then first win, perfect game and the lightning win, dated by that play', async () => {
    ana = await signedIn(t);
    await play(ana.headers, 0, { seconds: 20 });
    const got = await logros(ana.headers);
    const finishedAt = madrid(FIRST_DAY, '12:00').getTime() + 20_000;
    for (const code of ['primera_victoria', 'partida_perfecta', 'relampago']) {
      expect(got.get(code)).toMatchObject({
        conseguido: true,
        fecha: new Date(finishedAt).toISOString(),
        fecha_partida: FIRST_DAY,
        progreso: { actual: 1, objetivo: 1 },
      });
    }
    expect(got.get('primera_victoria')).toMatchObject({
      icono: '⚽',
      nombre: 'Primera victoria',
      descripcion: 'Acierta tu primera pregunta.',
    });
    expect(got.get('racha_7')).toMatchObject({ conseguido: false, fecha: null, progreso: { actual: 1, objetivo: 7 } });
    expect(got.get('toda_la_liga')?.progreso).toEqual({ actual: 1, objetivo: 20 });
    expect(got.get('ultimo_intento')?.conseguido).toBe(false);
    expect([...got.keys()]).toEqual(ACHIEVEMENTS.map((achievement) => achievement.code));
  });

  test('given six more days won in a row, one on the last attempt, one in hard mode, one with a hint, then the week’s streak on the seventh day and the others on theirs', async () => {
    await play(ana.headers, 1, { misses: 4 });
    await play(ana.headers, 2, { hard: true, seconds: 90 });
    await play(ana.headers, 3, { hints: 1 });
    for (const day of [4, 5, 6]) await play(ana.headers, day);
    const got = await logros(ana.headers);
    expect(got.get('ultimo_intento')).toMatchObject({ conseguido: true, fecha_partida: addDays(FIRST_DAY, 1) });
    expect(got.get('modo_dificil')).toMatchObject({ conseguido: true, fecha_partida: addDays(FIRST_DAY, 2) });
    expect(got.get('racha_7')).toMatchObject({ conseguido: true, fecha_partida: addDays(FIRST_DAY, 6) });
    // The hint of day 3 started the run without hints again: days 4–6.
    expect(got.get('semana_sin_pistas')).toMatchObject({ conseguido: false, progreso: { actual: 3, objetivo: 7 } });
    expect(got.get('racha_30')?.progreso).toEqual({ actual: 7, objetivo: 30 });
    expect(got.get('toda_la_liga')?.progreso).toEqual({ actual: 7, objetivo: 20 });
    expect(got.get('habitual_30')?.progreso).toEqual({ actual: 7, objetivo: 30 });
    expect(got.get('medianoche')?.conseguido).toBe(false);
  });

  test('given a loss on its day, then the streak is back to 0 and the earned one stays', async () => {
    await play(ana.headers, 7, { lose: true });
    const got = await logros(ana.headers);
    expect(got.get('racha_30')?.progreso.actual).toBe(0);
    expect(got.get('racha_7')?.conseguido).toBe(true);
    expect(got.get('habitual_30')?.progreso.actual).toBe(8);
  });

  test('given a play finished three minutes before midnight, then the midnight one; in English, its English texts', async () => {
    await play(ana.headers, 8, { at: '23:56', seconds: 60 });
    const got = await logros(ana.headers, 'en');
    expect(got.get('medianoche')).toMatchObject({
      conseguido: true,
      nombre: 'On the stroke of midnight',
      descripcion: 'Finish a game within 5 minutes of midnight (Madrid time).',
    });
    expect(got.get('relampago')?.descripcion).toBe('Get it right in 30 seconds or less.');
  });

  test('given past days replayed (their answers public in the history) and a win under the plausibility floor, then they earn nothing: only plays that count do', async () => {
    const bea = await signedIn(t);
    const today = 9;
    const now = madrid(addDays(FIRST_DAY, today), '12:00');
    for (const day of [0, 1, 2]) {
      const fecha = addDays(FIRST_DAY, day);
      t.setNow(now);
      expect((await start(t, bea.headers, { fecha })).statusCode).toBe(200);
      t.setNow(new Date(now.getTime() + 20_000));
      const won = await guess(t, bea.headers, Number(fecha.replaceAll('-', '')), questions[day].respuesta, { fecha });
      expect(won.json().partida.estado).toBe('won');
    }
    await play(bea.headers, today, { seconds: 0 });
    const got = await logros(bea.headers);
    expect([...got.values()].filter((logro) => logro.conseguido)).toEqual([]);
    expect(got.get('habitual_30')?.progreso.actual).toBe(0);
    expect(got.get('diez_victorias')?.progreso.actual).toBe(0);
    expect(got.get('toda_la_liga')?.progreso.actual).toBe(0);
  });

  test('given a quick win that ranks and earns, when an admin confirms it unfair, then it leaves the rankings and keeps its achievements (the rule at its end)', async () => {
    const cara = await signedIn(t);
    const admin = await signedIn(t, { admin: true });
    await play(cara.headers, 9, { seconds: 5 });
    const streamId = `play-${cara.userId}-${addDays(FIRST_DAY, 9)}`;
    const flagged = await t.db.pool.query('select flags, ranked from fair_play_queue where stream_id = $1', [streamId]);
    expect(flagged.rows).toEqual([{ flags: ['fast'], ranked: true }]);
    expect((await logros(cara.headers)).get('primera_victoria')?.conseguido).toBe(true);
    const verdict = await call(t, 'POST', `/admin/fair-play/${streamId}`, admin.headers, { verdict: 'confirmed' });
    expect(verdict.statusCode, verdict.body).toBe(200);
    const { rows } = await t.db.pool.query('select on_day from player_days where stream_id = $1', [streamId]);
    expect(rows).toEqual([{ on_day: false }]);
    expect((await logros(cara.headers)).get('primera_victoria')?.conseguido).toBe(true);
  });

  test('given the live read models, when rebuilt from the events, then the achievements are the same rows', async () => {
    const { live, rebuilt } = await liveAndRebuilt(t.db.pool, t.services.now());
    expect(live.achievements_earned.length).toBeGreaterThan(5);
    expect(rebuilt.achievement_progress).toEqual(live.achievement_progress);
    expect(rebuilt.achievements_earned).toEqual(live.achievements_earned);
  });

  test('given an achievement added to the catalogue, when the start syncs it, then it applies to every past play, dated by the play that earned it; taken out again, it goes', async () => {
    const before = await achievementRows();
    const added: Achievement = { code: 'dos_victorias', icon: '✌️', metric: 'wins', goal: 2 };
    expect(await syncAchievements(t.db.pool, [...ACHIEVEMENTS, added])).toBe(true);
    expect(await syncAchievements(t.db.pool, [...ACHIEVEMENTS, added])).toBe(false);
    const { rows } = await t.db.pool.query(
      "select user_id, fecha, earned_at from achievements_earned where code = 'dos_victorias'",
    );
    expect(rows).toEqual([
      {
        user_id: ana.userId,
        fecha: addDays(FIRST_DAY, 1),
        earned_at: new Date(madrid(addDays(FIRST_DAY, 1), '12:00').getTime() + 40_000),
      },
    ]);
    expect(await syncAchievements(t.db.pool)).toBe(true);
    expect(await achievementRows()).toEqual(before);
  });
});

describe('who may read and what is pushed', () => {
  test('given no session or a forged token, then 401', async () => {
    expectRefusal(await call(t, 'GET', '/logros', {}), 401, 'AUTH_REQUIRED');
    expect((await call(t, 'GET', '/logros', { authorization: 'Bearer forged' })).statusCode).toBe(401);
  });

  test('given two players with sockets, when one earns achievements, then only their sockets hear of them', async () => {
    const earner = await signedIn(t);
    const other = await signedIn(t);
    const token = (headers: Headers) => headers.authorization.replace('Bearer ', '');
    const mine = await connectWS(t.app, { token: token(earner.headers) });
    const theirs = await connectWS(t.app, { token: token(other.headers) });
    await mine.next((m) => m.type === 'hello');
    await theirs.next((m) => m.type === 'hello');
    await play(earner.headers, 0, { misses: 4, seconds: 50 });
    const pushed = await mine.next<{ type: string; logros: { codigo: string; fecha_partida: string }[] }>(
      (m) => m.type === 'achievements',
    );
    expect(pushed.logros.map((logro) => logro.codigo).sort()).toEqual(['primera_victoria', 'ultimo_intento']);
    expect(pushed.logros[0].fecha_partida).toBe(FIRST_DAY);
    await expect(theirs.next((m) => m.type === 'achievements', 700)).rejects.toThrow();
    mine.close();
    theirs.close();
  });

  test('given an account deleted, then its achievements go with it, and its export listed them before', async () => {
    const leaving = await signedIn(t);
    await play(leaving.headers, 0);
    const exported = (await call(t, 'GET', '/profile/export', leaving.headers)).json();
    expect(exported.achievements.earned.map((row: { code: string }) => row.code)).toContain('primera_victoria');
    const deleted = await call(t, 'DELETE', '/profile/delete-account', leaving.headers, {
      password: DEFAULT_PASSWORD,
      confirmacion: 'ELIMINAR MI CUENTA',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { rows } = await t.db.pool.query(
      'select (select count(*) from achievements_earned where user_id = $1)::int + (select count(*) from achievement_progress where user_id = $1)::int as n',
      [leaving.userId],
    );
    expect(rows[0].n).toBe(0);
  });
});
