// npm run bench:leaderboard — seeds 100,000 players × 30 days into a throwaway embedded PostgreSQL
// and prints p50 / p95 of each leaderboard read, of the user-position read and of the inline
// projection work a finished play adds, then the time of the nightly job. Not a test: figures for the README.
// BENCH_PLAYERS (100000), BENCH_EXPLAIN=1 (the plan of the costliest position of each period, and where a
// ranked play's statement spends its time: each write's time, buffers found in PostgreSQL's cache or
// read from the system's, WAL records).
// The ranked play's figure (issue 31: the extra a ranked play adds to its statement) is each run's ranked
// statement less the same statement for an unranked play run just after it, over 1,000 runs.
// BENCH_PG_SETTINGS="shared_buffers=2GB …" runs PostgreSQL with an operator's settings; BENCH_PREWARM=1
// reads the rankings' tables into shared_buffers first (pg_prewarm), as a day of plays leaves them.
// BENCH_DATA_DIR=<dir> keeps the seeded database there: a later run with the same players on the same
// Madrid day measures without seeding again (seed while the machine is busy, measure when it is idle);
// such a run skips the nightly job, which would move the windows the next run reads.
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '../machines/calendar/days.ts';
import { madridDay } from '../server/days/clock.ts';
import { startEmbeddedPostgres } from '../server/db/embedded.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { createPool, withTransaction } from '../server/db/pool.ts';
import { PERIODOS } from '../contracts/api/leaderboards.ts';
import {
  addRankedPlay,
  finishedPlayEvent,
  leaderboardsProjection,
  rebuildLeaderboards,
} from '../projections/leaderboards/projection.ts';
import { projectEvents } from '../projections/inline.ts';
import { maintainWindows } from '../server/leaderboards/service.ts';
import { readGroupRankings, readPosition, readRanking } from '../projections/leaderboards/read.ts';
import { membersFor } from '../server/leagues/leagues.ts';
import { LEAGUE_MEMBERS_MAX } from '../machines/leagues/rules.ts';
import { ignoreShutdown, percentiles } from './support.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const DAYS = 30;
const RUNS = 200;
/** A play's p95 is the figure with a goal at 1 ms: more runs than a read's (three statements a run, ~1 ms each). */
const PLAY_RUNS = 1000;

const keptDir = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : null;
const dir = keptDir ?? (await mkdtemp(path.join(tmpdir(), 'trivia-bench-')));
/** BENCH_PG_SETTINGS="shared_buffers=2GB …": an operator's PostgreSQL settings for this run. */
const settingFlags = (process.env.BENCH_PG_SETTINGS ?? '')
  .split(/\s+/)
  .filter(Boolean)
  .flatMap((pair) => ['-c', pair]);
const db = await startEmbeddedPostgres({
  dataDir: path.join(dir, 'pg'),
  database: 'bench',
  fast: true,
  flags: settingFlags,
});
const pool = createPool(db.url, ignoreShutdown);

/** Seeding statements run for minutes at a million players: past the pool's statement timeout. */
async function untimed(text: string, values: unknown[] = []) {
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query(text, values);
  } finally {
    await client.query('reset statement_timeout');
    client.release();
  }
}

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await fn();
  console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** Times each run of fn, or takes the time fn returns (the part of a run it measures itself). */
async function measure(label: string, fn: (run: number, warmUp: boolean) => Promise<unknown>, runs = RUNS) {
  for (let run = 0; run < 10; run += 1) await fn(run, true);
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const own = await fn(run, false);
    samples.push(typeof own === 'number' ? own : performance.now() - start);
  }
  console.log(`${label.padEnd(34)} ${percentiles(samples)}`);
}

/**
 * BENCH_EXPLAIN=1: where a position's time goes, for the player it costs most (the last of the
 * fullest band): the bands' sizes and EXPLAIN (ANALYZE, BUFFERS) of the read the route runs.
 */
async function explainWorstPositions(today: string) {
  for (const periodo of PERIODOS) {
    const { rows: bands } = await pool.query<{ tramo: number; n: number; bands: number }>(
      `select tramo, sum(jugadores)::int as n, count(*) over ()::int as bands from leaderboard_counts
        where fecha = $1 and periodo = $2 group by tramo order by 2 desc limit 1`,
      [today, periodo],
    );
    const worst =
      periodo === 'diario'
        ? `select user_id from player_days where fecha = $1 and on_day and user_id is not null and daily_band(score, seconds) = $2
            order by score, seconds desc, finished_at desc, user_id desc limit 1`
        : `select user_id from leaderboard_windows where fecha_fin = $1 and periodo = '${periodo}' and tramo = $2
            order by score_ponderado, partidas, tiempo_promedio desc, user_id desc limit 1`;
    const { rows } = await pool.query<{ user_id: number }>(worst, [today, bands[0].tramo]);
    let captured: { text: string; values: unknown[] } | null = null;
    const capture = {
      query: async (text: string, values: unknown[]) => {
        captured = { text, values };
        return { rows: [] };
      },
    };
    await readPosition(capture as never, periodo, today, rows[0].user_id);
    const { text, values } = captured as unknown as { text: string; values: unknown[] };
    const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${text}`, values);
    console.log(
      `\n${periodo}: ${bands[0].bands} bands, the fullest (${bands[0].tramo}) holds ${bands[0].n.toLocaleString('en')} players; its last:`,
    );
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  }
}

type PlanNode = {
  'Node Type': string;
  'Subplan Name'?: string;
  'Actual Total Time': number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  'WAL Records': number;
  Plans?: PlanNode[];
};

/** A CTE's own time: its total less the time of the CTEs it reads (their first scan runs them). */
function ownTime(node: PlanNode): number {
  const scans = (n: PlanNode): number =>
    (n.Plans ?? []).reduce(
      (sum, child) => sum + (child['Node Type'] === 'CTE Scan' ? child['Actual Total Time'] : scans(child)),
      0,
    );
  return node['Actual Total Time'] - scans(node);
}

/**
 * BENCH_EXPLAIN=1: a ranked play's statement, planned and run (EXPLAIN ANALYZE, rolled back) for a few
 * players: each write (CTE) with its own time (less the CTEs it reads), the buffers it found (the CTEs
 * it reads included) in shared_buffers
 * or read from the system's cache, and its WAL records; then the statement's planning and execution
 * time and its triggers.
 */
async function explainRankedPlay(today: string, users: number[]) {
  const play = (userId: number) => ({ userId, fecha: today, score: 800, seconds: 60, won: true });
  let captured: { text: string; values: unknown[] } | null = null;
  const capture = {
    query: async (query: { text: string; values: unknown[] }) => {
      captured = query;
      return { rows: [] };
    },
  };
  const client = await pool.connect();
  try {
    for (const userId of users) {
      await addRankedPlay(capture as never, play(userId));
      const { text, values } = captured as unknown as { text: string; values: unknown[] };
      await client.query('begin');
      const { rows } = await client.query<{
        'QUERY PLAN': [
          {
            Plan: PlanNode;
            'Planning Time': number;
            'Execution Time': number;
            Triggers: { 'Trigger Name': string; Time: number }[];
          },
        ];
      }>(`explain (analyze, buffers, wal, format json) ${text}`, values);
      await client.query('rollback');
      const [plan] = rows[0]['QUERY PLAN'];
      console.log(
        `\na ranked play's statement, player ${userId}: planned in ${plan['Planning Time'].toFixed(2)} ms, ran in ${plan['Execution Time'].toFixed(2)} ms`,
      );
      const ctes = (plan.Plan.Plans ?? []).filter((node) => node['Subplan Name']?.startsWith('CTE '));
      for (const node of ctes)
        console.log(
          `  ${node['Subplan Name']!.slice(4).padEnd(14)} ${ownTime(node).toFixed(3).padStart(7)} ms  buffers ${String(node['Shared Hit Blocks']).padStart(3)} hit ${String(node['Shared Read Blocks']).padStart(3)} read  WAL ${node['WAL Records']} records`,
        );
      for (const trigger of plan.Triggers ?? [])
        console.log(`  trigger ${trigger['Trigger Name']}: ${trigger.Time.toFixed(3)} ms`);
    }
  } finally {
    client.release();
  }
}

/**
 * BENCH_PREWARM=1: the rankings' tables and indexes read into shared_buffers (pg_prewarm), as a day of
 * plays leaves them when shared_buffers holds them: every player's rows are written once a day.
 */
async function prewarmRankings() {
  await pool.query('create extension if not exists pg_prewarm');
  await pool.query(
    `select sum(pg_prewarm(c.oid))::int from pg_class c
      where c.relname in ('leaderboard_windows', 'leaderboard_counts', 'ranking_general')
         or c.oid in (select indexrelid from pg_index
                       where indrelid in ('leaderboard_windows'::regclass, 'leaderboard_counts'::regclass, 'ranking_general'::regclass))`,
  );
}

async function seed(today: string) {
  console.log(
    `seeding ${PLAYERS.toLocaleString('en')} players × ${DAYS} days (${(PLAYERS * DAYS).toLocaleString('en')} plays), today ${today}`,
  );
  await timed('users', () =>
    untimed(
      `insert into users (username, username_key, email, password_hash)
     select 'player' || g, 'player' || g, 'player' || g || '@bench.test', 'x' from generate_series(1, $1) g`,
      [PLAYERS],
    ),
  );
  // Bulk load without player_days' indexes (rebuilt afterwards, as a restore would): every player
  // plays every day, scores spread like real ones (many ties, some losses at 0).
  const { rows: constraints } = await pool.query<{ name: string; def: string }>(
    `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'player_days'::regclass and contype in ('p', 'u')`,
  );
  const { rows: indexes } = await pool.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes where tablename = 'player_days' and indexname not in (select conname from pg_constraint)`,
  );
  // The band trigger stays off too: the leaderboards' rebuild below counts every band.
  await timed('player_days', () =>
    withTransaction(pool, async (tx) => {
      await tx.query(`set local maintenance_work_mem = '256MB'`);
      await tx.query('set local statement_timeout = 0');
      await tx.query('alter table player_days disable trigger player_days_counts_insert');
      for (const c of constraints) await tx.query(`alter table player_days drop constraint ${c.name}`);
      for (const index of indexes) await tx.query(`drop index ${index.name}`);
      await tx.query(
        `insert into player_days (stream_id, user_id, fecha, modo, pregunta_id, won, score, stars, attempts, hints, seconds, on_day, finished_at)
       select 'play-' || u.id || '-' || d.fecha, u.id, d.fecha, 'diaria', 1, s.score > 0, s.score,
              case when s.score >= 1200 then 3 when s.score >= 800 then 2 when s.score >= 400 then 1 else 0 end,
              1 + (u.id + d.n) % 5, (u.id * 7 + d.n) % 4, s.seconds, true,
              (d.fecha::timestamp + make_interval(secs => 60 + (u.id * 13 + d.n * 7) % 80000)) at time zone 'Europe/Madrid'
         from users u
        cross join lateral (select n, ($1::date - n) as fecha from generate_series(0, $2 - 1) n) d
        cross join lateral (select case when (u.id * 31 + d.n * 17) % 9 = 0 then 0 else 200 + (u.id::bigint * 7919 + d.n * 104729) % 1300 end as score,
                                   10 + (u.id * 37 + d.n * 11) % 400 as seconds) s`,
        [today, DAYS],
      );
      for (const c of constraints) await tx.query(`alter table player_days add constraint ${c.name} ${c.def}`);
      for (const index of indexes) await tx.query(index.def);
      await tx.query('alter table player_days enable trigger player_days_counts_insert');
    }),
  );
  await timed('leaderboards (rebuild: bands, windows ending today and tomorrow, general)', () =>
    withTransaction(pool, async (tx) => {
      await tx.query('set local statement_timeout = 0');
      await rebuildLeaderboards(tx, today);
    }),
  );
  // Private leagues: every player in one league of the most members a league may have.
  await timed('leagues', async () => {
    await untimed(
      `insert into leagues (nombre, codigo, owner_id)
       select 'Liga ' || g, upper(substr(md5(g::text), 1, 8)), (g - 1) * $2::int + 1 from generate_series(1, $1::int / $2::int) g`,
      [PLAYERS, LEAGUE_MEMBERS_MAX],
    );
    await untimed(
      'insert into league_members (league_id, user_id) select 1 + (id - 1) / $2::int, id from users where id <= $1::int / $2::int * $2::int',
      [PLAYERS, LEAGUE_MEMBERS_MAX],
    );
  });
  await timed('vacuum analyze', () => untimed('vacuum analyze'));
}

try {
  const today = madridDay(new Date());
  await prepareDatabase(pool);
  const seeded = path.join(dir, `seeded-${PLAYERS}-${today}`);
  const reused =
    keptDir !== null &&
    (await access(seeded).then(
      () => true,
      () => false,
    ));
  if (reused) console.log(`reusing ${PLAYERS.toLocaleString('en')} players × ${DAYS} days seeded in ${dir} (${today})`);
  else {
    const { rows: users } = await pool.query<{ n: number }>('select count(*)::int as n from users');
    if (users[0].n > 0) throw new Error(`${dir} holds another seed (other players or another day): remove it`);
    await seed(today);
    if (keptDir) await writeFile(seeded, new Date().toISOString());
  }
  const { rows } = await pool.query<{ periodo: string; n: number }>(
    'select periodo, count(*)::int as n from leaderboard_windows group by periodo order by periodo',
  );
  console.log(`window rows: ${rows.map((row) => `${row.periodo} ${row.n.toLocaleString('en')}`).join(', ')}`);
  // The tables' size on disk, indexes included: what a million players cost the database.
  const { rows: sizes } = await pool.query<{ name: string; size: string }>(
    `select relname as name, pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class
      where relname in ('users', 'player_days', 'leaderboard_windows', 'leaderboard_counts', 'ranking_general', 'league_members')
      order by pg_total_relation_size(oid) desc`,
  );
  const { rows: total } = await pool.query<{ size: string }>(
    'select pg_size_pretty(pg_database_size(current_database())) as size',
  );
  console.log(`sizes: ${sizes.map((row) => `${row.name} ${row.size}`).join(', ')}; database ${total[0].size}`);
  const { rows: settings } = await pool.query<{ name: string; setting: string }>(
    "select name, current_setting(name) as setting from pg_settings where name in ('shared_buffers', 'io_method') order by name",
  );
  console.log(`PostgreSQL: ${settings.map((row) => `${row.name} ${row.setting}`).join(', ')}\n`);
  if (process.env.BENCH_PREWARM) await timed("prewarmed the rankings' tables", prewarmRankings);

  const randomUser = (run: number) => 1 + ((run * 2_654_435_761) % PLAYERS);
  if (process.env.BENCH_EXPLAIN) await explainWorstPositions(today);
  for (const periodo of PERIODOS) {
    await measure(`${periodo}: top 30 + participants`, () => readRanking(pool, periodo, today));
    await measure(`${periodo}: user position`, (run) => readPosition(pool, periodo, today, randomUser(run)));
  }
  // A league's table as its route reads it: the members (checking the caller is one), then their rows.
  const leagues = Math.floor(PLAYERS / LEAGUE_MEMBERS_MAX);
  for (const periodo of PERIODOS) {
    await measure(`${periodo}: league table (${LEAGUE_MEMBERS_MAX} members)`, async (run) => {
      const leagueId = 1 + ((run * 2_654_435_761) % leagues);
      const userId = (leagueId - 1) * LEAGUE_MEMBERS_MAX + 1 + (run % LEAGUE_MEMBERS_MAX);
      const { members } = await membersFor(pool, userId, leagueId);
      const groupMembers = members.map((member) => ({ groupId: leagueId, userId: member }));
      await readGroupRankings(pool, periodo, today, groupMembers, [userId]);
    });
  }
  // What a finished on-day play adds to its transaction (rolled back so every run sees the same data).
  // Only the projection's statement is timed: the play's own transaction (begin, commit) is there without it.
  // Beside it, alternating: the same statement for an unranked play (it writes nothing: the part every
  // statement of the projection costs, its round trip, the events, the plan's start), and a ranked play
  // before the nightly job has prepared tomorrow's windows (from midnight to the job, 03:30 Madrid: the
  // play writes its player's whole aggregate into tomorrow's rows instead of adding to them).
  const project = async (userId: number, kind: 'ranked' | 'unranked' | 'unprepared', score: number) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      if (kind === 'unprepared')
        await client.query('delete from leaderboard_prepared where fecha_fin = $1', [addDays(today, 1)]);
      const start = performance.now();
      const play = { userId, fecha: today, score, seconds: 60, won: true };
      await projectEvents(client, [leaderboardsProjection], [finishedPlayEvent(play, kind !== 'unranked')]);
      return performance.now() - start;
    } finally {
      await client.query('rollback');
      client.release();
    }
  };
  // The extra a ranked play adds to its statement (issue 31's figure) is the ranked statement less the same
  // statement for an unranked play run just after it: each run's difference, so the part every statement
  // pays (shared by the batch in the product's group commit) and the moment's noise come off both together.
  const beside = {
    unranked: [] as number[],
    unprepared: [] as number[],
    extra: [] as number[],
    extraUnprepared: [] as number[],
  };
  await measure(
    'inline projection per play',
    async (run, warmUp) => {
      const score = 700 + (run % 300);
      const ranked = await project(randomUser(run), 'ranked', score);
      const unranked = await project(randomUser(run + PLAY_RUNS), 'unranked', score);
      const unprepared = await project(randomUser(run + 2 * PLAY_RUNS), 'unprepared', score);
      if (!warmUp) {
        beside.unranked.push(unranked);
        beside.unprepared.push(unprepared);
        beside.extra.push(ranked - unranked);
        beside.extraUnprepared.push(unprepared - unranked);
      }
      return ranked;
    },
    PLAY_RUNS,
  );
  console.log(`${'  the same, an unranked play'.padEnd(34)} ${percentiles(beside.unranked)}`);
  console.log(`${'  ranked, before the nightly job'.padEnd(34)} ${percentiles(beside.unprepared)}`);
  console.log(`${"a ranked play's extra (− unranked)".padEnd(34)} ${percentiles(beside.extra)}`);
  console.log(`${'  the same, before the nightly job'.padEnd(34)} ${percentiles(beside.extraUnprepared)}`);
  if (process.env.BENCH_EXPLAIN)
    await explainRankedPlay(today, [randomUser(1_001), randomUser(1_002), randomUser(1_003)]);
  // The next night's job: drops today's windows and writes the day after tomorrow's (plays go on meanwhile).
  if (keptDir) console.log('\nnightly job skipped: the kept database stays as seeded for the next run');
  else
    await timed('\nnightly job', () =>
      maintainWindows(pool, addDays(today, 1)).catch((error: Error) =>
        console.log(`nightly job failed: ${error.message}`),
      ),
    );
} finally {
  await pool.end();
  await db.stop();
  if (!keptDir) await rm(dir, { recursive: true, force: true });
}
