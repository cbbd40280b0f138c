// npm run bench:night — the 100,000-player night on one node (issue 31): BENCH_CLIENTS websocket
// clients on one product process while a herd plays at BENCH_RATE commands a second, beside a bare
// `ws` loop (bench/bare-server.ts: one INSERT, then the same kind of payload to every socket) with
// as many clients of its own under the same herd, in alternating rounds in one run. Each round a
// marked player wins (product) or a push is asked for (bare), and the time from that request until
// every client has the daily-leaderboard push naming the winner is measured.
//
// The clients live in watcher processes (bench/watcher.ts, ≤ 10,000 each), spread over source
// addresses 127.0.0.2… (one address has ~28,000 ephemeral ports); the herd in BENCH_HERD processes
// (bench/night-herd.ts) sending commands at a fixed rate to whichever side the round measures. Tens
// of thousands of sockets need more open files than this machine's 20,000 per process: the script
// raises its own limit with prlimit where it may (root with CAP_SYS_RESOURCE), else it says how.
//
// Reports: the rate each side's herd reached and its errors, p50/p95/p99 of the push on each side and
// the product's ratios to the bare loop, lost pushes, each server's resident memory and memory per
// open socket.
//
//   BENCH_CLIENTS (15000)  sockets on each side
//   BENCH_RATE (1000)      herd commands a second
//   BENCH_ROUNDS (20)      pushes measured on each side (30 at most: each round's marker must reach the top 30)
//   BENCH_HERD (2)         herd processes
//   BENCH_SETTLE_MS (2000) herd time on a side before its push
//
// Short version (under a minute): BENCH_CLIENTS=1000 BENCH_RATE=200 BENCH_ROUNDS=4 npm run bench:night
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { DailyEntry } from '../contracts/api/leaderboards.ts';
import type { StartReply } from '../contracts/api/plays.ts';
import type { ServerMessage } from '../contracts/messages.ts';
import { plausibleSeconds } from '../machines/game/fair-play.ts';
import { ASSIGNED_DAYS_SQL } from '../projections/daily-questions/queries.ts';
import type { HerdInit, HerdReport, Side } from './night-herd.ts';
import {
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

/** Open files this run needs in one process (a server holds every socket of its side). */
function raiseOpenFiles() {
  const need = CLIENTS + 4096;
  const soft = Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 0);
  if (soft >= need) return;
  try {
    // Children inherit it: the servers, the watchers, PostgreSQL.
    execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${need}:${need}`]);
  } catch {
    // A container without CAP_SYS_RESOURCE cannot pass its hard limit, root or not.
    console.error(
      `needs ${need} open files per process, has ${soft}, and may not raise it: raise the hard limit (\`ulimit -Hn ${need}\` as root, LimitNOFILE= in systemd, \`docker run --ulimit nofile=${need}\`), then run again`,
    );
    process.exit(1);
  }
}

const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
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

/** A daily-leaderboard message of 30 players, the first named `username` (the bare loop's payload). */
function barePayload(username: string): string {
  const ranking: DailyEntry[] = Array.from({ length: 30 }, (_, i) => ({
    posicion: i + 1,
    usuario_id: 100_000 + i,
    username: i === 0 ? username : `jugador${100_000 + i}`,
    puntuacion: 1200 - i * 10,
    score_ponderado: 1200 - i * 10,
    estrellas: 3 - Math.floor(i / 10),
    partidas_jugadas: 1,
    tiempo_segundos: 20 + i,
    victoria_dificil: false,
  }));
  return JSON.stringify({
    type: 'leaderboard',
    periodo: 'diario',
    ranking,
    totalParticipantes: 54_321,
  } satisfies ServerMessage);
}

const line = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return [0.5, 0.95, 0.99].map((p) => (sorted.length ? percentile(sorted, p) : Number.NaN));
};

async function main() {
  raiseOpenFiles();
  const bench = await workbench();
  const client = httpClient(4);
  const started: ChildProcess[] = [];
  const allWatchers: Watcher[] = [];
  let herd: Awaited<ReturnType<typeof startHerd>> | null = null;
  try {
    const { pool } = bench;
    const product = await startProduct(bench);
    started.push(product.process);
    const bare = await startBare(bench);
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
      `${CLIENTS} websocket clients on each side (${productClients.all.length} watcher processes each, source addresses 127.0.0.2–${2 + Math.floor((2 * CLIENTS - 1) / 20_000)}) connected in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`,
    );
    for (const side of ['product', 'bare'] as const)
      console.log(
        `${side.padEnd(7)} server resident memory: ${mb(before[side])} → ${mb(after[side])} with the sockets, ${((after[side] - before[side]) / CLIENTS / 1024).toFixed(1)} KB per open socket`,
      );

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
    const runSeconds = ROUNDS * 2 * (SETTLE_MS / 1000 + 3);
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

    const samples: Record<Side, number[]> = { product: [], bare: [] };
    /** From the request until its answer: what the push's time is made of before the sending. */
    const answered: Record<Side, number[]> = { product: [], bare: [] };
    const lost: Record<Side, number> = { product: 0, bare: 0 };
    await herd.report();
    const readBefore = { product: await productClients.messages(), bare: await bareClients.messages() };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating which side goes first, so both meet the machine's drift alike.
      for (const side of round % 2 === 0 ? (['product', 'bare'] as const) : (['bare', 'product'] as const)) {
        herd.aim(side);
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const name = side === 'product' ? markers[round].username : `bare${round}`;
        const reach = (side === 'product' ? productClients : bareClients).reach(name);
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
            : await client.post(bare.port, '/bare/push', { payload: barePayload(name) }, {});
        if (reply.status !== 200) throw new Error(`${side} push request: ${reply.status} ${reply.body}`);
        answered[side].push(clock() - sent);
        const { reached, last } = await reach;
        lost[side] += CLIENTS - reached;
        if (reached === CLIENTS) samples[side].push(last - sent);
      }
    }
    herd.aim(null);
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
      `messages a client read per round: product ${readPerRound('product', readNow.product)}, bare ${readPerRound('bare', readNow.bare)}`,
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
