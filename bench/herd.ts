// npm run bench:herd — the midnight herd, side by side in one run on one throwaway (durable)
// embedded PostgreSQL: (A) the product's play flow over HTTP, the server in its own process(es)
// (`npm start` with WEB_CONCURRENCY = 1 and 2), each virtual player starting today's play, missing
// four times and winning, half of them signed in and half anonymous; (B) a bare Fastify route doing
// one durable INSERT per request in its own process, with the same number of requests. Each product
// server and the bare one are started and warmed, then the load goes to each in turn, round after
// round: the machine is shared and its speed drifts by tens of percent within a minute, so both
// sides meet the same drift, and each product run is compared with the bare rounds run alongside it
// (one product server at a time: an idle one would still hear every win). Prints req/s and p50 /
// p95 / p99 of each, the product's ratios to the bare route, and the CPU each process spent per request.
//
//   BENCH_PLAYERS (5000 per server), BENCH_CONCURRENCY (50), BENCH_ROUNDS (5),
//   BENCH_WORKERS (1,2: the WEB_CONCURRENCY values run),
//   BENCH_WARMUP (5000 players per server process first: at midnight the servers have been up all
//                 day, and V8 goes on compiling the hot paths for the first ~30,000 requests)
//   BENCH_DETAIL=1       latencies by kind of request
//   BENCH_BY_KIND=1      then (WEB_CONCURRENCY=1) each kind of request on its own over every player: its
//                        req/s and CPU per request (where the cost of a play is)
//   BENCH_STATEMENTS=1   what PostgreSQL spent its time on (pg_stat_statements)
//   BENCH_PLANS=<file>   the plan of every statement that took over 4 ms, as it ran (auto_explain with
//                        ANALYZE and BUFFERS, nested statements too), in PostgreSQL's log written there
//   BENCH_METRICS=1      a second product server with metrics on (METRICS_TOKEN) in the same rounds, its
//                        own ratios beside the one without: what counting costs the hot path
//   BENCH_IDEMPOTENCY=1  on the same product server, rounds whose commands each carry an
//                        Idempotency-Key (as the browser's do), beside rounds without
//   BENCH_PROFILE=<dir>  a CPU profile of the servers
//   BENCH_COMPARE=<dir>  another checkout of the product (say, main's, in a `git worktree`) as a
//                        further server in the same rounds: a change measured before and after side by side
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  cpuNow,
  httpClient,
  isSignedIn,
  makePlayers,
  percentile,
  playSteps,
  playToday,
  startBare,
  startProduct,
  stopProcess,
  workbench,
  type Cpu,
  type Player,
  type Timed,
} from './support.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5000);
const REQUESTS_PER_PLAYER = 6;
const statements = Boolean(process.env.BENCH_STATEMENTS);
const withMetrics = Boolean(process.env.BENCH_METRICS);
const withKeys = Boolean(process.env.BENCH_IDEMPOTENCY);
const compare = process.env.BENCH_COMPARE ? path.resolve(process.env.BENCH_COMPARE) : undefined;

type Target = {
  label: string;
  /** The server's process: its CPU is its own and its children's (WEB_CONCURRENCY's workers). */
  process: ChildProcess;
  /** Players of one round (made up front: accounts are not part of the load). */
  players: () => Promise<Player[]>;
  play: (player: Player, timed: Timed) => Promise<void>;
  requests: number;
  seconds: number;
  latencies: number[];
  errors: number;
  cpu: Cpu;
  /** WAL bytes its rounds wrote. */
  wal: number;
};

/** Latencies by kind of request (BENCH_DETAIL=1 prints them). */
const byKind = new Map<string, number[]>();

/** C players at a time, each doing its requests one after another; every request timed. */
async function drive(
  players: Player[],
  play: (player: Player, timed: Timed) => Promise<void>,
  root: number,
  label = '',
) {
  const latencies: number[] = [];
  let errors = 0;
  const timed: Timed = async (run, kind = 'request') => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      const ms = performance.now() - start;
      latencies.push(ms);
      const key = `${label} ${kind}`;
      if (!byKind.has(key)) byKind.set(key, []);
      byKind.get(key)!.push(ms);
    }
  };
  let next = 0;
  const before = cpuNow(root);
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
  const after = cpuNow(root);
  return {
    seconds,
    latencies,
    errors,
    cpu: {
      server: after.server - before.server,
      postgres: after.postgres - before.postgres,
      client: after.client - before.client,
    },
  };
}

/** Each kind of request on its own, over every player at C at a time: what each kind costs. */
async function costByKind(port: number, root: number, players: Player[]) {
  const steps = playSteps(client, port, bench.pool);
  const users = players.filter(isSignedIn);
  const anonymous = players.filter((player) => !isSignedIn(player));
  const kinds: [string, Player[], (player: Player) => Promise<void>][] = [
    ['start anon', anonymous, (player) => steps.start(player)],
    ['start user', users, (player) => steps.start(player)],
    ...[0, 1, 2, 3].map((n): [string, Player[], (player: Player) => Promise<void>] => [
      `miss ${n + 1}`,
      players,
      (player) => steps.miss(player, n),
    ]),
    ['win anon', anonymous, (player) => steps.win(player)],
    ['win user', users, (player) => steps.win(player)],
  ];
  console.log('\n  by kind (WEB_CONCURRENCY=1): req/s, CPU per request server / PostgreSQL / load generator (µs)');
  for (const [kind, who, run] of kinds) {
    const { seconds, errors, cpu } = await drive(who, (player) => run(player), root);
    const per = (total: number) => Math.round((total / who.length) * 1e6);
    console.log(
      `  ${kind.padEnd(10)} ${String(Math.round(who.length / seconds)).padStart(6)}   ${per(cpu.server)} / ${per(cpu.postgres)} / ${per(cpu.client)}${errors ? `   ${errors} errors` : ''}`,
    );
  }
}

const plans = process.env.BENCH_PLANS ? path.resolve(process.env.BENCH_PLANS) : undefined;
const libraries = [...(statements ? ['pg_stat_statements'] : []), ...(plans ? ['auto_explain'] : [])];
const bench = await workbench({
  flags: [
    ...(libraries.length > 0 ? ['-c', `shared_preload_libraries=${libraries.join(',')}`] : []),
    ...(statements ? ['-c', 'pg_stat_statements.track=all', '-c', 'pg_stat_statements.track_planning=on'] : []),
    ...(plans
      ? ['log_min_duration=4', 'log_analyze=on', 'log_buffers=on', 'log_nested_statements=on'].flatMap((flag) => [
          '-c',
          `auto_explain.${flag}`,
        ])
      : []),
  ],
  log: plans,
});
const client = httpClient(CONCURRENCY);
const perRound = Math.ceil(PLAYERS / ROUNDS);
const started: ChildProcess[] = [];
const emptyTotals = () => ({
  requests: 0,
  seconds: 0,
  latencies: [] as number[],
  errors: 0,
  cpu: { server: 0, postgres: 0, client: 0 },
  wal: 0,
});

/** Round after round, a round of each target in turn; their totals. */
async function alternate(targets: Target[]): Promise<void> {
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) {
      const players = await target.players();
      const walAt = async () =>
        (await bench.pool.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn')).rows[0].lsn;
      const walBefore = await walAt();
      const measured = await drive(players, target.play, target.process.pid!, target.label);
      target.wal += Number(
        (await bench.pool.query('select pg_wal_lsn_diff($1, $2) as bytes', [await walAt(), walBefore])).rows[0].bytes,
      );
      target.requests += players.length * REQUESTS_PER_PLAYER;
      target.seconds += measured.seconds;
      target.latencies.push(...measured.latencies);
      target.errors += measured.errors;
      for (const key of ['server', 'postgres', 'client'] as const) target.cpu[key] += measured.cpu[key];
    }
  }
}

try {
  const { pool } = bench;
  if (statements) await pool.query('create extension if not exists pg_stat_statements');
  const workers = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
  console.log(
    `${PLAYERS} players per server and run (${PLAYERS * REQUESTS_PER_PLAYER} requests) in ${ROUNDS} rounds, ${CONCURRENCY} at a time, after ${WARMUP} warm-up players per server process`,
  );

  const bare = await startBare(bench);
  started.push(bare.process);
  const bareOnce = async (player: Player, timed: Timed) => {
    for (let i = 0; i < REQUESTS_PER_PLAYER; i++) {
      const response = await timed(() =>
        client.post(bare.port, '/bare', { respuesta: 'ZZZZ ZZZZZ', n: i }, player.headers),
      );
      if (response.status !== 200) throw new Error(`bare: ${response.status}`);
    }
  };
  const anonymous = (count: number) =>
    Array.from({ length: count }, (): Player => ({ headers: { 'x-anon-id': randomUUID() } }));
  await drive(anonymous(WARMUP), bareOnce, bare.process.pid!);

  /** Each run's product server(s) and, last, the bare rounds run alongside them. */
  const pairs: Target[][] = [];
  const servers = new Map<Target, number>();
  for (const count of workers) {
    const variants: [string, Record<string, string>, string?][] = [['', {}]];
    if (withMetrics) variants.push([', metrics on', { METRICS_TOKEN: 'bench-metrics-token-0123456789' }]);
    if (compare) variants.push([`, ${compare}`, {}, compare]);
    const products: Target[] = [];
    for (const [v, [suffix, env, root]] of variants.entries()) {
      const server = await startProduct(bench, { WEB_CONCURRENCY: String(count), ...env }, root);
      started.push(server.process);
      const play = playToday(client, server.port, pool);
      let made = 0;
      const target: Target = {
        label: `product, WEB_CONCURRENCY=${count}${suffix}`,
        process: server.process,
        players: () => makePlayers(pool, perRound, `herd${count}x${v}v${made++}r`),
        play,
        ...emptyTotals(),
      };
      products.push(target);
      servers.set(target, server.port);
      await drive(await makePlayers(pool, WARMUP * count, `warm${count}x${v}v`), play, server.process.pid!);
      if (withKeys && v === 0) {
        let keyedMade = 0;
        const keyed: Target = {
          ...target,
          label: `${target.label}, Idempotency-Key on every command`,
          players: () => makePlayers(pool, perRound, `herd${count}x${v}k${keyedMade++}r`),
          play: playToday(client, server.port, pool, { keyed: true }),
          ...emptyTotals(),
        };
        products.push(keyed);
        servers.set(keyed, server.port);
      }
    }
    const alongside: Target = {
      label: `bare route (1 durable INSERT), alongside`,
      process: bare.process,
      players: async () => anonymous(perRound),
      play: bareOnce,
      ...emptyTotals(),
    };
    byKind.clear();
    if (statements) await pool.query('select pg_stat_statements_reset()');
    await alternate([...products, alongside]);
    pairs.push([...products, alongside]);

    if (process.env.BENCH_DETAIL) {
      for (const [kind, samples] of byKind) {
        const sorted = [...samples].sort((a, b) => a - b);
        console.log(
          `  ${kind}: n ${sorted.length}, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
        );
      }
    }
    if (statements) {
      const { rows } = await pool.query<{ calls: number; total: number; plan: number; mean: number; query: string }>(
        `select calls, round(total_exec_time + total_plan_time)::int as total, round(total_plan_time)::int as plan,
                round((mean_exec_time + mean_plan_time)::numeric, 3)::float8 as mean, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query
           from pg_stat_statements order by total_exec_time + total_plan_time desc limit 12`,
      );
      console.log(`\n  ${products.map((t) => t.label).join(', ')} and the bare route: PostgreSQL's statements`);
      for (const row of rows)
        console.log(
          `  ${String(row.total).padStart(6)} ms (plan ${String(row.plan).padStart(4)}) ${String(row.calls).padStart(6)}× ${row.mean.toFixed(3)} ms  ${row.query}`,
        );
    }
    for (const [i, target] of products.entries()) {
      if (process.env.BENCH_BY_KIND && count === 1) {
        console.log(`\n  ${target.label}`);
        await costByKind(servers.get(target)!, target.process.pid!, await makePlayers(pool, PLAYERS, `kind${i}x`));
      }
      await stopProcess(target.process);
    }
  }

  const summary = (t: Target) => {
    const sorted = [...t.latencies].sort((a, b) => a - b);
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => percentile(sorted, p));
    return { rate: t.requests / t.seconds, p50, p95, p99 };
  };
  console.log('\n| run | req/s | p50 | p95 | p99 | errors | × bare req/s | × bare p99 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const pair of pairs) {
    const baseline = summary(pair[pair.length - 1]);
    for (const [t, { rate, p50, p95, p99 }] of pair.map((t) => [t, summary(t)] as const)) {
      console.log(
        `| ${t.label} | ${Math.round(rate)} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${p99.toFixed(1)} ms | ${t.errors} | ${(rate / baseline.rate).toFixed(2)} | ${(p99 / baseline.p99).toFixed(2)} |`,
      );
    }
  }
  console.log('\nCPU per request (µs): server / PostgreSQL / load generator; WAL per request');
  const perRequest = (seconds: number, t: Target) => Math.round((seconds / t.requests) * 1e6);
  for (const t of pairs.flat())
    console.log(
      `  ${t.label}: ${perRequest(t.cpu.server, t)} / ${perRequest(t.cpu.postgres, t)} / ${perRequest(t.cpu.client, t)}; ${Math.round(t.wal / t.requests)} bytes`,
    );
} finally {
  client.close();
  for (const child of started) await stopProcess(child);
  await bench.close();
}
