import type pg from 'pg';
import { rebuildProjections } from '../../server/events/rebuild.ts';

/**
 * Every read model the events feed (not leaderboard_prepared: it notes which window ends were
 * prepared, and a rebuild prepares tomorrow's too, whether or not the nightly job has run).
 */
export const READ_MODELS = [
  'player_days',
  'daily_questions',
  'leaderboard_windows',
  'leaderboard_counts',
  'ranking_general',
  'day_crowd',
  'day_crowd_scores',
  'fair_play_queue',
  'achievement_progress',
  'achievements_earned',
  'cup_weeks',
  'cup_podium',
];

// What a read of the counts sees: a band's players summed over its shards (which shard a play counted
// in is an accident of when it landed), and a band that players left is as good as none.
const COUNTS = `select fecha, periodo, tramo, sum(jugadores)::int as jugadores from leaderboard_counts
  group by fecha, periodo, tramo having sum(jugadores) <> 0`;

/** The rows of every read model, each table's rows as sorted JSON lines. */
export async function readModelRows(pool: pg.Pool): Promise<Record<string, string[]>> {
  const rows = async (table: string) =>
    (await pool.query(table === 'leaderboard_counts' ? COUNTS : `select * from ${table}`)).rows
      .map((row) => JSON.stringify(row))
      .sort();
  return Object.fromEntries(await Promise.all(READ_MODELS.map(async (table) => [table, await rows(table)] as const)));
}

/** The read models as they are, then as a rebuild from the events leaves them. */
export async function liveAndRebuilt(pool: pg.Pool, now?: Date) {
  const live = await readModelRows(pool);
  await rebuildProjections(pool, { now });
  return { live, rebuilt: await readModelRows(pool) };
}
