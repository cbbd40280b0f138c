// npm run bench:night — the 100,000-player night on one node (issue 31): BENCH_CLIENTS websocket
// clients on one product process while a herd plays at BENCH_RATE commands a second, beside a bare
// `ws` loop (bench/bare-server.ts: one INSERT, then the same kind of payload to every socket) with
// as many clients of its own under the same herd, in alternating rounds in one run. Each round a
// marked player wins (product) or a push is asked for (bare), and the time from that request until
// every client has the daily-leaderboard push naming the winner is measured.
//
// Past one process's open files (this container: 20,000 per process, not to be raised), each side
// runs BENCH_SERVERS processes on its one port: the product with WEB_CONCURRENCY=N (a win reaches
// the other processes' clients through the product's own cross-instance path, NOTIFY and each
// instance's LISTEN, which is part of what is measured), the bare loop as N cluster workers too
// (the worker a push reaches commits its INSERT with a NOTIFY of the payload in the same statement
// and sends to its own sockets; every other worker's LISTEN sends it to theirs). Both sides' sockets
// are spread by the kernel alike; the run prints each process's open sockets.
//
// The clients live in watcher processes (bench/watcher.ts, ≤ 10,000 each), spread over source
// addresses 127.0.0.2… (one address has ~28,000 ephemeral ports); the herd in BENCH_HERD processes
// (bench/night-herd.ts) sending commands at a fixed rate to whichever side the round measures. Tens
// of thousands of sockets on one server process need more open files than the 20,000 per process
// here: with BENCH_SERVERS=1 the script raises its own limit with prlimit where it may (root with
// CAP_SYS_RESOURCE), else it says how, or how many server processes fit.
//
// Reports: the rate each side's herd reached and its errors, p50/p95/p99 of the push on each side and
// the product's ratios to the bare loop, lost pushes, each side's resident memory (all its processes
// summed) and memory per open socket, the CPU each part of the run used (servers, watchers, herd,
// PostgreSQL) and the machine's load.
//
//   BENCH_CLIENTS (15000)  sockets on each side
//   BENCH_SERVERS          server processes a side (1 while BENCH_CLIENTS + 4,096 open files fit one
//                          process, else one per 6,250 sockets: the kernel does not spread a port's
//                          connections evenly among its processes, one of five took 40 % here, so
//                          each keeps room for three times its share; the run warns when one ran out)
//   BENCH_RATE (1000)      herd commands a second
//   BENCH_ROUNDS (20)      pushes measured on each side (30 at most: each round's marker must reach the top 30)
//   BENCH_HERD (2)         herd processes
//   BENCH_SETTLE_MS (2000) herd time on a side before its push
//
// Short version (under a minute): BENCH_CLIENTS=1000 BENCH_RATE=200 BENCH_ROUNDS=4 npm run bench:night
// 50,000 sockets a side here (8 processes a side): BENCH_CLIENTS=50000 BENCH_ROUNDS=10 npm run bench:night
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import type { StartReply } from '../contracts/api/plays.ts';
import { plausibleSeconds } from '../machines/game/fair-play.ts';
import { ASSIGNED_DAYS_SQL } from '../projections/daily-questions/queries.ts';
import type { HerdInit, HerdReport, Side } from './night-herd.ts';
import {
  cpuNow,
  dailyChange,
  descendants,
  httpClient,
  makePlayers,
  percentile,
  startBare,
  startProduct,
  stopProcess,
  workbench,
  type Player,
} from './support.ts';
import { clock, startWatcher, type Watcher } from './watcher.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 15_000);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const ROUNDS = Math.min(30, Number(process.env.BENCH_ROUNDS ?? 20));
const HERD = Math.max(1, Number(process.env.BENCH_HERD ?? 2));
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 2000);
const PER_WATCHER = 10_000;
const WARM_SECONDS = 5;
/** Open files a server process needs beside its sockets (its pool, LISTEN, modules, logs). */
const SPARE_FILES = 4096;
const openFiles = Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 0);
const SERVERS = Math.max(
  1,
  Number(process.env.BENCH_SERVERS ?? (CLIENTS + SPARE_FILES <= openFiles ? 1 : Math.ceil(CLIENTS / 6250))),
);

/** Open files this run needs in one server process (it holds its share of its side's sockets). */
function raiseOpenFiles() {
  const need = Math.ceil(CLIENTS / SERVERS) + SPARE_FILES;
  if (openFiles >= need) return;
  try {
    // Children inherit it: the servers, the watchers, PostgreSQL.
    execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${need}:${need}`]);
  } catch {
    // A container without CAP_SYS_RESOURCE cannot pass its hard limit, root or not.
    console.error(
      `needs ${need} open files per process, has ${openFiles}, and may not raise it: raise the hard limit (\`ulimit -Hn ${need}\` as root, LimitNOFILE= in systemd, \`docker run --ulimit nofile=${need}\`), or spread each side over more processes (BENCH_SERVERS=${Math.ceil(CLIENTS / 6250)}), then run again`,
    );
    process.exit(1);
  }
}

/** Resident memory of one process. */
const residentOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
/** Resident memory of a process and its descendants (a side's primary and its workers), summed. */
const rss = (root: number) => descendants(root).reduce((sum, pid) => sum + residentOf(pid), 0);
/** Open sockets and resident memory of each process of a side (its workers; the primary when it serves alone). */
function perProcess(root: number): { sockets: number; rss: number }[] {
  const pids = descendants(root);
  return (pids.length > 1 ? pids.slice(1) : pids).map((pid) => ({
    rss: residentOf(pid),
    sockets: readdirSync(`/proc/${pid}/fd`).filter((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:');
      } catch {
        return false;
      }
    }).length,
  }));
}
/**
 * Memory per socket as the slope of the workers' resident memory over their sockets (least squares):
 * the kernel gives them unequal shares, and unlike a side's memory before and after connecting, the
 * slope does not depend on how far each worker's start-up memory had settled.
 */
function slope(points: { sockets: number; rss: number }[]): number {
  const mean = (f: (p: { sockets: number; rss: number }) => number) =>
    points.reduce((sum, p) => sum + f(p), 0) / points.length;
  const [x, y] = [mean((p) => p.sockets), mean((p) => p.rss)];
  return (
    points.reduce((sum, p) => sum + (p.sockets - x) * (p.rss - y), 0) /
    points.reduce((sum, p) => sum + (p.sockets - x) ** 2, 0)
  );
}
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** BENCH_CLIENTS sockets on `url`, ≤ PER_WATCHER per watcher process, from source addresses after `sourceFrom`. */
async function watchers(url: string, origin: string, sourceFrom: number) {
  const all: Watcher[] = [];
  for (let from = 0; from < CLIENTS; from += PER_WATCHER) {
    const watcher = startWatcher(url, origin, Math.min(PER_WATCHER, CLIENTS - from), sourceFrom + from);
    all.push(watcher);
    await watcher.ready;
  }
  return {
    all,
    /** Messages every client of this side has read so far, summed. */
    messages: async () =>
      (await Promise.all(all.map((watcher) => watcher.status()))).reduce((sum, { messages }) => sum + messages, 0),
    /** Sockets that closed and connected again so far, summed. */
    reconnects: async () =>
      (await Promise.all(all.map((watcher) => watcher.status()))).reduce((sum, { reconnects }) => sum + reconnects, 0),
    /** Resolves when every client has the daily push naming `name` (or after the timeout): clients reached, the last one's time. */
    reach: async (name: string) => {
      const answers = await Promise.all(all.map((watcher) => watcher.reach(name, 30_000)));
      return {
        reached: answers.reduce((sum, { reached }) => sum + reached, 0),
        last: Math.max(...answers.map(({ last }) => last)),
      };
    },
  };
}

/** The herd processes, each sending its share of the rate. */
async function startHerd(init: Omit<HerdInit, 'rate' | 'userIds' | 'inFlight'>, userIds: number[]) {
  const children: ChildProcess[] = [];
  const ask = <T>(child: ChildProcess, message: object, key: string) =>
    new Promise<T>((resolve) => {
      const on = (answer: Record<string, unknown>) => {
        if (!(key in answer)) return;
        child.off('message', on);
        resolve(answer[key] as T);
      };
      child.on('message', on);
      child.send(message);
    });
  const share = Math.ceil(userIds.length / HERD);
  for (let i = 0; i < HERD; i++) {
    const child = fork(new URL('./night-herd.ts', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.push(child);
    await ask(
      child,
      {
        init: {
          ...init,
          rate: RATE / HERD,
          userIds: userIds.slice(i * share, (i + 1) * share),
          inFlight: 400,
        } satisfies HerdInit,
      },
      'ready',
    );
  }
  return {
    pids: children.map((child) => child.pid!),
    aim: (side: Side | null) => {
      for (const child of children) child.send({ target: side });
    },
    async report(): Promise<HerdReport> {
      const reports = await Promise.all(children.map((child) => ask<HerdReport>(child, { report: true }, 'report')));
      const sum = (side: Side) => ({
        commands: reports.reduce((total, report) => total + report[side].commands, 0),
        errors: reports.reduce((total, report) => total + report[side].errors, 0),
        seconds: Math.max(...reports.map((report) => report[side].seconds)),
      });
      return { product: sum('product'), bare: sum('bare') };
    },
    async stop() {
      await Promise.all(
        children.map((child) => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.send({ stop: true });
          return exited;
        }),
      );
    },
  };
}

const line = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return [0.5, 0.95, 0.99].map((p) => (sorted.length ? percentile(sorted, p) : Number.NaN));
};

async function main() {
  raiseOpenFiles();
  // Each server process opens up to 26 connections (the product: pool, pg-boss, LISTEN; the bare loop 21).
  const bench = await workbench(SERVERS > 1 ? { flags: ['-c', `max_connections=${100 + 50 * SERVERS}`] } : {});
  const client = httpClient(4);
  const started: ChildProcess[] = [];
  const allWatchers: Watcher[] = [];
  let herd: Awaited<ReturnType<typeof startHerd>> | null = null;
  try {
    const { pool } = bench;
    const product = await startProduct(bench, SERVERS > 1 ? { WEB_CONCURRENCY: String(SERVERS) } : {});
    started.push(product.process);
    const bare = await startBare(bench, SERVERS);
    started.push(bare.process);
    const before = { product: rss(product.process.pid!), bare: rss(bare.process.pid!) };

    const connectStart = performance.now();
    const origin = `http://127.0.0.1:${product.port}`;
    const productClients = await watchers(`ws://127.0.0.1:${product.port}/api/ws`, origin, 0);
    allWatchers.push(...productClients.all);
    const bareClients = await watchers(`ws://127.0.0.1:${bare.port}/api/ws`, origin, CLIENTS);
    allWatchers.push(...bareClients.all);
    const after = { product: rss(product.process.pid!), bare: rss(bare.process.pid!) };
    console.log(
      `${CLIENTS} websocket clients on each side (${productClients.all.length} watcher processes each, source addresses 127.0.0.2–${2 + Math.floor((2 * CLIENTS - 1) / 20_000)}) connected in ${((performance.now() - connectStart) / 1000).toFixed(1)} s; load ${load()}`,
    );
    const servers = SERVERS > 1 ? `${SERVERS} workers and their primary summed` : 'one process';
    for (const side of ['product', 'bare'] as const) {
      const processes = perProcess((side === 'product' ? product : bare).process.pid!);
      const sockets = processes.map((one) => one.sockets);
      console.log(
        `${side.padEnd(7)} server resident memory, ${servers}: ${mb(before[side])} → ${mb(after[side])} with the sockets, ${((after[side] - before[side]) / CLIENTS / 1024).toFixed(1)} KB per open socket; open sockets per process ${sockets.join(' / ')} (${openFiles} open files each at most)`,
      );
      if (SERVERS > 1)
        console.log(
          `  each worker's resident memory ${processes.map((one) => mb(one.rss)).join(' / ')}: ${(slope(processes) / 1024).toFixed(1)} KB per socket (slope over the workers)`,
        );
      if (Math.max(...sockets) > openFiles - 100)
        console.log(
          `  WARNING: a ${side} process ran out of open files (its database connections fail: lost pushes, errors); run again with more BENCH_SERVERS`,
        );
    }

    // The markers: signed in, started now; each wins at once (one attempt, no hint) in its round,
    // which ranks it in the daily top 30 (the herd's wins are too fast to rank).
    const markers = (await makePlayers(pool, ROUNDS * 2, 'marker')).filter(
      (player): player is Player & { username: string } => player.username !== undefined,
    );
    let questionId = 0;
    for (const marker of markers) {
      const reply = await client.post(product.port, '/api/partidas/iniciar', {}, marker.headers);
      if (reply.status !== 200) throw new Error(`marker's start: ${reply.status} ${reply.body}`);
      questionId = (JSON.parse(reply.body) as StartReply).pregunta.id;
    }
    const { rows } = await pool.query<{ respuesta: string }>(
      `select q.respuesta from (${ASSIGNED_DAYS_SQL}) d join questions q on q.id = d.pregunta_id where d.fecha = to_date($1::text, 'YYYYMMDD')`,
      [questionId],
    );
    const answer = rows[0].respuesta;
    const plausibleAt = performance.now() + (plausibleSeconds(answer.length, 1) + 1) * 1000;

    // Accounts for the herd's signed-in half: half the plays of the whole run, with room to spare.
    const runSeconds = ROUNDS * 2 * (SETTLE_MS / 1000 + 3) + 2 * WARM_SECONDS;
    const { rows: users } = await pool.query<{ id: number }>(
      `insert into users (username, username_key, email, password_hash)
       select 'herd' || g, 'herd' || g, 'herd' || g || '@bench.test', 'x' from generate_series(1, $1) g returning id`,
      [Math.ceil((RATE / 6) * runSeconds)],
    );
    herd = await startHerd(
      { productPort: product.port, barePort: bare.port, answer },
      users.map(({ id }) => id),
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, plausibleAt - performance.now())));

    // CPU seconds of each part over the measured rounds (where the time goes on the machine's cores).
    const parts = {
      'product servers': [product.process.pid!],
      'bare servers': [bare.process.pid!],
      'product watchers': productClients.all.map((watcher) => watcher.process.pid!),
      'bare watchers': bareClients.all.map((watcher) => watcher.process.pid!),
      herd: herd.pids,
    };
    const cpu = () => {
      const seconds = Object.fromEntries(
        Object.entries(parts).map(([part, pids]) => [part, pids.reduce((sum, pid) => sum + cpuNow(pid).server, 0)]),
      );
      const { postgres, client: script } = cpuNow(product.process.pid!);
      return { ...seconds, PostgreSQL: postgres, 'this script': script };
    };
    const cpuBefore = cpu();
    const roundsStart = performance.now();
    const samples: Record<Side, number[]> = { product: [], bare: [] };
    /** From the request until its answer: what the push's time is made of before the sending. */
    const answered: Record<Side, number[]> = { product: [], bare: [] };
    const lost: Record<Side, number> = { product: 0, bare: 0 };
    // With several processes a side, the herd's first seconds open every process's pool at once (2N × 20
    // connections on a loaded machine timed out at 5 s): warm them first, as a day's traffic has by
    // midnight, and count only the rounds.
    if (SERVERS > 1) {
      for (const side of ['product', 'bare'] as const) {
        herd.aim(side);
        await new Promise((resolve) => setTimeout(resolve, WARM_SECONDS * 1000));
      }
      herd.aim(null);
      const warm = await herd.report();
      console.log(
        `warm-up, ${WARM_SECONDS} s a side (not counted): product ${warm.product.commands} commands, ${warm.product.errors} errors; bare ${warm.bare.commands}, ${warm.bare.errors} errors`,
      );
    }
    await herd.report();
    const readBefore = { product: await productClients.messages(), bare: await bareClients.messages() };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating which side goes first, so both meet the machine's drift alike.
      for (const side of round % 2 === 0 ? (['product', 'bare'] as const) : (['bare', 'product'] as const)) {
        herd.aim(side);
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const name = side === 'product' ? markers[round].username : `bare${round}`;
        const reach = (side === 'product' ? productClients : bareClients).reach(name);
        // Awaited below; a request that fails first ends the run with its own error, not this one's.
        reach.catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, 20));
        const sent = clock();
        const reply =
          side === 'product'
            ? await client.post(
                product.port,
                `/api/preguntas/${questionId}/verificar`,
                { respuesta: answer },
                markers[round].headers,
              )
            : await client.post(bare.port, '/bare/push', { payload: dailyChange(name, round) }, {});
        if (reply.status !== 200) throw new Error(`${side} push request: ${reply.status} ${reply.body}`);
        answered[side].push(clock() - sent);
        const { reached, last } = await reach;
        lost[side] += CLIENTS - reached;
        if (reached === CLIENTS) samples[side].push(last - sent);
      }
    }
    herd.aim(null);
    const cpuAfter = cpu();
    const roundsSeconds = (performance.now() - roundsStart) / 1000;
    const loadAfter = load();
    const report = await herd.report();
    // What a client read per round: the bare loop sends one message; the product's win brings the three
    // rankings, the day's crowd and the cup's round.
    const readPerRound = (side: Side, now: number) => ((now - readBefore[side]) / CLIENTS / ROUNDS).toFixed(1);
    const readNow = { product: await productClients.messages(), bare: await bareClients.messages() };

    console.log(`\nherd aimed at ${RATE} commands/s (${HERD} processes):`);
    for (const side of ['product', 'bare'] as const) {
      const { commands, errors, seconds } = report[side];
      console.log(`  ${side.padEnd(7)} reached ${Math.round(commands / seconds)} commands/s, ${errors} errors`);
    }
    const [p, b] = [line(samples.product), line(samples.bare)];
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    console.log(`\nwin (or push request) sent → the daily push received by all ${CLIENTS} clients, ${ROUNDS} rounds:`);
    console.log('| side | p50 | p95 | p99 | lost | request answered p50 / p95 |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const [side, label, figures] of [
      ['product', 'product', p],
      ['bare', 'bare ws loop', b],
    ] as const) {
      const [a50, a95] = line(answered[side]);
      console.log(
        `| ${label} | ${figures.map(ms).join(' | ')} | ${lost[side]} of ${ROUNDS * CLIENTS} | ${ms(a50)} / ${ms(a95)} |`,
      );
    }
    console.log(`| product ÷ bare | ${p.map((value, i) => `${(value / b[i]).toFixed(2)}×`).join(' | ')} | | |`);
    console.log(
      `messages a client read per round: product ${readPerRound('product', readNow.product)}, bare ${readPerRound('bare', readNow.bare)}; sockets closed and connected again: product ${await productClients.reconnects()}, bare ${await bareClients.reconnects()}`,
    );
    console.log(
      `\nCPU over the ${roundsSeconds.toFixed(0)} s of rounds (cores busy on average; the machine has 2, shared), load ${loadAfter} at the end:`,
    );
    console.log(
      Object.entries(cpuAfter)
        .map(
          ([part, seconds]) =>
            `${part} ${((seconds - cpuBefore[part as keyof typeof cpuBefore]) / roundsSeconds).toFixed(2)}`,
        )
        .join(', '),
    );
  } finally {
    herd?.aim(null);
    await herd?.stop();
    await Promise.all(allWatchers.map((watcher) => watcher.stop()));
    for (const child of started) await stopProcess(child);
    client.close();
    await bench.close();
  }
}

await main();
