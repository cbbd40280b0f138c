// `npm run test:cluster [-- --players 5000 --sockets 5000 --concurrency 50]`: the product as an
// operator runs it for many players. A durable embedded PostgreSQL, three app nodes (`npm start`,
// each its own process and port) and HAProxy in front with deploy/haproxy.cfg as it is. Through the
// proxy: websocket clients (a watcher process, reconnecting as the page does) and the midnight herd
// (virtual players starting today's play, missing four times and winning; a command that fails is
// sent again, as a browser would). Midway one node is killed with SIGKILL and started again. Before
// the kill and after the restart, a player wins on each node in turn and the daily-leaderboard push
// naming them must reach every client, whichever node holds its socket. At the end: every command
// acknowledged is in its stream, no play broke a rule, and the read models equal a rebuild.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  acknowledgedPlays,
  httpClient,
  makePlayers,
  percentile,
  ROOT,
  startProduct,
  stopProcess,
  workbench,
  type Player,
  type Workbench,
} from '../bench/support.ts';
import { clock, startWatcher, type Watcher } from '../bench/watcher.ts';
import type { GuessReply, StartReply } from '../contracts/api/plays.ts';
import { plausibleSeconds } from '../machines/game/fair-play.ts';
import { freePort } from '../server/db/embedded.ts';
import { checkEvents, rebuiltEqualsLive } from './crash.ts';
import { type Bouncer, processUsage, startBouncer } from './cluster-parts.ts';

const NODES = 3;
/** How long a draining node keeps answering while the proxy's checks (1 s, fall 2) take it out. */
const DRAIN_DELAY_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Times the proxy took a node out (its checks failed or its connections did). */
let markedDown = 0;

export type ClusterReport = {
  players: number;
  sockets: number;
  /** Sockets each node held before the kill (from its metrics). */
  socketsPerNode: number[];
  requests: number;
  requestsPerSecond: number;
  /** Commands sent again after a refused connection or a 5xx. */
  retried: number;
  /** Plays that could not go on (a start refused). */
  errors: string[];
  p50: number;
  p99: number;
  acknowledged: number;
  lost: string[];
  violations: string[];
  projectionsEqual: boolean;
  /** Times the proxy took a node out: once for the kill; more is a check that failed under load. */
  markedDown: number;
  /** From the kill until every socket was open again through the proxy. */
  reconnectedMs: number;
  reconnects: number;
  /** Each marker's win: the node it went to and whether (and how soon) every client had its push. */
  pushes: { phase: 'before kill' | 'after restart'; node: number; reached: number; ms: number }[];
  /** What the request pools sent through PgBouncer (deploy/pgbouncer.ini, transaction pooling). */
  bouncer: { transactions: number; queries: number; serverConnections: number; cpuSeconds: number };
  /** HAProxy's own cost, from /proc (CPU of every thread, resident memory) and its exporter (bytes). */
  proxy: ProxyCost;
  ok: boolean;
};

export type ProxyCost = {
  /** Resident memory once the nodes were up, before any socket. */
  idleKB: number;
  /** Resident memory added per socket connected through it (each is two connections: client and node). */
  kbPerSocket: number;
  /** CPU per websocket message relayed while only pushes flowed (the markers' wins before the kill). */
  usPerPush: number;
  /** The same per KB relayed to the clients (the bytes the watcher process read meanwhile). */
  usPerKB: number;
  /** During the herd: CPU per message relayed (each HTTP request and its reply, and each push). */
  usPerMessageInHerd: number;
  /** Its peak resident memory over the run, and that less the idle memory per socket. */
  peakKB: number;
  peakKBPerSocket: number;
};

type Node = { index: number; port: number; metricsPort: number; process: ChildProcess };

/** Bytes a process has read so far (its sockets included), from /proc/<pid>/io. */
async function bytesRead(pid: number): Promise<number> {
  const io = await readFile(`/proc/${pid}/io`, 'utf8');
  return Number(/^rchar: (\d+)/m.exec(io)?.[1] ?? Number.NaN);
}

/** HAProxy with deploy/haproxy.cfg, its addresses from the environment; resolves once it routes. */
async function startProxy(
  port: number,
  statsPort: number,
  nodes: Node[],
  log: (line: string) => void = () => {},
): Promise<ChildProcess> {
  const env: Record<string, string> = {
    ...process.env,
    TRIVIA_BIND: `127.0.0.1:${port}`,
    TRIVIA_STATS_BIND: `127.0.0.1:${statsPort}`,
    // Every simulated browser connects from loopback: one address holding thousands of sockets.
    TRIVIA_CONN_PER_ADDRESS: '1000000',
  } as Record<string, string>;
  for (const node of nodes) env[`TRIVIA_NODE${node.index + 1}`] = `127.0.0.1:${node.port}`;
  const proxy = spawn('haproxy', ['-db', '-f', path.join(ROOT, 'deploy/haproxy.cfg')], {
    env: { ...env, PATH: `${process.env.PATH}:/usr/sbin:/sbin` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Its notices (a node marked down or up) go to the log; the last ones explain a failed start.
  const said: string[] = [];
  proxy.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      if (/Server app\/\S+ is DOWN/.test(line)) markedDown += 1;
      said.push(line);
      if (said.length > 20) said.shift();
      log(`haproxy: ${line}`);
    }
  });
  const failed = new Promise<never>((_, reject) => {
    proxy.once('error', (error) =>
      reject(new Error(`haproxy did not start (apt-get install haproxy): ${error.message}`)),
    );
    proxy.once('exit', (code) => reject(new Error(`haproxy exited with ${code}:\n${said.join('\n')}`)));
  });
  const routed = (async () => {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await sleep(100);
    }
  })();
  await Promise.race([routed, failed]);
  failed.catch(() => {});
  return proxy;
}

/** Open websockets of each node, from its metrics. */
async function socketsOf(nodes: Node[]): Promise<number[]> {
  return Promise.all(
    nodes.map(async (node) => {
      const text = await (await fetch(`http://127.0.0.1:${node.metricsPort}/metrics`)).text();
      return Number(/^trivia_websockets_open (\d+)/m.exec(text)?.[1] ?? Number.NaN);
    }),
  );
}

export async function clusterTest(options: {
  players: number;
  sockets: number;
  concurrency: number;
  log?: (line: string) => void;
}): Promise<ClusterReport> {
  const log = options.log ?? (() => {});
  const bench: Workbench = await workbench();
  const { pool } = bench;
  const proxyPort = await freePort();
  const statsPort = await freePort();
  const origin = `http://127.0.0.1:${proxyPort}`;
  const started: ChildProcess[] = [];
  const client = httpClient(options.concurrency + 4);
  let watcher: Watcher | null = null;
  let proxy: ChildProcess | null = null;
  let bouncer: Bouncer | null = null;
  const nodes: Node[] = [];
  // Stopped from outside (Ctrl-C, a timeout): nothing of this run stays behind.
  const abort = () => {
    for (const child of [...started, proxy, watcher?.process, bouncer?.process]) child?.kill('SIGKILL');
    void bench.close().finally(() => process.exit(130));
  };
  process.once('SIGINT', abort).once('SIGTERM', abort);
  markedDown = 0;
  try {
    // The request pools go through PgBouncer; LISTEN, pg-boss and migrations straight to PostgreSQL.
    bouncer = await startBouncer(bench.db.url, log);
    const poolUrl = bouncer.url;
    const env = async (node: { port: number; metricsPort: number }) => ({
      DATABASE_POOL_URL: poolUrl,
      PORT: String(node.port),
      METRICS_PORT: String(node.metricsPort),
      APP_URL: origin,
      // X-Forwarded-For from the proxy alone (it connects from loopback here).
      TRUST_PROXY: '127.0.0.1',
      DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      SHUTDOWN_GRACE_MS: '5000',
    });
    for (let index = 0; index < NODES; index++) {
      const ports = { port: await freePort(), metricsPort: await freePort() };
      const { process: child } = await startProduct(bench, await env(ports));
      started.push(child);
      nodes.push({ index, ...ports, process: child });
    }
    proxy = await startProxy(proxyPort, statsPort, nodes, log);
    const proxyPid = proxy.pid!;
    log(`3 nodes (request pools through PgBouncer) and HAProxy on ${origin}`);
    const idle = await processUsage(proxyPid);

    const connectStart = performance.now();
    watcher = startWatcher(`ws://127.0.0.1:${proxyPort}/api/ws`, origin, options.sockets);
    await watcher.ready;
    const socketsPerNode = await socketsOf(nodes);
    const connected = await processUsage(proxyPid);
    log(
      `${options.sockets} sockets through the proxy in ${((performance.now() - connectStart) / 1000).toFixed(1)} s: ${socketsPerNode.join(' / ')} per node`,
    );

    // Commands through the proxy (or straight to one node), sent again until a node answers them.
    const plays = acknowledgedPlays(client, pool, proxyPort);
    const { send, answerOf, acks, latencies } = plays;
    const play = plays.play;

    // Markers win in one go (one attempt: the daily top) on a given node; every client must hear of it.
    const markers = (await makePlayers(pool, 2 * NODES * 2, `mark${Date.now().toString(36)}`)).filter(
      (player): player is Player & { username: string } => player.username !== undefined,
    );
    const pushes: ClusterReport['pushes'] = [];
    async function markerRound(phase: ClusterReport['pushes'][number]['phase']) {
      // Each marker starts, then wins once a person could have (a faster win ranks nowhere: fair play).
      const round = await Promise.all(
        nodes.map(async (node) => {
          const marker = markers.shift()!;
          const started = await send<StartReply>(proxyPort, '/api/partidas/iniciar', {}, marker.headers);
          const answer = await answerOf(started.data.pregunta.id);
          return { node, marker, id: started.data.pregunta.id, answer };
        }),
      );
      await sleep((plausibleSeconds(Math.max(...round.map((r) => r.answer.length)), 1) + 1) * 1000);
      for (const { node, marker, id, answer } of round) {
        const reach = watcher!.reach(marker.username);
        await sleep(20);
        const sent = clock();
        const win = await send<GuessReply>(
          node.port,
          `/api/preguntas/${id}/verificar`,
          { respuesta: answer },
          marker.headers,
        );
        if (win.status !== 200 || !win.data.correcta) throw new Error(`marker's win: ${win.status}`);
        const { reached, last } = await reach;
        pushes.push({ phase, node: node.index + 1, reached, ms: reached === options.sockets ? last - sent : -1 });
        log(`${phase}: a win on node ${node.index + 1} reached ${reached} of ${options.sockets} clients`);
      }
    }
    // HAProxy's CPU while only pushes flow through it (the markers' wins), per message and per KB.
    const beforePushes = {
      usage: await processUsage(proxyPid),
      status: await watcher.status(),
      bytes: await bytesRead(watcher.process.pid!),
    };
    await markerRound('before kill');
    const afterPushes = {
      usage: await processUsage(proxyPid),
      status: await watcher.status(),
      bytes: await bytesRead(watcher.process.pid!),
    };
    const pushCpu = afterPushes.usage.cpuSeconds - beforePushes.usage.cpuSeconds;

    // The herd, C players at a time; node 2 is killed once 40 % have played, and started again.
    const players = await makePlayers(pool, options.players, `herd${Date.now().toString(36)}`);
    let next = 0;
    let done = 0;
    const errors: string[] = [];
    const herdStart = performance.now();
    const beforeHerd = { usage: await processUsage(proxyPid), status: await watcher.status() };
    const herd = Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (next < players.length) {
          await play(players[next++]).catch((error: Error) => {
            errors.push(error.message);
          });
          done += 1;
        }
      }),
    );
    const herdEnded = herd.then(() => performance.now());
    while (done < options.players * 0.4) await sleep(50);
    const victim = nodes[1];
    const killedAt = performance.now();
    victim.process.kill('SIGKILL');
    await new Promise((resolve) => victim.process.once('exit', resolve));
    log(`node 2 killed (kill -9) after ${done} players`);
    let reconnectedMs = Number.NaN;
    for (const deadline = killedAt + 60_000; performance.now() < deadline; await sleep(50)) {
      if ((await watcher.status()).open === options.sockets) {
        reconnectedMs = performance.now() - killedAt;
        break;
      }
    }
    log(`every socket open again through the proxy ${(reconnectedMs / 1000).toFixed(1)} s after the kill`);
    const restarted = await startProduct(bench, await env(victim));
    started.push(restarted.process);
    victim.process = restarted.process;
    // The proxy takes it back after two good checks.
    await sleep(2500);
    log('node 2 started again');
    await markerRound('after restart');
    const herdSeconds = ((await herdEnded) - herdStart) / 1000;
    const afterHerd = { usage: await processUsage(proxyPid), status: await watcher.status() };
    const { reconnects } = afterHerd.status;
    // Relayed during the herd: each request and its reply, and each push (the markers' round after the restart included).
    const herdMessages = 2 * latencies.length + afterHerd.status.messages - beforeHerd.status.messages;
    const proxyCost: ProxyCost = {
      idleKB: idle.rssKB,
      kbPerSocket: (connected.rssKB - idle.rssKB) / options.sockets,
      usPerPush: (pushCpu * 1e6) / (afterPushes.status.messages - beforePushes.status.messages),
      usPerKB: (pushCpu * 1e6) / ((afterPushes.bytes - beforePushes.bytes) / 1024),
      usPerMessageInHerd: ((afterHerd.usage.cpuSeconds - beforeHerd.usage.cpuSeconds) * 1e6) / herdMessages,
      peakKB: afterHerd.usage.peakKB,
      peakKBPerSocket: (afterHerd.usage.peakKB - idle.rssKB) / options.sockets,
    };
    const bouncerStats = await bouncer.stats();

    await watcher.stop();
    watcher = null;
    await Promise.all(nodes.map((node) => stopProcess(node.process)));
    const { lost, violations } = await checkEvents(pool, acks);
    const projectionsEqual = await rebuiltEqualsLive(pool);
    const sorted = [...latencies].sort((a, b) => a - b);
    const report: ClusterReport = {
      players: options.players,
      sockets: options.sockets,
      socketsPerNode,
      requests: latencies.length,
      requestsPerSecond: latencies.length / herdSeconds,
      retried: plays.retried(),
      errors,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      acknowledged: acks.length,
      lost,
      violations,
      projectionsEqual,
      markedDown,
      reconnectedMs,
      reconnects,
      pushes,
      bouncer: bouncerStats,
      proxy: proxyCost,
      ok: false,
    };
    report.ok =
      errors.length === 0 &&
      lost.length === 0 &&
      violations.length === 0 &&
      projectionsEqual &&
      socketsPerNode.every((count) => count > 0) &&
      Number.isFinite(reconnectedMs) &&
      pushes.every((push) => push.reached === options.sockets) &&
      // Without PgBouncer in the request pools' path it would have carried our one probe.
      bouncerStats.transactions > options.players;
    return report;
  } finally {
    process.off('SIGINT', abort).off('SIGTERM', abort);
    await watcher?.stop();
    client.close();
    for (const child of started) await stopProcess(child);
    if (proxy) await stopProcess(proxy);
    await bouncer?.stop();
    await bench.close();
  }
}

export function formatReport(report: ClusterReport): string {
  const reach = (phase: string) =>
    report.pushes
      .filter((push) => push.phase === phase)
      .map((push) => (push.ms >= 0 ? `${Math.round(push.ms)} ms` : `${push.reached}/${report.sockets}`))
      .join(' / ');
  const lines = [
    '| players | sockets (per node) | commands/s through the proxy | p50 | p99 | sent again | acknowledged | lost | violations | read models = rebuild | nodes taken out | sockets back after kill -9 | push to all, a win on node 1 / 2 / 3: before the kill | after the restart |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${report.players} | ${report.sockets} (${report.socketsPerNode.join(' / ')}) | ${Math.round(report.requestsPerSecond)} | ${report.p50.toFixed(1)} ms | ${report.p99.toFixed(1)} ms | ${report.retried} | ${report.acknowledged} | ${report.lost.length} | ${report.violations.length} | ${report.projectionsEqual ? 'yes' : 'NO'} | ${report.markedDown} | ${(report.reconnectedMs / 1000).toFixed(1)} s (${report.reconnects} reconnections) | ${reach('before kill')} | ${reach('after restart')} |`,
  ];
  const { proxy, bouncer } = report;
  lines.push(
    '',
    `PgBouncer carried ${bouncer.transactions} transactions (${bouncer.queries} queries) of the request pools on ${bouncer.serverConnections} server connections, ${((bouncer.cpuSeconds * 1e6) / bouncer.transactions).toFixed(0)} µs of its CPU per transaction`,
    `HAProxy: ${Math.round(proxy.idleKB)} KB idle, ${proxy.kbPerSocket.toFixed(1)} KB per socket connected (${proxy.peakKBPerSocket.toFixed(1)} KB at the peak, ${Math.round(proxy.peakKB / 1024)} MB), ${proxy.usPerPush.toFixed(1)} µs CPU per push relayed (${proxy.usPerKB.toFixed(2)} µs per KB), ${proxy.usPerMessageInHerd.toFixed(1)} µs per message in the herd`,
  );
  for (const item of [
    ...report.errors.map((e) => `error: ${e}`),
    ...report.lost.map((l) => `lost: ${l}`),
    ...report.violations.map((v) => `violation: ${v}`),
  ].slice(0, 20))
    lines.push(item);
  return lines.join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      players: { type: 'string', default: '5000' },
      sockets: { type: 'string', default: '5000' },
      concurrency: { type: 'string', default: '50' },
    },
  });
  const options = {
    players: Number(values.players),
    sockets: Number(values.sockets),
    concurrency: Number(values.concurrency),
  };
  console.log(
    `${options.players} players (${options.concurrency} at a time) and ${options.sockets} websocket clients through HAProxy to 3 nodes\n`,
  );
  const report = await clusterTest({ ...options, log: (line) => console.log(line) });
  console.log(`\n${formatReport(report)}`);
  process.exit(report.ok ? 0 : 1);
}
