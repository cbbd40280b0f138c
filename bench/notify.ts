// npm run bench:notify — how far PostgreSQL's LISTEN/NOTIFY carries the fan-out between nodes (the
// capacity model's "which engine past it, and when"). Each scenario stands for a number of players a
// day: its nodes each send their finished plays' notifications as the product does
// (server/events/notify.ts: everything queued in one `pg_notify` statement, one statement in flight
// per node, a payload of ~200 bytes: ids only) at its rate of finishes a second, and each node's
// LISTEN connection receives all of them. It reports the delay from the moment a node queued a
// notification until the last node has it, the statements a second, and PostgreSQL's CPU.
//
//   BENCH_SECONDS (10 per scenario), BENCH_SCENARIOS ("1000000:4:1700,3000000:8:5000,10000000:24:17000":
//   players a day : nodes : finishes a second)
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { cpuNow, percentile, workbench } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? '1000000:4:1700,3000000:8:5000,10000000:24:17000')
  .split(',')
  .map((one) => one.split(':').map(Number))
  .map(([players, nodes, rate]) => ({ players, nodes, rate }));
const CHANNEL = 'bench_notify';
/** Payloads in one statement at most, as server/events/notify.ts sends them. */
const BATCH = 500;
const TICK_MS = 10;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** A notification as the store's: a play's stream, its events' types, who finished it (~200 bytes). */
const payload = (node: number, n: number, at: number) =>
  JSON.stringify({
    streamId: `play-${100_000 + n}-2026-05-10`,
    types: ['GuessMade', 'PlayFinished'],
    finished: { userId: 100_000 + n, fecha: '2026-05-10', ranked: true, won: true },
    node,
    at,
  });

async function scenario(url: string, { players, nodes, rate }: (typeof SCENARIOS)[number]) {
  const listeners: pg.Client[] = [];
  const senders: pg.Client[] = [];
  /** When each notification was queued, and how many nodes have it. */
  const pending = new Map<string, { at: number; heard: number }>();
  const delays: number[] = [];
  let delivered = 0;
  for (let i = 0; i < nodes; i++) {
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    await listener.query(`listen ${CHANNEL}`);
    listener.on('notification', ({ payload: text = '' }) => {
      delivered += 1;
      const key = text.slice(0, 60);
      const seen = pending.get(key);
      if (!seen) return;
      seen.heard += 1;
      if (seen.heard === nodes) {
        delays.push(performance.now() - seen.at);
        pending.delete(key);
      }
    });
    listeners.push(listener);
    const sender = new pg.Client({ connectionString: url });
    await sender.connect();
    senders.push(sender);
  }
  let statements = 0;
  let sent = 0;
  let running = true;
  // No server process of ours here: every PostgreSQL process under this script counts as PostgreSQL.
  const cpuBefore = cpuNow(-1);
  const started = performance.now();
  const loops = senders.map(async (sender, node) => {
    const queue: string[] = [];
    let made = 0;
    // The node's finishes arrive at its share of the rate, a tick at a time.
    const timer = setInterval(() => {
      const due = Math.floor(((performance.now() - started) / 1000) * (rate / nodes)) - made;
      for (let i = 0; i < due; i++) {
        const text = payload(node, node * 10_000_000 + made + i, performance.now());
        pending.set(text.slice(0, 60), { at: performance.now(), heard: 0 });
        queue.push(text);
      }
      made += Math.max(0, due);
    }, TICK_MS);
    while (running) {
      if (queue.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        continue;
      }
      const batch = queue.splice(0, BATCH);
      await sender.query({
        name: 'notify-batch',
        text: 'select pg_notify($1, payload) from unnest($2::text[]) as payload',
        values: [CHANNEL, batch],
      });
      statements += 1;
      sent += batch.length;
    }
    clearInterval(timer);
  });
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  running = false;
  await Promise.all(loops);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuNow(-1);
  // What is on its way arrives within a second.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const sorted = delays.sort((a, b) => a - b);
  const ms = (p: number) => `${percentile(sorted, p).toFixed(1)} ms`;
  console.log(
    `| ${players.toLocaleString('en')} | ${nodes} | ${Math.round(sent / seconds).toLocaleString('en')} | ${Math.round(statements / seconds).toLocaleString('en')} (${(sent / Math.max(1, statements)).toFixed(1)} each) | ${ms(0.5)} / ${ms(0.95)} / ${ms(0.99)} | ${delivered.toLocaleString('en')} of ${(sent * nodes).toLocaleString('en')} | ${((cpuAfter.postgres - cpuBefore.postgres) / seconds).toFixed(2)} | ${((cpuAfter.client - cpuBefore.client) / seconds).toFixed(2)} | ${load()} |`,
  );
  await Promise.all([...listeners, ...senders].map((client) => client.end()));
}

const bench = await workbench();
try {
  console.log(
    `${SECONDS} s a scenario; each node one NOTIFY statement in flight, its LISTEN connection hearing every node's:`,
  );
  console.log(
    '| players a day | nodes | finishes/s sent | NOTIFY statements/s | delay until every node has it, p50 / p95 / p99 | delivered | PostgreSQL cores | this script cores | load |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const one of SCENARIOS) await scenario(bench.db.url, one);
} finally {
  await bench.close();
}
