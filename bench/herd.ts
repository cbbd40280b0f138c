// npm run bench:herd — the midnight herd, side by side in one run on one throwaway (durable)
// embedded PostgreSQL: (A) the product's play flow over HTTP, the server in its own process(es)
// (`npm start` with WEB_CONCURRENCY = 1 and 2), each virtual player starting today's play, missing
// four times and winning, half of them signed in and half anonymous; (B) a bare Fastify route doing
// one durable INSERT per request in its own process, with the same number of requests. Prints
// req/s and p50 / p95 / p99 of each, the product's ratios to the bare route, and the CPU each
// process spent per request.
//
//   BENCH_PLAYERS (1000), BENCH_CONCURRENCY (50), BENCH_WORKERS (1,2: the WEB_CONCURRENCY values run),
//   BENCH_WARMUP (100 players before each measured run)
//   BENCH_DETAIL=1       latencies by kind of request
//   BENCH_BY_KIND=1      then (WEB_CONCURRENCY=1) each kind of request on its own over every player: its
//                        req/s and CPU per request (where the cost of a play is)
//   BENCH_STATEMENTS=1   what PostgreSQL spent its time on (pg_stat_statements)
//   BENCH_PROFILE=<dir>  a CPU profile of the server
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../server/db/embedded.ts';
import { answering, httpClient, isSignedIn, makePlayers, percentile, playSteps, playToday, ROOT, startProduct, stopProcess, workbench, type Player, type Timed } from './support.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? Math.min(100, PLAYERS));
const REQUESTS_PER_PLAYER = 6;
const statements = Boolean(process.env.BENCH_STATEMENTS);

type Cpu = { server: number; postgres: number; client: number };
type Result = { label: string; requests: number; seconds: number; latencies: number[]; errors: number; cpu: Cpu };

/** CPU seconds used so far by processes whose command line matches (from /proc). */
function cpuSeconds(match: RegExp): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!match.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100;
}

function cpuNow(): Cpu {
  const own = process.cpuUsage();
  return { server: cpuSeconds(/server\/main\.ts|bare-server\.ts/), postgres: cpuSeconds(/^postgres/), client: (own.user + own.system) / 1e6 };
}

/** Latencies by kind of request (BENCH_DETAIL=1 prints them). */
const byKind = new Map<string, number[]>();

/** C players at a time, each doing its requests one after another; every request timed. */
async function drive(players: Player[], play: (player: Player, timed: Timed) => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  const timed: Timed = async (run, kind = 'request') => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      const ms = performance.now() - start;
      latencies.push(ms);
      if (!byKind.has(kind)) byKind.set(kind, []);
      byKind.get(kind)!.push(ms);
    }
  };
  let next = 0;
  const before = cpuNow();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < players.length) {
        const player = players[next++];
        await play(player, timed).catch((error: Error) => {
          errors += 1;
          if (errors <= 3) console.error(`  error: ${error.message}`);
        });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = cpuNow();
  return { seconds, latencies, errors, cpu: { server: after.server - before.server, postgres: after.postgres - before.postgres, client: after.client - before.client } };
}

/** Each kind of request on its own, over every player at C at a time: what each kind costs. */
async function costByKind(port: number, players: Player[]) {
  const steps = playSteps(client, port, bench.pool);
  const users = players.filter(isSignedIn);
  const anonymous = players.filter((player) => !isSignedIn(player));
  const kinds: [string, Player[], (player: Player) => Promise<void>][] = [
    ['start anon', anonymous, (player) => steps.start(player)],
    ['start user', users, (player) => steps.start(player)],
    ...[0, 1, 2, 3].map((n): [string, Player[], (player: Player) => Promise<void>] => [`miss ${n + 1}`, players, (player) => steps.miss(player, n)]),
    ['win anon', anonymous, (player) => steps.win(player)],
    ['win user', users, (player) => steps.win(player)],
  ];
  console.log('  by kind (WEB_CONCURRENCY=1): req/s, CPU per request server / PostgreSQL / load generator (µs)');
  for (const [kind, who, run] of kinds) {
    const { seconds, errors, cpu } = await drive(who, (player) => run(player));
    const per = (total: number) => Math.round((total / who.length) * 1e6);
    console.log(`  ${kind.padEnd(10)} ${String(Math.round(who.length / seconds)).padStart(6)}   ${per(cpu.server)} / ${per(cpu.postgres)} / ${per(cpu.client)}${errors ? `   ${errors} errors` : ''}`);
  }
}

const bench = await workbench({
  flags: statements ? ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=all', '-c', 'pg_stat_statements.track_planning=on'] : [],
});
const client = httpClient(CONCURRENCY);
const results: Result[] = [];
try {
  const { pool } = bench;
  if (statements) await pool.query('create extension if not exists pg_stat_statements');
  console.log(`${PLAYERS} players per run (${PLAYERS * REQUESTS_PER_PLAYER} requests), ${CONCURRENCY} at a time, after ${WARMUP} warm-up players\n`);
  for (const workers of (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number)) {
    const label = `product, WEB_CONCURRENCY=${workers}`;
    const server = await startProduct(bench, { WEB_CONCURRENCY: String(workers) });
    try {
      const play = playToday(client, server.port, pool);
      await drive(await makePlayers(pool, WARMUP, `warm${workers}x`), play);
      byKind.clear();
      if (statements) await pool.query('select pg_stat_statements_reset()');
      const measured = await drive(await makePlayers(pool, PLAYERS, `herd${workers}x`), play);
      results.push({ label, requests: PLAYERS * REQUESTS_PER_PLAYER, ...measured });
      if (process.env.BENCH_DETAIL) {
        for (const [kind, samples] of byKind) {
          const sorted = [...samples].sort((a, b) => a - b);
          console.log(`  ${label} ${kind}: n ${sorted.length}, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`);
        }
      }
      if (process.env.BENCH_BY_KIND && workers === 1) await costByKind(server.port, await makePlayers(pool, PLAYERS, `kind${workers}x`));
      if (statements) {
        const { rows } = await pool.query<{ calls: number; total: number; plan: number; mean: number; query: string }>(
          `select calls, round(total_exec_time + total_plan_time)::int as total, round(total_plan_time)::int as plan,
                  round((mean_exec_time + mean_plan_time)::numeric, 3)::float8 as mean, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query
             from pg_stat_statements order by total_exec_time + total_plan_time desc limit 12`,
        );
        for (const row of rows) console.log(`  ${String(row.total).padStart(6)} ms (plan ${String(row.plan).padStart(4)}) ${String(row.calls).padStart(6)}× ${row.mean.toFixed(3)} ms  ${row.query}`);
      }
    } finally {
      await stopProcess(server.process);
    }
  }

  const port = await freePort();
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const bare = spawn(process.execPath, [...profile, path.join(ROOT, 'bench/bare-server.ts')], { env: { ...process.env, DATABASE_URL: bench.db.url, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await answering(port, bare, '/');
    const bareOnce = async (player: Player, timed: Timed) => {
      for (let i = 0; i < REQUESTS_PER_PLAYER; i++) {
        const response = await timed(() => client.post(port, '/bare', { respuesta: 'ZZZZ ZZZZZ', n: i }, player.headers));
        if (response.status !== 200) throw new Error(`bare: ${response.status}`);
      }
    };
    const anonymous = (count: number) => Array.from({ length: count }, (): Player => ({ headers: { 'x-anon-id': randomUUID() } }));
    await drive(anonymous(WARMUP), bareOnce);
    const measured = await drive(anonymous(PLAYERS), bareOnce);
    results.push({ label: 'bare route (1 durable INSERT)', requests: PLAYERS * REQUESTS_PER_PLAYER, ...measured });
  } finally {
    await stopProcess(bare);
  }

  const baseline = results[results.length - 1];
  const rate = (r: Result) => r.requests / r.seconds;
  const sortedOf = (r: Result) => [...r.latencies].sort((a, b) => a - b);
  console.log('| run | req/s | p50 | p95 | p99 | errors | × bare req/s | × bare p99 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    const sorted = sortedOf(r);
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => percentile(sorted, p));
    const ratio = (rate(r) / rate(baseline)).toFixed(2);
    const p99ratio = (p99 / percentile(sortedOf(baseline), 0.99)).toFixed(2);
    console.log(`| ${r.label} | ${Math.round(rate(r))} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${p99.toFixed(1)} ms | ${r.errors} | ${ratio} | ${p99ratio} |`);
  }
  console.log('\nCPU per request (µs): server / PostgreSQL / load generator');
  const perRequest = (seconds: number, r: Result) => Math.round((seconds / r.requests) * 1e6);
  for (const r of results) console.log(`  ${r.label}: ${perRequest(r.cpu.server, r)} / ${perRequest(r.cpu.postgres, r)} / ${perRequest(r.cpu.client, r)}`);
} finally {
  client.close();
  await bench.close();
}
