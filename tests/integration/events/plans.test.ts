// The herd's statements are planned once per connection: a prepared statement whose custom plans
// look cheaper than its generic one is planned anew at every execution (for a statement of the size
// of the one with the projections, a few hundred µs of PostgreSQL's CPU each time).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { NewEvent, PlayFinished, PlayStarted } from '../../../contracts/events.ts';
import type { EventStore } from '../../../contracts/store.ts';
import { playStreamId } from '../../../contracts/streams.ts';
import { scoreWin } from '../../../machines/game/scoring.ts';
import { inlineProjections } from '../../../projections/index.ts';
import { statementName } from '../../../projections/inline.ts';
import { createPool } from '../../../server/db/pool.ts';
import { createEventStore } from '../../../server/events/store.ts';
import { summarize } from '../../../server/plays/notification.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';

let db: TestDatabase;
/** One connection: every statement below is prepared on it. */
let pool: pg.Pool;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool(db.url, () => {}, 1);
  // As the product's: only a finished play notifies.
  store = createEventStore(pool, { projections: inlineProjections, summarize });
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

const FECHA = '2026-05-10';

async function playToTheEnd(userId: number | null, preguntaId: number): Promise<void> {
  const player = userId === null ? { userId: null, anonId: randomUUID() } : { userId, anonId: null };
  const { anonId } = player;
  const streamId = playStreamId(player, FECHA);
  const started: PlayStarted = {
    type: 'PlayStarted',
    data: {
      playId: streamId,
      fecha: FECHA,
      modo: 'diaria',
      preguntaId,
      userId,
      anonId,
      structure: { longitud: 5, espacios: [] },
    },
  };
  await store.append(streamId, 0, [started]);
  const result = scoreWin({ attempts: 1, hintsUsed: 0, seconds: 30, guesses: [['correct']] });
  const finished: PlayFinished = {
    type: 'PlayFinished',
    data: {
      userId,
      anonId,
      won: true,
      seconds: 30,
      result,
      fecha: FECHA,
      modo: 'diaria',
      preguntaId,
      attempts: 1,
      hints: 0,
      ranked: true,
    },
  };
  const events: NewEvent[] = [
    { type: 'GuessSubmitted', data: { guess: 'HELLO', colors: [], correct: true } },
    finished,
  ];
  await store.append(streamId, 1, events);
}

test('given many starts and finished plays, signed in and anonymous, then each append statement is planned at most the first five times', async () => {
  const { rows: questions } = await pool.query<{ id: number }>('select id from questions order by id limit 1');
  const { rows: users } = await pool.query<{ id: number }>(
    `insert into users (username, username_key, email, password_hash)
     select 'plans' || g, 'plans' || g, 'plans' || g || '@example.com', 'x' from generate_series(1, 10) g returning id`,
  );
  for (const { id } of users) {
    await playToTheEnd(id, questions[0].id);
    await playToTheEnd(null, questions[0].id);
  }
  const { rows } = await pool.query<{ name: string; generic_plans: number; custom_plans: number }>(
    "select name, generic_plans, custom_plans from pg_prepared_statements where name like 'append-%' order by name",
  );
  // Starts go in the plain statement, finished plays (signed in or not) in the one with the projections.
  expect(rows.map((row) => row.name)).toEqual(['append-batch', statementName('append-batch', inlineProjections)]);
  for (const row of rows) {
    expect(row.custom_plans).toBeLessThanOrEqual(5);
    expect(row.generic_plans).toBeGreaterThanOrEqual(5);
  }
});
