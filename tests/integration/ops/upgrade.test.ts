// An operator upgrades in place: a database written by the first release (0.1.0, commit 5269413: its
// schema, and a day of plays, accounts, questions, a contact message and a reset request, made by
// tests/fixtures/upgrade/play-a-day.ts) is migrated by this version at start, and nothing is lost.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';
import { definitions } from '../../helpers/definitions.ts';
import { liveAndRebuilt } from '../../helpers/read-models.ts';
import { firstReleaseRows, upgradedFirstRelease } from '../../helpers/first-release.ts';

const FIXTURE_DAY = '2026-11-25';
const PASSWORD = 'Secreto123';
const fixture = firstReleaseRows;

let database: TestDatabase;
let test_: TestApp;

beforeAll(async () => {
  database = await upgradedFirstRelease('upgrade');
  test_ = await buildTestApp({ database, now: new Date(`${FIXTURE_DAY}T21:00:00Z`) });
});
afterAll(async () => {
  await test_?.close();
  await database?.drop();
});

const call = async (method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown } = {}) =>
  test_.app.inject({
    method,
    url: `/api${url}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    payload: options.body as object,
  });

const signIn = async (email: string) => {
  const response = await call('POST', '/usuarios/login', { body: { email, password: PASSWORD } });
  expect(response.statusCode, `${email} signs in`).toBe(200);
  return response.json().token as string;
};

test('given the first release migrated again, then start-up is idempotent and every migration checksum holds', async () => {
  await expect(prepareDatabase(database.pool)).resolves.toMatchObject({ applied: 0 });
});

test("given the upgraded database, then its functions, triggers, views and indexes are a fresh install's", async () => {
  const fresh = await createTestDatabase({ bank: false });
  try {
    expect(await definitions(database.pool)).toEqual(await definitions(fresh.pool));
  } finally {
    await fresh.drop();
  }
});

test('given the first release database, then every event, account, day, contact message and mail is still there', async () => {
  const { rows: events } = await database.pool.query(
    'select global_position, stream_id, stream_version, type, data from events order by global_position',
  );
  expect(events).toEqual(
    fixture.events.map(({ global_position, stream_id, stream_version, type, data }) => ({
      global_position: Number(global_position),
      stream_id,
      stream_version,
      type,
      data,
    })),
  );
  const { rows: days } = await database.pool.query(
    `select to_char(fecha, 'YYYY-MM-DD') as fecha, pregunta_id from daily_questions order by fecha`,
  );
  expect(days).toEqual(fixture.daily_questions.map(({ fecha, pregunta_id }) => ({ fecha, pregunta_id })));
  const { rows: contact } = await database.pool.query('select count(*)::int as n from contact_messages');
  expect(contact[0].n).toBe(fixture.contact_messages.length);
  for (const user of fixture.users) {
    const token = await signIn(user.email as string);
    const profile = await call('GET', '/profile', { token });
    expect(profile.json()).toMatchObject({ username: user.username, email: user.email });
  }
});

test("given the players of the first release, then their results, statistics and today's leaderboard are theirs", async () => {
  for (const user of fixture.users) {
    const token = await signIn(user.email as string);
    const played = fixture.player_days.filter((day) => day.user_id === user.id);
    const history = (await call('GET', '/partidas/historial-puntuaciones', { token })).json();
    const scores = (history.historial ?? history.puntuaciones ?? history) as { puntuacion: number }[];
    expect(scores.map((row) => row.puntuacion).sort()).toEqual(played.map((day) => day.score).sort());
    const today = await call('GET', '/partidas/verificar-juego-hoy', { token });
    expect(today.json().yaJugo).toBe(played.some((day) => day.fecha === FIXTURE_DAY));
  }
  const daily = (await call('GET', '/leaderboard/daily')).json();
  const ranked = fixture.player_days.filter(
    (day) => day.fecha === FIXTURE_DAY && day.user_id !== null && day.on_day !== false,
  );
  expect(daily.totalParticipantes).toBe(ranked.length);
});

test('given the upgraded database, then a new player plays today and ranks, and the read models equal a rebuild', async () => {
  const registered = await call('POST', '/usuarios/registro', {
    body: { username: 'nueva7', email: 'nueva@example.test', password: PASSWORD },
  });
  expect(registered.statusCode).toBe(201);
  const token = registered.json().token as string;
  const started = await call('POST', '/partidas/iniciar', { token, body: {} });
  expect(started.statusCode).toBe(200);
  const { id } = started.json().pregunta;
  const { rows } = await database.pool.query(
    'select q.respuesta from daily_questions d join questions q on q.id = d.pregunta_id where d.fecha = $1',
    [FIXTURE_DAY],
  );
  // A person takes some time to read and type (the plausibility floor).
  test_.setNow(new Date(`${FIXTURE_DAY}T21:00:30Z`));
  const won = await call('POST', `/preguntas/${id}/verificar`, { token, body: { respuesta: rows[0].respuesta } });
  expect(won.json().correcta).toBe(true);
  const daily = (await call('GET', '/leaderboard/daily', { token })).json();
  expect(daily.ranking.map((entry: { username: string }) => entry.username)).toContain('nueva7');
  const { live, rebuilt } = await liveAndRebuilt(database.pool, new Date(`${FIXTURE_DAY}T21:00:00Z`));
  expect(rebuilt).toEqual(live);
});
