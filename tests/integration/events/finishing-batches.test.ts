// Finished plays share their statements at midnight (group commit with the projections inside): what
// many of them leave, landing together on two instances, must be exactly what a rebuild from their
// events computes, and they must share statements without ever waiting on each other in a cycle.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { NewEvent, PlayFinished, PlayStarted } from '../../../contracts/events.ts';
import type { EventStore } from '../../../contracts/store.ts';
import { playStreamId } from '../../../contracts/streams.ts';
import { scoreLoss, scoreWin } from '../../../machines/game/scoring.ts';
import { inlineProjections } from '../../../projections/index.ts';
import { createPool } from '../../../server/db/pool.ts';
import { BATCHES_IN_FLIGHT } from '../../../server/events/batch.ts';
import { createEventStore } from '../../../server/events/store.ts';
import { maintainWindows } from '../../../server/leaderboards/service.ts';
import { summarize } from '../../../server/plays/notification.ts';
import { createTestDatabase, watchedPool, type TestDatabase } from '../../helpers/db.ts';
import { liveAndRebuilt } from '../../helpers/read-models.ts';

const TODAY = '2026-05-10';
const YESTERDAY = '2026-05-09';

let db: TestDatabase;
let otherPool: pg.Pool;
/** The append statements each instance sent. */
const statements = [0, 0];

/** A pool that counts the append statements it sends. */
const counting = (pool: pg.Pool, instance: number) =>
  watchedPool(pool, ({ name }) => {
    if (name?.startsWith('append-batch')) statements[instance] += 1;
  });

beforeAll(async () => {
  db = await createTestDatabase();
  otherPool = createPool(db.url, () => {});
});
afterAll(async () => {
  await otherPool.end();
  await db.drop();
});

type Play = { streamId: string; userId: number | null; anonId: string | null; fecha: string };

const startOf = (play: Play): PlayStarted => ({
  type: 'PlayStarted',
  data: {
    playId: play.streamId,
    fecha: play.fecha,
    modo: 'diaria',
    preguntaId: 1,
    userId: play.userId,
    anonId: play.anonId,
    structure: { longitud: 5, espacios: [] },
  },
});

/** The guess that ends a play and its PlayFinished (every fifth one a loss), all ranking on their day. */
function endOf(play: Play, i: number, at: string): NewEvent[] {
  const won = i % 5 !== 0;
  const attempts = won ? 1 + (i % 4) : 5;
  const seconds = 20 + i;
  const result = won
    ? scoreWin({ attempts, hintsUsed: i % 3, seconds, guesses: [['correct']] })
    : scoreLoss({ hintsUsed: i % 3, seconds });
  const finished: PlayFinished = {
    type: 'PlayFinished',
    data: {
      userId: play.userId,
      anonId: play.anonId,
      won,
      seconds,
      result,
      fecha: play.fecha,
      modo: 'diaria',
      preguntaId: 1,
      attempts,
      hints: i % 3,
      ranked: true,
    },
  };
  return [
    { type: 'GuessSubmitted', data: { guess: 'HELLO', colors: [], correct: won }, metadata: { at } },
    { ...finished, metadata: { at } },
  ];
}

test('given 60 plays of signed-in and anonymous players finishing at once on two instances, one player on both sides of midnight, then they share statements and leave what a rebuild computes', async () => {
  const stores: EventStore[] = [db.pool, otherPool].map((pool, instance) =>
    createEventStore(counting(pool, instance), { projections: inlineProjections, summarize }),
  );
  // Yesterday's windows and today's prepared for everyone, as the nightly job left them.
  await maintainWindows(db.pool, YESTERDAY);
  const { rows: users } = await db.pool.query<{ id: number }>(
    `insert into users (username, username_key, email, password_hash)
     select 'batch' || g, 'batch' || g, 'batch' || g || '@example.com', 'x' from generate_series(1, 40) g returning id`,
  );
  const plays: Play[] = [
    ...users.map(({ id }) => ({ userId: id, anonId: null, fecha: TODAY })),
    ...Array.from({ length: 19 }, () => ({ userId: null, anonId: randomUUID(), fecha: TODAY })),
  ].map((play) => ({ ...play, streamId: playStreamId(play, play.fecha) }));
  // A player's play of yesterday, ending a moment before midnight in Madrid, heard just before their
  // play of today ends: on the same instance (even places) and in the same statement (each
  // instance's first appends go alone, the rest gather behind them).
  const midnight = users[11].id;
  plays.splice(10, 0, {
    userId: midnight,
    anonId: null,
    fecha: YESTERDAY,
    streamId: playStreamId({ userId: midnight, anonId: null }, YESTERDAY),
  });
  expect(plays.findIndex((play) => play.userId === midnight && play.fecha === TODAY)).toBe(12);
  await Promise.all(
    plays.map((play, i) =>
      stores[i % 2].append(play.streamId, 0, [{ ...startOf(play), metadata: { at: `${play.fecha}T20:00:00Z` } }]),
    ),
  );

  statements.fill(0);
  const ends = await Promise.allSettled(
    plays.map((play, i) =>
      stores[i % 2].append(
        play.streamId,
        1,
        endOf(play, i, play.fecha === YESTERDAY ? `${YESTERDAY}T21:59:59Z` : `${TODAY}T00:00:01Z`),
      ),
    ),
  );
  expect(ends.filter((end) => end.status === 'rejected')).toEqual([]);
  // Thirty finishing plays an instance: the first ones alone, the rest in one statement; the statement
  // PostgreSQL refused (the player on both sides of midnight would write one window row twice) has
  // its appends go one by one.
  expect(statements).toEqual([BATCHES_IN_FLIGHT + 1 + (30 - BATCHES_IN_FLIGHT), BATCHES_IN_FLIGHT + 1]);
  expect((await db.pool.query('select count(*)::int as n from player_days')).rows[0].n).toBe(60);
  const general = await db.pool.query('select partidas from ranking_general where user_id = $1', [midnight]);
  expect(general.rows).toEqual([{ partidas: 2 }]);

  // What the nightly job of today leaves, then the rebuild of the same.
  await maintainWindows(db.pool, TODAY);
  const { live, rebuilt } = await liveAndRebuilt(db.pool, new Date(`${TODAY}T10:00:00Z`));
  expect(rebuilt).toEqual(live);
});
