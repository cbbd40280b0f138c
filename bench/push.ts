// npm run bench:push — a leaderboard push under the midnight herd. The product runs in its own
// process on a throwaway (durable) embedded PostgreSQL; a watcher process holds 5,000 websocket
// clients; meanwhile virtual players play today's game non-stop (bench:herd's load). Over several
// runs a marked player wins at once, and the time from sending that winning guess to the moment
// the daily-leaderboard push naming them has reached every client is measured. Lost: a client the
// push never reached.
//
// (What one pushed message costs the server: bench:fanout.)
//
//   BENCH_CLIENTS (5000), BENCH_RUNS (20), BENCH_CONCURRENCY (30, the load's players at a time)
import type { StartReply } from '../contracts/api/plays.ts';
import { plausibleSeconds } from '../machines/game/fair-play.ts';
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
import { clock, startWatcher } from './watcher.ts';
import { ASSIGNED_DAYS_SQL } from '../projections/daily-questions/queries.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 30);

await main();

async function main() {
  const bench = await workbench();
  const client = httpClient(CONCURRENCY + 1);
  let stopLoad = false;
  try {
    const { pool } = bench;
    const server = await startProduct(bench);
    const origin = `http://127.0.0.1:${server.port}`;
    const watcher = startWatcher(`ws://127.0.0.1:${server.port}/api/ws`, origin, CLIENTS);
    try {
      const connectStart = performance.now();
      await watcher.ready;
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
        const { rows } = await pool.query<{ respuesta: string }>(
          `select q.respuesta from (${ASSIGNED_DAYS_SQL}) d join questions q on q.id = d.pregunta_id where d.fecha = to_date($1::text, 'YYYYMMDD')`,
          [pregunta.id],
        );
        // A win faster than a person could type ranks nowhere (fair play): the marker waits that long.
        await new Promise((resolve) => setTimeout(resolve, (plausibleSeconds(rows[0].respuesta.length, 1) + 1) * 1000));
        const reach = watcher.reach(marker.username);
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
    } finally {
      stopLoad = true;
      await watcher.stop();
      await stopProcess(server.process);
    }
  } finally {
    client.close();
    await bench.close();
  }
}
