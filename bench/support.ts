// Shared by the benchmark scripts: a throwaway PostgreSQL, the product in its own process, sessions,
// a keep-alive HTTP client, virtual players playing today's game, and percentiles.
import type { DailyEntry } from '../contracts/api/leaderboards.ts';
import type { ServerMessage } from '../contracts/messages.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import path from 'node:path';
import type pg from 'pg';
import type { GuessReply, StartReply } from '../contracts/api/plays.ts';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../server/db/embedded.ts';
import { createPool } from '../server/db/pool.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { ASSIGNED_DAYS_SQL } from '../projections/daily-questions/queries.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SECRET = 'bench-secret-bench-secret-bench-secret';

/** p50 / p95 (and max) of samples in milliseconds. */
export function percentiles(samples: number[], digits = 2): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(digits);
  return `p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   max ${at(1)} ms`;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/** Pool errors, except the one PostgreSQL sends every connection when the throwaway server stops. */
export function ignoreShutdown(error: Error): void {
  if ((error as { code?: string }).code !== '57P01') console.error(error);
}

export type Workbench = { dir: string; db: EmbeddedDatabase; pool: pg.Pool; close(): Promise<void> };

/**
 * A throwaway embedded PostgreSQL, migrated with the bank; `fast` trades durability for speed; `log`, a
 * file that gets PostgreSQL's log.
 */
export async function workbench(options: { fast?: boolean; flags?: string[]; log?: string } = {}): Promise<Workbench> {
  const dir = await mkdtemp(path.join(tmpdir(), 'trivia-bench-'));
  const { log, ...settings } = options;
  const db = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    database: 'bench',
    ...settings,
    ...(log ? { log: (line: string) => appendFileSync(log, `${line}\n`) } : {}),
  });
  const pool = createPool(db.url, ignoreShutdown);
  await prepareDatabase(pool);
  return {
    dir,
    db,
    pool,
    async close() {
      await pool.end();
      await db.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** `npm start` in its own process on the workbench's database; resolves once it answers. */
export async function startProduct(
  bench: Workbench,
  env: Record<string, string> = {},
  /** Another checkout of the product to run (bench:herd's BENCH_COMPARE), on the same database. */
  root = ROOT,
): Promise<{ port: number; process: ChildProcess }> {
  // A given PORT (a node started again where its proxy expects it), else a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const clientDir = path.join(bench.dir, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>bench</title>');
  // BENCH_PROFILE=<dir> writes a CPU profile of the server (node --cpu-prof) to look into.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(root, 'server/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: bench.db.url,
      PORT: String(port),
      JWT_SECRET: SECRET,
      CLIENT_DIR: clientDir,
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000000',
      ANON_PLAYS_PER_ADDRESS: '1000000',
      // These runs send no mail; a production start without SMTP_URL would only say so loudly.
      SMTP_URL: 'smtp://127.0.0.1:9',
      WS_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // With WEB_CONCURRENCY > 1 the first worker answers before the others listen: the primary says
  // when all of them do.
  const all = printed(child, 'is running at');
  await answering(port, child, '/api/health');
  if (Number(env.WEB_CONCURRENCY ?? 1) > 1) await all;
  return { port, process: child };
}

/**
 * Resolves when the child prints `text` on its stdout (read to the end, so its output never blocks
 * it; BENCH_SERVER_LOG=<file> keeps it, the servers' warnings and errors).
 */
function printed(child: ChildProcess, text: string): Promise<void> {
  let seen = '';
  const said = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (process.env.BENCH_SERVER_LOG) appendFileSync(process.env.BENCH_SERVER_LOG, chunk);
      seen = (seen + chunk.toString()).slice(-1000);
      if (seen.includes(text)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  // Not awaited by every caller: its exit at the end is no error then.
  said.catch(() => {});
  return said;
}

/**
 * The bare baseline's own process (bench/bare-server.ts) on the workbench's database, answering;
 * with `servers` > 1, that many processes on the one port (as the product's WEB_CONCURRENCY), all listening.
 */
export async function startBare(bench: Workbench, servers = 1): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(ROOT, 'bench/bare-server.ts')], {
    env: { ...process.env, DATABASE_URL: bench.db.url, PORT: String(port), BARE_SERVERS: String(servers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const all = printed(child, 'READY');
  await answering(port, child, '/');
  await all;
  return { port, process: child };
}

export async function answering(port: number, child: ChildProcess, url: string): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: url }, (response) => {
          response.resume();
          resolve(response.statusCode === 200 || response.statusCode === 404);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  // Ended already: by itself (exitCode) or by a signal (signalCode: a kill -9 leaves exitCode null).
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A session token as the server signs them (HS256, `sub`, `tv`, a 7-day `exp`). */
export function sessionToken(userId: number): string {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: String(userId), tv: 0, jti: randomUUID(), iat: now, exp: now + 7 * 86400 })}`;
  return `${unsigned}.${createHmac('sha256', SECRET).update(unsigned).digest('base64url')}`;
}

export type Player = { headers: Record<string, string>; username?: string };

/** Whether a virtual player plays signed in (the other half plays anonymously). */
export const isSignedIn = (player: Player) => 'authorization' in player.headers;

/** Accounts made straight in the database (no bcrypt work), half of the players signed in. */
export async function makePlayers(pool: pg.Pool, count: number, prefix: string): Promise<Player[]> {
  const { rows } = await pool.query<{ id: number; username: string }>(
    `insert into users (username, username_key, email, password_hash)
     select $2 || g, lower($2 || g), $2 || g || '@bench.test', 'x' from generate_series(1, $1) g returning id, username`,
    [Math.ceil(count / 2), prefix],
  );
  return Array.from({ length: count }, (_, i): Player => {
    const user = i % 2 === 0 ? rows[i / 2] : undefined;
    // Signed-in browsers send their anonymous id too (the anti-exploit check reads it on a new play).
    return user
      ? {
          headers: { authorization: `Bearer ${sessionToken(user.id)}`, 'x-anon-id': randomUUID() },
          username: user.username,
        }
      : { headers: { 'x-anon-id': randomUUID() } };
  });
}

/** A reply's bytes as the server encoded them, decoded. */
function decoded(bytes: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'deflate') return inflateSync(bytes);
  return bytes;
}

/** Keep-alive JSON posts that accept compressed replies, as a browser does. */
export function httpClient(concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  return {
    post(
      port: number,
      url: string,
      body: object,
      headers: Record<string, string>,
    ): Promise<{ status: number; body: string }> {
      const payload = JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            path: url,
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'accept-encoding': 'gzip, deflate, br',
              'content-length': Buffer.byteLength(payload),
              ...headers,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              try {
                resolve({
                  status: response.statusCode ?? 0,
                  body: decoded(Buffer.concat(chunks), response.headers['content-encoding']).toString(),
                });
              } catch (error) {
                reject(error);
              }
            });
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

export type Timed = <T>(run: () => Promise<T>, kind?: string) => Promise<T>;

/**
 * The requests of today's play, one player at a time: the start, the nth miss (0–3), the win. The
 * answer is read from the database once per question. `keyed`: each command carries an
 * Idempotency-Key of its own, as the browser's do.
 */
export function playSteps(
  client: ReturnType<typeof httpClient>,
  port: number,
  pool: pg.Pool,
  options: { keyed?: boolean } = {},
) {
  const headersOf = (player: Player) =>
    options.keyed ? { ...player.headers, 'idempotency-key': randomUUID() } : player.headers;
  const answers = new Map<number, string>();
  const plays = new Map<Player, { id: number; answer: string; wrong: string[] }>();
  const who = (player: Player) => (isSignedIn(player) ? 'user' : 'anon');
  return {
    async start(player: Player, timed: Timed = (run) => run()) {
      const started = await timed(
        () => client.post(port, '/api/partidas/iniciar', {}, headersOf(player)),
        `start ${who(player)}`,
      );
      if (started.status !== 200) throw new Error(`iniciar: ${started.status} ${started.body}`);
      const { pregunta } = JSON.parse(started.body) as StartReply;
      if (!answers.has(pregunta.id))
        answers.set(
          pregunta.id,
          (
            await pool.query<{ respuesta: string }>(
              `select q.respuesta from (${ASSIGNED_DAYS_SQL}) d join questions q on q.id = d.pregunta_id where d.fecha = to_date($1::text, 'YYYYMMDD')`,
              [pregunta.id],
            )
          ).rows[0].respuesta,
        );
      const answer = answers.get(pregunta.id)!;
      plays.set(player, { id: pregunta.id, answer, wrong: [...answer].map((ch) => (ch === ' ' ? ' ' : 'Z')) });
    },
    async miss(player: Player, n: number, timed: Timed = (run) => run()) {
      const play = plays.get(player)!;
      play.wrong[play.wrong.findIndex((ch) => ch !== ' ')] = 'QWXY'[n];
      const guess = await timed(
        () =>
          client.post(
            port,
            `/api/preguntas/${play.id}/verificar`,
            { respuesta: play.wrong.join('') },
            headersOf(player),
          ),
        'miss',
      );
      if (guess.status !== 200) throw new Error(`verificar: ${guess.status} ${guess.body}`);
    },
    async win(player: Player, timed: Timed = (run) => run()) {
      const play = plays.get(player)!;
      plays.delete(player);
      const win = await timed(
        () => client.post(port, `/api/preguntas/${play.id}/verificar`, { respuesta: play.answer }, headersOf(player)),
        `win ${who(player)}`,
      );
      if (win.status !== 200 || !JSON.parse(win.body).correcta)
        throw new Error(`winning guess: ${win.status} ${win.body}`);
    },
  };
}

/** Today's play of one virtual player: start, four misses, the win (six requests). */
export function playToday(
  client: ReturnType<typeof httpClient>,
  port: number,
  pool: pg.Pool,
  options: { keyed?: boolean } = {},
) {
  const steps = playSteps(client, port, pool, options);
  return async (player: Player, timed: Timed = (run) => run()) => {
    await steps.start(player, timed);
    for (let n = 0; n < 4; n++) await steps.miss(player, n, timed);
    await steps.win(player, timed);
  };
}

/** An acknowledged command: the nth guess (with its text) or hint of a play's stream, and when its answer came. */
export type Ack = { streamId: string; kind: 'guess' | 'hint'; count: number; guess?: string; at?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Today's plays as a browser sends them when servers come and go: a command whose connection failed
 * or that got a 5xx is sent again with its Idempotency-Key (every 100 ms, 100 times at most), so one
 * whose first try had landed gets that try's answer, and each guess answered is recorded (`acks`,
 * with the time of its answer) to be found in its stream afterwards.
 */
export function acknowledgedPlays(client: ReturnType<typeof httpClient>, pool: pg.Pool, port: number) {
  let retried = 0;
  const acks: Ack[] = [];
  const latencies: number[] = [];
  const answers = new Map<number, string>();

  /** A command with an Idempotency-Key of its own, sent again with it until a server answers it (as the page does). */
  async function send<T>(to: number, url: string, body: object, headers: Record<string, string>) {
    const keyed = { ...headers, 'idempotency-key': randomUUID() };
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await client.post(to, url, body, keyed);
        if (response.status < 500) return { status: response.status, data: JSON.parse(response.body) as T };
      } catch {
        // The connection failed: the server went away under it.
      }
      retried += 1;
      if (attempt >= 100) throw new Error(`${url}: no answer after 100 tries`);
      await sleep(100);
    }
  }

  async function answerOf(id: number): Promise<string> {
    if (!answers.has(id))
      answers.set(
        id,
        (
          await pool.query<{ respuesta: string }>(
            `select q.respuesta from (${ASSIGNED_DAYS_SQL}) d join questions q on q.id = d.pregunta_id where d.fecha = to_date($1::text, 'YYYYMMDD')`,
            [id],
          )
        ).rows[0].respuesta,
      );
    return answers.get(id)!;
  }

  /** Today's play: start, four misses, the win (sent to `winPort`, the same server by default). */
  async function play(player: Player, winPort = port) {
    const timed = async <T>(to: number, url: string, body: object) => {
      const begun = performance.now();
      const answer = await send<T>(to, url, body, player.headers);
      latencies.push(performance.now() - begun);
      return answer;
    };
    const started = await timed<StartReply>(port, '/api/partidas/iniciar', {});
    if (started.status !== 200) throw new Error(`iniciar: ${started.status} ${JSON.stringify(started.data)}`);
    const { partida, pregunta } = started.data;
    const answer = await answerOf(pregunta.id);
    const wrong: string[] = [...answer].map((ch) => (ch === ' ' ? ' ' : 'Z'));
    for (let n = 0; n <= 4; n++) {
      if (n < 4) wrong[wrong.indexOf('Z')] = 'QWXY'[n];
      const guess = n === 4 ? answer : wrong.join('');
      const response = await timed<GuessReply>(n === 4 ? winPort : port, `/api/preguntas/${pregunta.id}/verificar`, {
        respuesta: guess,
      });
      // Refused (the play ended otherwise): a command sent again gets its first answer, never this.
      if (response.status !== 200) return;
      acks.push({
        streamId: partida.id,
        kind: 'guess',
        count: response.data.partida.intentos_usados,
        guess,
        at: Date.now(),
      });
      if (response.data.partida.estado !== 'playing') return;
    }
  }

  return { play, send, answerOf, acks, latencies, retried: () => retried };
}

export type Cpu = { server: number; postgres: number; client: number };

/** Every process's parent and CPU seconds so far (from /proc). */
function processTable(): Map<number, { parent: number; command: string; seconds: number }> {
  const table = new Map<number, { parent: number; command: string; seconds: number }>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      table.set(Number(pid), {
        parent: Number(fields[1]),
        command: readFileSync(`/proc/${pid}/cmdline`, 'utf8'),
        // Its own time and its reaped children's (a PostgreSQL backend that ended counts in its postmaster).
        seconds: (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100,
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return table;
}

/** A process and its descendants (a server's primary and its workers), the process first. */
export function descendants(root: number): number[] {
  const table = processTable();
  const pids = [root];
  for (let i = 0; i < pids.length; i++) for (const [pid, { parent }] of table) if (parent === pids[i]) pids.push(pid);
  return pids;
}

/**
 * CPU seconds so far of a server process and its descendants, of the PostgreSQL this process
 * started (its own descendants: another PostgreSQL on the machine is not counted), and of this
 * load generator.
 */
export function cpuNow(root: number): Cpu {
  const table = processTable();
  const descends = (pid: number, from: number): boolean =>
    pid === from || (pid > 1 && table.has(pid) && descends(table.get(pid)!.parent, from));
  // PostgreSQL's processes: the postmaster (`…/bin/postgres -D …`), which holds the time of the
  // backends it has reaped, and its children (`postgres: …`), a backend that has just ended among
  // them (its name is gone until it is reaped). Without the postmaster an ended backend's seconds
  // left the sum, and a run's PostgreSQL CPU came out too low, even negative.
  const isPostgres = (pid: number): boolean =>
    pid > 1 &&
    pid !== process.pid &&
    table.has(pid) &&
    (/^([^\0]*\/)?postgres(\0|:)/.test(table.get(pid)!.command) || isPostgres(table.get(pid)!.parent));
  let server = 0;
  let postgres = 0;
  for (const [pid, { seconds }] of table) {
    if (descends(pid, root)) server += seconds;
    else if (isPostgres(pid) && descends(pid, process.pid)) postgres += seconds;
  }
  const own = process.cpuUsage();
  return { server, postgres, client: (own.user + own.system) / 1e6 };
}

/**
 * The daily table's change when `username` enters it first over `below` players already in it (they
 * each move one place down): what the product pushes for a marker's win, and the bare loop's payload.
 */
export function dailyChange(username: string, below: number): string {
  const row: DailyEntry = {
    posicion: 1,
    usuario_id: 100_000,
    username,
    puntuacion: 1200,
    score_ponderado: 1200,
    estrellas: 3,
    partidas_jugadas: 1,
    tiempo_segundos: 20,
    victoria_dificil: false,
  };
  return JSON.stringify({
    type: 'leaderboard',
    periodo: 'diario',
    fecha: '2026-05-10',
    base: 'AAAAAAAAAAAAAAAA',
    version: 'BBBBBBBBBBBBBBBB',
    rows: [row],
    moved: Array.from({ length: Math.min(29, below) }, (_, i): [number, number] => [100_001 + i, i + 2]),
    removed: below >= 30 ? [100_030] : [],
    totalParticipantes: 54_321,
  } satisfies ServerMessage);
}
