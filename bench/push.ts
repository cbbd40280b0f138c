// npm run bench:push — a leaderboard push under the midnight herd. The product runs in its own
// process on a throwaway (durable) embedded PostgreSQL; a watcher process holds 5,000 websocket
// clients; meanwhile virtual players play today's game non-stop (bench:herd's load). Over several
// runs a marked player wins at once, and the time from sending that winning guess to the moment
// the daily-leaderboard push naming them has reached every client is measured. Lost: a client the
// push never reached.
//
//   BENCH_CLIENTS (5000), BENCH_RUNS (20), BENCH_CONCURRENCY (30, the load's players at a time)
import { fork } from 'node:child_process';
import WebSocket from 'ws';
import type { StartReply } from '../contracts/api/plays.ts';
import {
  httpClient,
  makePlayers,
  percentiles,
  playToday,
  startProduct,
  stopProcess,
  workbench,
  type Player,
} from './support.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 30);
/** Milliseconds on a clock every process of the machine shares. */
const clock = () => performance.timeOrigin + performance.now();

type Reach = { marker: string; reached: number; last: number };

if (process.argv[2] === '--watch') await watch(Number(process.argv[3]));
else await main();

/** The watcher: CLIENTS sockets; told a marker, answers when (and how many of) them got its push. */
async function watch(port: number) {
  const sockets: WebSocket[] = [];
  let marker: Buffer | null = null;
  let reached = 0;
  let last = 0;
  const DAILY = Buffer.from('{"type":"leaderboard","periodo":"diario"');
  for (let i = 0; i < CLIENTS; i += 250) {
    await Promise.all(
      Array.from(
        { length: Math.min(250, CLIENTS - i) },
        () =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
              perMessageDeflate: false,
              origin: `http://127.0.0.1:${port}`,
            });
            let seen: Buffer | null = null;
            socket.on('message', (data: Buffer) => {
              if (data.subarray(0, 15).toString() === '{"type":"hello"') return resolve();
              if (marker && seen !== marker && data.subarray(0, DAILY.length).equals(DAILY) && data.includes(marker)) {
                seen = marker;
                reached += 1;
                last = clock();
              }
            });
            socket.on('error', reject);
            sockets.push(socket);
          }),
      ),
    );
  }
  process.send!({ ready: true });
  process.on('message', async (message: { marker?: string; stop?: boolean }) => {
    if (message.stop) {
      for (const socket of sockets) socket.terminate();
      process.exit(0);
    }
    marker = Buffer.from(`"username":"${message.marker}"`);
    reached = 0;
    for (const deadline = clock() + 10_000; reached < CLIENTS && clock() < deadline; )
      await new Promise((resolve) => setTimeout(resolve, 5));
    process.send!({ marker: message.marker!, reached, last } satisfies Reach);
  });
}

async function main() {
  const bench = await workbench();
  const client = httpClient(CONCURRENCY + 1);
  let stopLoad = false;
  try {
    const { pool } = bench;
    const server = await startProduct(bench);
    const watcher = fork(import.meta.filename, ['--watch', String(server.port)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      const connectStart = performance.now();
      await new Promise<void>((resolve, reject) => {
        watcher.once('message', () => resolve());
        watcher.once('exit', (code) => reject(new Error(`watcher exited with ${code}`)));
      });
      console.log(
        `${CLIENTS} websocket clients connected in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`,
      );

      // The herd: players playing today's game, CONCURRENCY at a time, until the runs are done.
      const play = playToday(client, server.port, pool);
      const players = await makePlayers(pool, 200_000, 'herd');
      let next = 0;
      let requests = 0;
      let errors = 0;
      const loadStart = performance.now();
      const load = Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (!stopLoad) {
            await play(players[next++], (run) => run().finally(() => (requests += 1))).catch(() => (errors += 1));
          }
        }),
      );

      // Markers win at once (one attempt, no hint): their score puts them in the daily top 30.
      const markers = (await makePlayers(pool, RUNS * 2, 'marker')).filter(
        (player): player is Player & { username: string } => player.username !== undefined,
      );
      const reachAll: number[] = [];
      let lost = 0;
      for (const marker of markers.slice(0, RUNS)) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const started = await client.post(server.port, '/api/partidas/iniciar', {}, marker.headers);
        const { pregunta } = JSON.parse(started.body) as StartReply;
        const { rows } = await pool.query<{ respuesta: string }>('select respuesta from questions where id = $1', [
          pregunta.id,
        ]);
        const reach = new Promise<Reach>((resolve) => watcher.once('message', (message: Reach) => resolve(message)));
        watcher.send({ marker: marker.username });
        await new Promise((resolve) => setTimeout(resolve, 20));
        const sent = clock();
        const win = await client.post(
          server.port,
          `/api/preguntas/${pregunta.id}/verificar`,
          { respuesta: rows[0].respuesta },
          marker.headers,
        );
        if (win.status !== 200) throw new Error(`marker's win: ${win.status} ${win.body}`);
        const { reached, last } = await reach;
        lost += CLIENTS - reached;
        if (reached === CLIENTS) reachAll.push(last - sent);
      }
      stopLoad = true;
      await load;
      const seconds = (performance.now() - loadStart) / 1000;
      console.log(`meanwhile the herd played: ${Math.round(requests / seconds)} requests/s, ${errors} errors`);
      console.log(
        `win sent → daily push received by all ${CLIENTS}: ${reachAll.length ? percentiles(reachAll, 1) : 'never'}`,
      );
      console.log(`pushes lost: ${lost} (of ${RUNS * CLIENTS})`);
      watcher.send({ stop: true });
    } finally {
      stopLoad = true;
      await stopProcess(watcher);
      await stopProcess(server.process);
    }
  } finally {
    client.close();
    await bench.close();
  }
}
