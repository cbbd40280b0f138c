// npm run bench:live — what a socket receives while players win (issue 38's own scenario): a fresh
// start, BENCH_PLAYERS (60) signed-in players winning today's game at a human pace over
// BENCH_SECONDS (30) s, about two wins a second, some after a miss or two. Beside them, sockets as the
// pages hold them: an idle one (a page that shows nothing live: the game, the FAQ, a background
// tab), a viewer of the daily table (`leaderboard:diario`), the leaderboard page (its three tables),
// the result's crowd (`crowd`). It reports each one's messages and bytes a second, and checks the
// daily viewer as the page does: its changes applied to the snapshot it loaded give the table read
// at the end, and every player who entered the top 30 (read after each win) reached it.
//
// With BENCH_IDLE=N it first measures what N idle sockets (held by a watcher process) cost the
// server while nothing happens: its CPU over 30 s with them, less 30 s without (the heartbeat's
// pings are all an idle socket costs it now; it is never in a push's loop).
//
//   BENCH_PLAYERS (60), BENCH_SECONDS (30), BENCH_IDLE (0)
import WebSocket from 'ws';
import type { Leaderboard } from '../contracts/api/leaderboards.ts';
import type { ServerMessage, TableChange, Topic } from '../contracts/messages.ts';
import { plausibleSeconds } from '../machines/game/fair-play.ts';
import { applyChange } from '../machines/live/tables.ts';
import { cpuNow, httpClient, makePlayers, playSteps, startProduct, stopProcess, workbench } from './support.ts';
import { startWatcher } from './watcher.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 60);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const IDLE = Number(process.env.BENCH_IDLE ?? 0);

type Socket = { name: string; messages: number; bytes: number; received: ServerMessage[]; close(): void };

/** A socket as a page holds it: identified as a guest, subscribed to `topics`, counting what it hears (frame headers included). */
function socket(port: number, name: string, topics: Topic[]): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
      perMessageDeflate: false,
      origin: `http://127.0.0.1:${port}`,
    });
    const counted: Socket = { name, messages: 0, bytes: 0, received: [], close: () => ws.terminate() };
    let ready = false;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'identify', token: null })));
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (!ready) {
        if (message.type === 'hello' && topics.length > 0) ws.send(JSON.stringify({ type: 'subscribe', topics }));
        if (message.type === (topics.length > 0 ? 'subscribed' : 'hello')) {
          ready = true;
          resolve(counted);
        }
        return;
      }
      counted.messages += 1;
      counted.bytes += data.length + (data.length < 126 ? 2 : 4);
      counted.received.push(message);
    });
    ws.on('error', reject);
  });
}

/** The server's CPU a second over 30 s, with nothing happening. */
async function quietCpu(pid: number): Promise<number> {
  const before = cpuNow(pid).server;
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  return (cpuNow(pid).server - before) / 30;
}

async function idleCost(pid: number, port: number) {
  const without = await quietCpu(pid);
  // The watcher's sockets subscribe to nothing (it reads BENCH_TOPICS when it starts).
  const topics = process.env.BENCH_TOPICS;
  process.env.BENCH_TOPICS = '';
  const watcher = startWatcher(`ws://127.0.0.1:${port}/api/ws`, `http://127.0.0.1:${port}`, IDLE);
  if (topics === undefined) delete process.env.BENCH_TOPICS;
  else process.env.BENCH_TOPICS = topics;
  await watcher.ready;
  const withThem = await quietCpu(pid);
  console.log(
    `${IDLE} idle sockets: server CPU ${(without * 1000).toFixed(1)} ms/s without them, ${(withThem * 1000).toFixed(1)} ms/s with them: ${(((withThem - without) * 1e6) / IDLE).toFixed(2)} µs a second per idle socket (the heartbeat's ping every ${30} s)`,
  );
  await watcher.stop();
}

async function main() {
  const bench = await workbench();
  const client = httpClient(PLAYERS);
  try {
    const server = await startProduct(bench);
    const { port } = server;
    if (IDLE > 0) await idleCost(server.process.pid!, port);
    const daily = async () =>
      (await (await fetch(`http://127.0.0.1:${port}/api/leaderboard/daily`)).json()) as Leaderboard;
    try {
      const sockets = [
        await socket(port, 'idle (no live part shown)', []),
        await socket(port, 'the leaderboard page, daily tab', ['leaderboard:diario']),
        await socket(port, 'the leaderboard page, weekly tab', ['leaderboard:semanal']),
        await socket(port, 'the result’s crowd', ['crowd']),
      ];
      const snapshot = await daily();
      const players = (await makePlayers(bench.pool, PLAYERS * 2, 'live')).filter((player) => player.username);
      const steps = playSteps(client, port, bench.pool);
      for (const player of players) await steps.start(player);
      // Each wins at its moment of the window, after 0–2 misses a few seconds apart; none before a
      // person could have typed the answer (a faster win ranks nowhere).
      const { rows } = await bench.pool.query<{ respuesta: string }>(
        'select q.respuesta from daily_questions d join questions q on q.id = d.pregunta_id order by d.fecha desc limit 1',
      );
      const floor = (plausibleSeconds(rows[0].respuesta.length, 3) + 1) * 1000;
      await new Promise((resolve) => setTimeout(resolve, floor));
      const entered = new Set<number>();
      /** When each player was first and last seen in the top 30 by the reads after the wins. */
      const shown = new Map<number, { first: number; last: number }>();
      const startedAt = performance.now();
      await Promise.all(
        players.map(async (player, i) => {
          const at = (i + Math.random()) * ((SECONDS * 1000) / players.length);
          const misses = i % 3;
          for (let n = 0; n < misses; n++) {
            await new Promise((resolve) =>
              setTimeout(resolve, Math.max(0, startedAt + at - 2000 * (misses - n) - performance.now())),
            );
            await steps.miss(player, n);
          }
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + at - performance.now())));
          await steps.win(player);
          const top = await daily();
          const now = performance.now();
          for (const row of top.ranking) {
            const span = shown.get(row.usuario_id) ?? { first: now, last: now };
            shown.set(row.usuario_id, { first: Math.min(span.first, now), last: Math.max(span.last, now) });
            if (row.username === player.username) entered.add(row.usuario_id);
          }
        }),
      );
      // The last push goes within a second of the last win.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const seconds = (performance.now() - startedAt) / 1000;
      const final = await daily();

      console.log(
        `${players.length} signed-in players won over ${seconds.toFixed(1)} s (${(players.length / seconds).toFixed(1)} wins a second); ${entered.size} of them entered the daily top 30`,
      );
      console.log('| socket | messages | bytes | per second |');
      console.log('| --- | --- | --- | --- |');
      for (const one of sockets)
        console.log(
          `| ${one.name} | ${one.messages} | ${(one.bytes / 1024).toFixed(1)} KB | ${(one.bytes / 1024 / seconds).toFixed(2)} KB/s |`,
        );

      // The daily viewer as the page: its changes on its snapshot.
      const viewer = sockets[1];
      let table = { ranking: snapshot.ranking, version: snapshot.version };
      const seen = new Set<number>();
      let gaps = 0;
      for (const message of viewer.received) {
        if (message.type !== 'leaderboard') continue;
        for (const row of message.rows) seen.add(row.usuario_id);
        const applied = applyChange(table.ranking, table.version, message as TableChange);
        if (applied) table = { ranking: applied, version: message.version };
        else gaps += 1;
      }
      const missed = [...entered].filter((id) => !seen.has(id));
      // A push a second shows the table as it is then: a player who entered and was pushed out again
      // between two pushes is in neither; one still there at the end, or there longer than a push
      // interval and a half, must have reached the viewer.
      const kept = new Set(final.ranking.map((row) => row.usuario_id));
      const lost = missed.filter((id) => kept.has(id) || shown.get(id)!.last - shown.get(id)!.first >= 1500);
      console.log(
        `daily viewer: ${gaps} changes that did not apply (a page would load the table again); its table ${table.version === final.version && JSON.stringify(table.ranking) === JSON.stringify(final.ranking) ? 'equals' : 'DIFFERS FROM'} the one read at the end; of the ${entered.size} players who entered the top 30, ${missed.length - lost.length} ${missed.length - lost.length === 1 ? 'was' : 'were'} in it for less than a push interval (entered and pushed out between two pushes) and never shown, ${lost.length} LOST (there longer, never reached the viewer)`,
      );
      for (const one of sockets) one.close();
    } finally {
      await stopProcess(server.process);
    }
  } finally {
    client.close();
    await bench.close();
  }
}

await main();
