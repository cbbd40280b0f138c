// Achievements (machines/achievements/catalogue.ts) kept from the finished plays: each signed-in
// player's figures in achievement_progress, and what they earned, when and by which play, in
// achievements_earned. Both are written by the statement that appends the PlayFinished (fixed SQL
// over `finished_plays`, like every inline projection), and rebuilt by sending every stored play
// through that same SQL again, one play per player per statement, in the order each played them.
//
// Only plays that count earn anything: the rule that ranks a play and keeps the profile's streak
// (PlayFinished.ranked: a signed-in player's daily play finished on its own day, not under the
// plausibility floor, not after the same browser's anonymous play). A past day's answer is public in
// the question history, so replaying it proves nothing, and a guest's claimed play never counted.
// The rule is the one at the play's end: an admin's later fair-play verdict moves the rankings, not
// achievements (a rebuild reads each play's own PlayFinished, so it equals the live rows).
import type pg from 'pg';
import {
  ACHIEVEMENTS,
  COUNTS,
  FAST_WIN_SECONDS,
  LAST_ATTEMPT,
  MIDNIGHT_MINUTES,
  RUNS,
  type Achievement,
  type CountMetric,
  type RunMetric,
} from '../../machines/achievements/catalogue.ts';
import { FINISHED_PLAYS, projectingStatement, type InlineProjection } from '../inline.ts';

export const ACHIEVEMENT_TABLES = ['achievement_progress', 'achievements_earned'] as const;

/** What each play adds to a count (of the play `a`, a row of ach_plays). */
const COUNTED: Record<CountMetric, string> = {
  plays: 'true',
  wins: 'a.won',
  perfect: 'a.won and a.attempts = 1 and a.hints = 0',
  lastAttempt: `a.won and a.attempts = ${LAST_ATTEMPT}`,
  fast: `a.won and a.seconds <= ${FAST_WIN_SECONDS}`,
  threeStars: 'a.stars = 3',
  hardWins: 'a.won and a.hard_mode',
  midnight: `a.madrid_time >= time '24:00' - interval '${MIDNIGHT_MINUTES} minutes' or a.madrid_time < time '00:${String(MIDNIGHT_MINUTES).padStart(2, '0')}'`,
};

/** Which play that counts carries a run on (any other that counts ends it). */
const RUN_KEEPS: Record<RunMetric, string> = {
  winStreak: 'a.won',
  noHintStreak: 'a.won and a.hints = 0',
};

const counts = Object.keys(COUNTS) as CountMetric[];
const runs = Object.keys(RUNS) as RunMetric[];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** An achievement's figure in a row of achievement_progress (`row`: `old` or `new` of an upsert). */
function figure(achievement: Achievement, row: 'old' | 'new'): string {
  if (achievement.metric === 'clubs') {
    const clubs = `array[${achievement.clubs.map(literal).join(', ')}]::text[]`;
    return `(select count(*) from unnest(${row}.clubs) c where c = any(${clubs}))`;
  }
  const column =
    achievement.metric in RUNS ? RUNS[achievement.metric as RunMetric] : COUNTS[achievement.metric as CountMetric];
  return `${row}.${column}`;
}

/** The writes of the statement that appends finished plays, for a catalogue of achievements. */
function achievementWrites(catalogue: readonly Achievement[]): string[] {
  const crossed = catalogue.map(
    (achievement) =>
      `(${literal(achievement.code)}, f.new_${achievement.code} >= ${achievement.goal} and coalesce(f.old_${achievement.code}, 0) < ${achievement.goal})`,
  );
  const figures = catalogue.flatMap((achievement) => [
    `${figure(achievement, 'old')} as old_${achievement.code}`,
    `${figure(achievement, 'new')} as new_${achievement.code}`,
  ]);
  return [
    `ach_plays as (
      select f.user_id, f.stream_id, f.fecha, f.occurred_at, f.won, f.attempts, f.hints, f.seconds, f.stars, f.hard_mode,
             (f.occurred_at at time zone 'Europe/Madrid')::time as madrid_time,
             case when f.won then (select q.club from questions q where q.id = f.pregunta_id) end as club
        from ${FINISHED_PLAYS} f
       where f.user_id is not null and f.ranked)`,
    `ach_figures as (
      insert into achievement_progress as p (user_id, ${counts.map((m) => COUNTS[m]).join(', ')}, ${runs
        .flatMap((m) => [RUNS[m], `${RUNS[m]}_day`])
        .join(', ')}, clubs)
      select a.user_id, ${counts.map((m) => `(${COUNTED[m]})::int`).join(', ')}, ${runs
        .flatMap((m) => [`(${RUN_KEEPS[m]})::int`, 'a.fecha'])
        .join(', ')}, case when a.club is null then '{}' else array[a.club] end
        from ach_plays a
       order by a.user_id
      on conflict (user_id) do update set
        ${counts.map((m) => `${COUNTS[m]} = p.${COUNTS[m]} + excluded.${COUNTS[m]}`).join(', ')},
        ${runs
          .flatMap((m) => {
            const run = RUNS[m];
            return [
              `${run} = case when excluded.${run} = 0 then 0
                             when p.${run}_day = excluded.${run}_day - 1 then p.${run} + 1 else 1 end`,
              `${run}_day = excluded.${run}_day`,
            ];
          })
          .join(', ')},
        clubs = case when excluded.clubs <@ p.clubs then p.clubs else p.clubs || excluded.clubs end
      returning new.user_id${figures.length > 0 ? `, ${figures.join(', ')}` : ''})`,
    `ach_earned as (
      insert into achievements_earned (user_id, code, earned_at, stream_id, fecha)
      select f.user_id, c.code, a.occurred_at, a.stream_id, a.fecha
        from ach_figures f
        join ach_plays a on a.user_id = f.user_id
       cross join lateral (values ${crossed.join(', ')}) c(code, crossed)
       where c.crossed
       order by 1, 2
      on conflict (user_id, code) do nothing)`,
  ];
}

/** The projection of a catalogue (the product's own by default). */
export function achievementsProjectionOf(catalogue: readonly Achievement[]): InlineProjection {
  return { name: 'achievements', handles: ['PlayFinished'], writes: { ctes: achievementWrites(catalogue), reads: [] } };
}

export const achievementsProjection = achievementsProjectionOf(ACHIEVEMENTS);

/**
 * What makes the projection's rows: the catalogue's codes, figures and goals (never its icons or
 * texts), and which plays count (rows made when every finished play did are rebuilt at the start).
 */
export const catalogueRules = (catalogue: readonly Achievement[]) =>
  JSON.stringify({ plays: 'ranked', rules: catalogue.map(({ icon: _icon, ...rule }) => rule) });

/**
 * Every stored play sent again through the projection's SQL (inside the caller's transaction, the
 * tables locked): round n carries every player's n-th finished play, as player_days holds them, in
 * the order they finished, so a player's figures grow play by play as they did live.
 */
export async function rebuildAchievements(
  tx: pg.ClientBase,
  catalogue: readonly Achievement[] = ACHIEVEMENTS,
): Promise<void> {
  for (const table of ACHIEVEMENT_TABLES) await tx.query(`delete from ${table}`);
  await tx.query(`create temp table achievement_replay on commit drop as
    select stream_id, 'PlayFinished' as type, finished_at as occurred_at,
           jsonb_build_object('userId', user_id, 'anonId', anon_id, 'fecha', fecha, 'modo', modo, 'preguntaId', pregunta_id,
                              'won', won, 'attempts', attempts, 'hints', hints, 'seconds', seconds, 'ranked', ranked_at_end,
                              'hardMode', hard_mode, 'result', jsonb_build_object('totalScore', score, 'stars', stars)) as data,
           row_number() over (partition by user_id order by finished_at, stream_id)::int as round
      from player_days pd
     cross join lateral (
       -- Whether the play counted when it ended (a verdict since changes on_day, not this); a play
       -- stored before fair play had no flag, and only a verdict could make on_day differ from it.
       select coalesce((e.data->>'ranked')::boolean, pd.on_day) as ranked_at_end
         from events e where e.stream_id = pd.stream_id and e.type = 'PlayFinished' limit 1) e
     where pd.user_id is not null`);
  await tx.query('create index on achievement_replay (round)');
  const text = projectingStatement(
    [achievementsProjectionOf(catalogue)],
    [
      'source as (select stream_id, type, data, occurred_at, 0::bigint as position from achievement_replay where round = $1)',
    ],
    'count(*)::int as plays',
    'source',
  );
  for (let round = 1; ; round++) {
    const { rows } = await tx.query<{ plays: number }>(text, [round]);
    if (rows[0].plays === 0) break;
  }
  await tx.query('drop table achievement_replay');
  await tx.query(
    `insert into achievements_catalogue (id, rules) values (true, $1)
     on conflict (id) do update set rules = excluded.rules`,
    [catalogueRules(catalogue)],
  );
}

/**
 * At start-up: when the catalogue is not the one the rows were made with (an achievement added,
 * or the first start with achievements), rebuilds them from every stored play, so a new
 * achievement applies to every past play. One instance does it; the others wait for it.
 */
export async function syncAchievements(
  pool: pg.Pool,
  catalogue: readonly Achievement[] = ACHIEVEMENTS,
): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local statement_timeout = 0');
    await client.query(`lock table achievements_catalogue, ${ACHIEVEMENT_TABLES.join(', ')} in exclusive mode`);
    const { rows } = await client.query<{ rules: string }>('select rules from achievements_catalogue');
    const current = rows[0]?.rules === catalogueRules(catalogue);
    if (!current) await rebuildAchievements(client, catalogue);
    await client.query('commit');
    return !current;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
