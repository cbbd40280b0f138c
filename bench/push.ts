// npm run bench:push — starts the app (in a child process, on a throwaway embedded PostgreSQL),
// connects 2,000 websocket clients and measures, over several wins, the time from sending the
// winning guess to the moment the leaderboard push carrying it has reached every client.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import type { StartReply } from '../contracts/api/plays.ts';
import { todayInMadrid } from '../machines/calendar/madrid.ts';
import { normalizeLetters } from '../machines/game/normalize.ts';
import { rebuildLeaderboards } from '../projections/leaderboards/projection.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { startEmbeddedPostgres } from '../server/db/embedded.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { createPool, withTransaction } from '../server/db/pool.ts';
import { createServices } from '../server/services.ts';
import { ignoreShutdown, percentiles } from './support.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const env = { ...process.env, JWT_SECRET: 'bench-secret-bench-secret-bench-secret', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000' };

if (process.argv[2] === '--serve') {
  // The server under test: its own process, as in production.
  const config = { ...loadConfig(env), clientDir: '/nonexistent' };
  const pool = createPool(config.databaseUrl!, ignoreShutdown);
  const app = await buildApp(createServices(config, pool), { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${(app.server.address() as { port: number }).port}`);
  process.on('SIGTERM', async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  });
} else {
  await bench();
}

async function bench() {
  const dir = await mkdtemp(path.join(tmpdir(), 'trivia-bench-push-'));
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'bench', fast: true });
  const pool = createPool(db.url, ignoreShutdown);
  let server: ReturnType<typeof spawn> | null = null;
  const sockets: WebSocket[] = [];
  try {
    await prepareDatabase(pool);
    const today = todayInMadrid();
    // 40 players already ranked today, with low scores, so each bench win enters the top 30.
    await pool.query(`insert into users (username, email, password_hash) select 'ranked' || g, 'ranked' || g || '@bench.test', 'x' from generate_series(1, 40) g`);
    await pool.query(
      `insert into player_days (stream_id, user_id, fecha, modo, pregunta_id, won, score, stars, attempts, hints, seconds, on_day, finished_at)
       select 'play-' || id || '-' || $1, id, $1::date, 'diaria', 1, true, 100 + id, 0, 5, 3, 200, true, now() from users`,
      [today],
    );
    await withTransaction(pool, (tx) => rebuildLeaderboards(tx, today));

    server = spawn(process.execPath, [import.meta.filename, '--serve'], { env: { ...env, DATABASE_URL: db.url }, stdio: ['ignore', 'pipe', 'inherit'] });
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: server!.stdout! }).on('line', (line) => line.startsWith('READY ') && resolve(Number(line.slice(6))));
      server!.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}/api`;

    // Every client records when a daily leaderboard push naming the awaited player arrives.
    let awaited = '';
    let arrivals: number[] = [];
    const connectStart = performance.now();
    for (let i = 0; i < CLIENTS; i += 100) {
      await Promise.all(Array.from({ length: Math.min(100, CLIENTS - i) }, () => new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { perMessageDeflate: false });
        let received = '';
        socket.on('message', (data) => {
          const text = String(data);
          if (text.startsWith('{"type":"hello"')) return resolve();
          if (awaited && received !== awaited && text.startsWith('{"type":"leaderboard","periodo":"diario"') && text.includes(awaited)) {
            received = awaited;
            arrivals.push(performance.now());
          }
        });
        socket.on('error', reject);
        sockets.push(socket);
      })));
    }
    console.log(`${CLIENTS} websocket clients connected in ${((performance.now() - connectStart) / 1000).toFixed(1)} s; ${RUNS} wins follow`);

    const post = async <T>(url: string, body: object, token?: string): Promise<T> => {
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const reachAll: number[] = [];
    const fanOut: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const username = `bench${run}x${Date.now() % 100000}`;
      const { token } = await post<{ token: string }>('/usuarios/registro', { username, email: `${username}@bench.test`, password: 'Secreto123' });
      const { pregunta } = await post<StartReply>('/partidas/iniciar', {}, token);
      const { rows } = await pool.query<{ respuesta: string }>('select respuesta from questions where id = $1', [pregunta.id]);
      arrivals = [];
      awaited = `"username":"${username}"`;
      const sent = performance.now();
      await post(`/preguntas/${pregunta.id}/verificar`, { respuesta: normalizeLetters(rows[0].respuesta) }, token);
      const deadline = performance.now() + 10_000;
      while (arrivals.length < CLIENTS && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
      if (arrivals.length < CLIENTS) throw new Error(`only ${arrivals.length} of ${CLIENTS} clients got push ${run + 1}`);
      reachAll.push(Math.max(...arrivals) - sent);
      fanOut.push(Math.max(...arrivals) - Math.min(...arrivals));
      awaited = '';
      // Past the coalescing interval, so each win is its own push.
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    console.log(`win sent → push received by all ${CLIENTS}:  ${percentiles(reachAll, 1)}`);
    console.log(`first → last client (fan-out):          ${percentiles(fanOut, 1)}`);
  } finally {
    for (const socket of sockets) socket.terminate();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.on('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await pool.end();
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
