// npm run bench:herd — the midnight herd, side by side in one run on one throwaway (durable)
// embedded PostgreSQL: (A) the product's play flow over HTTP, the server in its own process(es)
// (`npm start` with WEB_CONCURRENCY = 1 and 2), each virtual player starting today's play, missing
// four times and winning, half of them signed in and half anonymous; (B) a bare Fastify route doing
// one durable INSERT per request in its own process, with the same number of requests. Prints
// req/s and p50 / p95 / p99 of each, and the product's ratios to the bare route.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StartReply } from '../contracts/api/plays.ts';
import { startEmbeddedPostgres, freePort } from '../server/db/embedded.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { createPool } from '../server/db/pool.ts';
import { ignoreShutdown } from './support.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const WARMUP = Math.min(100, PLAYERS);
const REQUESTS_PER_PLAYER = 6;
const SECRET = 'bench-secret-bench-secret-bench-secret';
const ROOT = path.resolve(import.meta.dirname, '..');

type Player = { headers: Record<string, string> };
type Result = { label: string; requests: number; seconds: number; latencies: number[]; errors: number };

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A session token as the server signs them (HS256, `sub`, `tv`, a 7-day `exp`). */
function sessionToken(userId: number): string {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: String(userId), tv: 0, iat: now, exp: now + 7 * 86400 })}`;
  return `${unsigned}.${createHmac('sha256', SECRET).update(unsigned).digest('base64url')}`;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function post(port: number, url: string, body: object, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: url, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** C players at a time, each doing its requests one after another; every request timed. */
async function drive(players: Player[], play: (player: Player, timed: <T>(run: () => Promise<T>) => Promise<T>) => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  const timed = async <T>(run: () => Promise<T>) => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      latencies.push(performance.now() - start);
    }
  };
  let next = 0;
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
  return { seconds: (performance.now() - started) / 1000, latencies, errors };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

async function waitFor(port: number, child: ChildProcess, url: string) {
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      http.get({ host: '127.0.0.1', port, path: url }, (response) => {
        response.resume();
        resolve(response.statusCode === 200 || response.statusCode === 404);
      }).on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'trivia-bench-herd-'));
  const clientDir = path.join(dir, 'client');
  await mkdir(clientDir);
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>bench</title>');
  // Durable, as production: every acknowledged command is on disk.
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'bench' });
  const pool = createPool(db.url, ignoreShutdown);
  const results: Result[] = [];
  try {
    await prepareDatabase(pool);
    const runs = [1, 2].map((workers) => ({ label: `product, WEB_CONCURRENCY=${workers}`, workers }));
    const total = (WARMUP + PLAYERS) * runs.length;
    const { rows: users } = await pool.query<{ id: number }>(
      `insert into users (username, email, password_hash) select 'herd' || g, 'herd' || g || '@bench.test', 'x' from generate_series(1, $1) g returning id`,
      [Math.ceil(total / 2)],
    );
    let nextUser = 0;
    const newPlayers = (count: number): Player[] =>
      Array.from({ length: count }, (_, i): Player =>
        i % 2 === 0 && nextUser < users.length
          ? { headers: { authorization: `Bearer ${sessionToken(users[nextUser++].id)}` } }
          : { headers: { 'x-anon-id': randomUUID() } },
      );
    const answers = new Map<number, string>();
    const answerOf = async (id: number) => {
      if (!answers.has(id)) answers.set(id, (await pool.query<{ respuesta: string }>('select respuesta from questions where id = $1', [id])).rows[0].respuesta);
      return answers.get(id)!;
    };

    console.log(`${PLAYERS} players per run (${PLAYERS * REQUESTS_PER_PLAYER} requests), ${CONCURRENCY} at a time, after ${WARMUP} warm-up players\n`);
    for (const run of runs) {
      const port = await freePort();
      const server = spawn(process.execPath, [path.join(ROOT, 'server/main.ts')], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: db.url,
          PORT: String(port),
          JWT_SECRET: SECRET,
          CLIENT_DIR: clientDir,
          APP_URL: `http://127.0.0.1:${port}`,
          LOG_LEVEL: 'warn',
          WEB_CONCURRENCY: String(run.workers),
          AUTH_RATE_LIMIT: '1000000',
          ANON_PLAYS_PER_ADDRESS: '1000000',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await waitFor(port, server, '/api/health');
        const playOnce = async (player: Player, timed: <T>(run: () => Promise<T>) => Promise<T>) => {
          const started = await timed(() => post(port, '/api/partidas/iniciar', {}, player.headers));
          if (started.status !== 200) throw new Error(`iniciar: ${started.status} ${started.body}`);
          const { pregunta } = JSON.parse(started.body) as StartReply;
          const answer = await answerOf(pregunta.id);
          const wrong: string[] = [...answer].map((ch) => (ch === ' ' ? ' ' : 'Z'));
          for (let miss = 0; miss < 4; miss++) {
            wrong[wrong.findIndex((ch) => ch !== ' ')] = 'QWXY'[miss];
            const guess = await timed(() => post(port, `/api/preguntas/${pregunta.id}/verificar`, { respuesta: wrong.join('') }, player.headers));
            if (guess.status !== 200) throw new Error(`verificar: ${guess.status} ${guess.body}`);
          }
          const win = await timed(() => post(port, `/api/preguntas/${pregunta.id}/verificar`, { respuesta: answer }, player.headers));
          if (win.status !== 200 || !JSON.parse(win.body).correcta) throw new Error(`winning guess: ${win.status} ${win.body}`);
        };
        await drive(newPlayers(WARMUP), playOnce);
        const measured = await drive(newPlayers(PLAYERS), playOnce);
        results.push({ label: run.label, requests: PLAYERS * REQUESTS_PER_PLAYER, ...measured });
      } finally {
        await stop(server);
      }
    }

    const port = await freePort();
    const bare = spawn(process.execPath, [path.join(ROOT, 'bench/bare-server.ts')], { env: { ...process.env, DATABASE_URL: db.url, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
    try {
      await waitFor(port, bare, '/');
      const bareOnce = async (player: Player, timed: <T>(run: () => Promise<T>) => Promise<T>) => {
        for (let i = 0; i < REQUESTS_PER_PLAYER; i++) {
          const response = await timed(() => post(port, '/bare', { respuesta: 'ZZZZ ZZZZZ', n: i }, player.headers));
          if (response.status !== 200) throw new Error(`bare: ${response.status}`);
        }
      };
      await drive(newPlayers(WARMUP).map(() => ({ headers: { 'x-anon-id': randomUUID() } })), bareOnce);
      const measured = await drive(Array.from({ length: PLAYERS }, () => ({ headers: { 'x-anon-id': randomUUID() } })), bareOnce);
      results.push({ label: 'bare route (1 durable INSERT)', requests: PLAYERS * REQUESTS_PER_PLAYER, ...measured });
    } finally {
      await stop(bare);
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
  } finally {
    agent.destroy();
    await pool.end();
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
