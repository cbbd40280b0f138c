// Rebuilds every read model from the events table (npm run projections:rebuild, and the admin action).
import type pg from 'pg';
import type { RebuildProgress, RebuildResult } from '../../contracts/api/admin.ts';
import { madridDay } from '../days/index.ts';
import { createUpcaster } from '../../machines/game/play-events.ts';
import { inlineProjections } from '../../projections/index.ts';
import { projected, projectEvents, type InlineProjection } from '../../projections/inline.ts';
import { leaderboardsProjection, rebuildLeaderboards } from '../../projections/leaderboards/projection.ts';
import { achievementsProjection, rebuildAchievements } from '../../projections/achievements/projection.ts';
import { rebuildCup } from '../../projections/cup/queries.ts';
import { withUntimedTransaction } from '../db/index.ts';
import { EVENT_COLUMNS, toEvent, type EventRow } from './store.ts';

/** The tables the events are replayed into, emptied first. Add a projection's table here. */
const REPLAYED_TABLES = ['daily_questions', 'player_days', 'day_crowd', 'day_crowd_scores', 'fair_play_queue'];

/** Projections rebuilt from the replayed tables (player_days) rather than event by event. */
const SET_WISE = new Map<InlineProjection, (tx: pg.ClientBase, today: string) => Promise<void>>([
  [leaderboardsProjection, rebuildLeaderboards],
  [achievementsProjection, (tx) => rebuildAchievements(tx)],
]);

/** Every table a rebuild writes, in the order an append writes them (the projections' order). */
const LOCKED_TABLES = [
  'daily_questions',
  'player_days',
  'leaderboard_windows',
  'leaderboard_counts',
  'leaderboard_prepared',
  'ranking_general',
  'day_crowd',
  'day_crowd_scores',
  'fair_play_queue',
  'achievement_progress',
  'achievements_earned',
  'achievements_catalogue',
  'cup_weeks',
  'cup_podium',
];

const PAGE = 2000;

/**
 * Empties every projection and replays all events through the inline projections, in one
 * transaction: readers see the old rows until it commits, appends wait for it (they write the same
 * tables). Each page of the log goes through the same statement writes an append carries.
 */
export async function rebuildProjections(
  pool: pg.Pool,
  options: { now?: Date; onProgress?: (progress: RebuildProgress) => void } = {},
): Promise<RebuildResult> {
  const started = performance.now();
  const report = options.onProgress ?? (() => {});
  const today = madridDay(options.now ?? new Date());
  const replayed = inlineProjections.filter((projection) => !SET_WISE.has(projection));
  return withUntimedTransaction(pool, async (tx) => {
    await tx.query(`lock table ${LOCKED_TABLES.join(', ')} in exclusive mode`);
    for (const table of REPLAYED_TABLES) await tx.query(`delete from ${table}`);
    const { rows: counted } = await tx.query<{ total: number }>('select count(*)::int as total from events');
    const total = counted[0].total;
    report({ step: 'events', done: 0, total });
    let processed = 0;
    // Older events are read as the current types, as the live path writes them now.
    const upcast = createUpcaster(madridDay);
    for (let after = 0; ; ) {
      const { rows } = await tx.query<EventRow>(
        `select ${EVENT_COLUMNS} from events where global_position > $1 order by global_position limit ${PAGE}`,
        [after],
      );
      if (rows.length === 0) break;
      await projectEvents(
        tx,
        replayed,
        rows.map((row) => projected(upcast(toEvent(row)))),
      );
      processed += rows.length;
      after = rows[rows.length - 1].global_position;
      report({ step: 'events', done: processed, total });
    }
    report({ step: 'leaderboards', done: processed, total });
    for (const rebuild of SET_WISE.values()) await rebuild(tx, today);
    // The weekly cup's rounds are read from player_days; its hall of fame is closed again from them.
    await rebuildCup(tx, today);
    const filas: Record<string, number> = {};
    for (const table of LOCKED_TABLES) {
      const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      filas[table] = rows[0].n;
    }
    report({ step: 'done', done: processed, total });
    return { events: processed, seconds: Math.round((performance.now() - started) / 100) / 10, filas };
  });
}
