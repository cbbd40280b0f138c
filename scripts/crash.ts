// `npm run test:crash [-- --cycles 20 --players 30]`: the product under load while its processes die.
// Players play (guesses, hints, today's and past days) against `npm start` on a durable embedded
// PostgreSQL; every cycle kills the app (kill -9, then starts it again) or PostgreSQL (kill -9 of the
// postmaster, then starts it again on the same port, the app left running). At the end it checks
// that no acknowledged command was lost, that no play broke a rule, and that the read models
// rebuilt from the events equal the live ones; it prints a report and exits 1 on any failure.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import {
  httpClient,
  ignoreShutdown,
  isSignedIn,
  makePlayers,
  startProduct,
  type Ack,
  type Player,
  type Workbench,
} from '../bench/support.ts';
import type { GuessReply, HintReply, StartReply } from '../contracts/api/plays.ts';
import { addDays } from '../machines/calendar/days.ts';
import { madridDay } from '../server/days/clock.ts';
import { isAlive, startEmbeddedPostgres, type EmbeddedDatabase } from '../server/db/embedded.ts';
import { createPool, isConnectionError } from '../server/db/pool.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { liveAndRebuilt, READ_MODELS } from '../tests/helpers/read-models.ts';
import { ASSIGNED_DAYS_SQL } from '../projections/daily-questions/queries.ts';

export type CrashReport = {
  cycles: number;
  appKills: number;
  databaseKills: number;
  /** Times the app died on its own (it must ride out a PostgreSQL restart). */
  appExits: number;
  acknowledged: number;
  lost: string[];
  violations: string[];
  projectionsEqual: boolean;
  ok: boolean;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function crashTest(options: {
  cycles: number;
  players: number;
  log?: (line: string) => void;
}): Promise<CrashReport> {
  const log = options.log ?? (() => {});
  const dir = await mkdtemp(path.join(tmpdir(), 'trivia-crash-'));
  const dataDir = path.join(dir, 'pg');
  // Durable (fsync, synchronous commit): what the server acknowledged must survive a kill.
  let db: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir, database: 'crash' });
  const pgPort = Number(new URL(db.url).port);
  const pool = createPool(db.url, ignoreShutdown);
  await prepareDatabase(pool);
  const bench: Workbench = { dir, db, pool, close: async () => {} };
  const env = { ANON_PLAYS_PER_ADDRESS: '1000000', SHUTDOWN_GRACE_MS: '2000' };

  let app = await startProduct(bench, env);
  let expectedExit = false;
  let appExits = 0;
  const watch = (child: ChildProcess) =>
    child.on('exit', () => {
      if (!expectedExit) appExits += 1;
    });
  watch(app.process);

  const client = httpClient(options.players);
  let stopping = false;
  try {
    const acks: Ack[] = [];
    const today = madridDay(new Date());
    const answers = new Map<number, string>();
    /** A day's answer, read once; a read that meets PostgreSQL killed is tried again, as a command is. */
    const answerOf = async (id: number) => {
      while (!answers.has(id)) {
        try {
          const { rows } = await pool.query<{ respuesta: string }>(
            `select q.respuesta from (${ASSIGNED_DAYS_SQL}) d join questions q on q.id = d.pregunta_id where d.fecha = to_date($1::text, 'YYYYMMDD')`,
            [id],
          );
          answers.set(id, rows[0].respuesta);
        } catch (error) {
          if (!isConnectionError(error) || stopping) throw error;
          await sleep(100);
        }
      }
      return answers.get(id)!;
    };

    /** A command until the server answers it (a refused connection or a 503 is tried again). */
    async function send<T>(
      url: string,
      body: object,
      headers: Record<string, string>,
      stop: () => boolean,
    ): Promise<{ status: number; data: T } | null> {
      while (!stop()) {
        try {
          const response = await client.post(app.port, url, body, headers);
          if (response.status < 500) return { status: response.status, data: JSON.parse(response.body) as T };
        } catch {
          // The app is down or restarting.
        }
        await sleep(100);
      }
      return null;
    }

    const stop = () => stopping;

    /** One player: games one after another (signed in: today, then past days; anonymous: a new browser each game). */
    async function play(player: Player) {
      const signedIn = isSignedIn(player);
      for (let game = 0; !stopping; game++) {
        const headers = signedIn ? player.headers : { 'x-anon-id': randomUUID() };
        const body = signedIn && game > 0 ? { fecha: addDays(today, -Math.min(game, 30)) } : {};
        if (signedIn && game > 30) return;
        const started = await send<StartReply>('/api/partidas/iniciar', body, headers, stop);
        if (started?.status !== 200) continue;
        const { pregunta, partida } = started.data;
        const target = 'fecha' in body ? { fecha: body.fecha } : {};
        const answer = await answerOf(pregunta.id);
        let state = partida.estado;
        const wrong = [...answer].map((ch) => (ch === ' ' ? ' ' : 'Z')).join('');
        const plan = ['hint', 'guess', 'hint', 'guess', 'guess', 'hint', 'win'].filter(() => Math.random() < 0.8);
        for (const step of [...plan, 'win']) {
          if (stopping || state !== 'playing') break;
          if (step === 'hint') {
            const response = await send<HintReply>(
              `/api/pistas/pregunta/${pregunta.id}/revelar`,
              target,
              headers,
              stop,
            );
            if (response?.status === 200)
              acks.push({ streamId: partida.id, kind: 'hint', count: response.data.pistas_usadas });
            if (response?.status === 200) state = response.data.partida.estado;
          } else {
            const guess = step === 'win' && Math.random() < 0.7 ? answer : wrong;
            const response = await send<GuessReply>(
              `/api/preguntas/${pregunta.id}/verificar`,
              { respuesta: guess, ...target },
              headers,
              stop,
            );
            if (response?.status === 200) {
              acks.push({ streamId: partida.id, kind: 'guess', count: response.data.partida.intentos_usados, guess });
              state = response.data.partida.estado;
            } else if (response?.status === 409) {
              break; // finished meanwhile (a retried command whose first answer was lost)
            }
          }
        }
      }
    }

    const players = await makePlayers(pool, options.players, `crash${Date.now().toString(36)}`);
    const load = Promise.all(players.map((player) => play(player)));
    // A player that fails stops the others; the failure is thrown where the run waits for them.
    load.catch(() => {
      stopping = true;
    });

    let appKills = 0;
    let databaseKills = 0;
    const healthy = async () => {
      for (;;) {
        try {
          const response = await fetch(`http://127.0.0.1:${app.port}/api/health`);
          if (response.ok) return;
        } catch {
          // not yet
        }
        await sleep(100);
      }
    };
    for (let cycle = 0; cycle < options.cycles; cycle++) {
      await sleep(1500 + Math.random() * 1500);
      if (cycle % 4 === 3) {
        const pid = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
        process.kill(pid, 'SIGKILL');
        while (isAlive(pid)) await sleep(50);
        databaseKills += 1;
        await sleep(500);
        db = await startEmbeddedPostgres({ dataDir, database: 'crash', port: pgPort });
        log(`cycle ${cycle + 1}: PostgreSQL killed and restarted`);
      } else {
        expectedExit = true;
        app.process.kill('SIGKILL');
        await new Promise((resolve) => app.process.once('exit', resolve));
        expectedExit = false;
        appKills += 1;
        app = await startProduct(bench, env);
        watch(app.process);
        log(`cycle ${cycle + 1}: app killed and restarted`);
      }
      await healthy();
    }
    await sleep(1000);
    stopping = true;
    await load;
    expectedExit = true;
    app.process.kill('SIGTERM');
    await new Promise((resolve) => app.process.once('exit', resolve));
    client.close();

    const { lost, violations } = await checkEvents(pool, acks);
    const projectionsEqual = await rebuiltEqualsLive(pool);
    const report = {
      cycles: options.cycles,
      appKills,
      databaseKills,
      appExits,
      acknowledged: acks.length,
      lost,
      violations,
      projectionsEqual,
      ok: lost.length === 0 && violations.length === 0 && projectionsEqual && appExits === 0,
    };
    return report;
  } catch (error) {
    // A failed run stops the app and its players at once; the finally below takes the rest.
    stopping = true;
    expectedExit = true;
    app.process.kill('SIGKILL');
    client.close();
    throw error;
  } finally {
    // Nothing of the run outlives it, whichever way it ends: its database and their folder go too.
    await pool.end().catch(() => {});
    await db.stop().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every acknowledged command in its stream, and no stream past the rules. */
export async function checkEvents(pool: pg.Pool, acks: Ack[]): Promise<{ lost: string[]; violations: string[] }> {
  const { rows } = await pool.query<{ stream_id: string; type: string; data: Record<string, unknown> }>(
    "select stream_id, type, data from events where stream_id like 'play-%' order by stream_id, stream_version",
  );
  const streams = new Map<string, { type: string; data: Record<string, unknown> }[]>();
  for (const row of rows) {
    if (!streams.has(row.stream_id)) streams.set(row.stream_id, []);
    streams.get(row.stream_id)!.push(row);
  }
  const lost: string[] = [];
  for (const ack of acks) {
    const events = (streams.get(ack.streamId) ?? []).filter(
      (event) => event.type === (ack.kind === 'guess' ? 'GuessSubmitted' : 'HintRevealed'),
    );
    const stored = events[ack.count - 1];
    if (!stored || (ack.guess !== undefined && stored.data.guess !== ack.guess))
      lost.push(`${ack.streamId} ${ack.kind} #${ack.count}`);
  }
  const violations: string[] = [];
  const days = await pool.query<{ stream_id: string; score: number; user_id: number | null }>(
    'select stream_id, score, user_id from player_days',
  );
  const dayOf = new Map(days.rows.map((row) => [row.stream_id, row]));
  for (const [streamId, events] of streams) {
    const count = (type: string) => events.filter((event) => event.type === type).length;
    if (count('GuessSubmitted') > 5) violations.push(`${streamId}: ${count('GuessSubmitted')} attempts`);
    if (count('HintRevealed') > 3) violations.push(`${streamId}: ${count('HintRevealed')} hints`);
    const finished = events.findIndex((event) => event.type === 'PlayFinished');
    if (count('PlayFinished') > 1) violations.push(`${streamId}: finished twice`);
    if (finished !== -1 && finished !== events.length - 1) violations.push(`${streamId}: events after the end`);
    if (finished === -1) continue;
    const score = (events[finished].data.result as { totalScore: number }).totalScore;
    const day = dayOf.get(streamId);
    if (!day) violations.push(`${streamId}: finished but not in player_days`);
    else if (day.score !== score) violations.push(`${streamId}: player_days says ${day.score}, the play ${score}`);
  }
  const perDay = await pool.query<{ user_id: number; fecha: string; n: number }>(
    'select user_id, fecha, count(*)::int as n from player_days where user_id is not null group by 1, 2 having count(*) > 1',
  );
  for (const row of perDay.rows) violations.push(`user ${row.user_id} has ${row.n} rows for ${row.fecha}`);
  return { lost, violations };
}

/** The read models as they are, then rebuilt from the events: the same rows. */
export async function rebuiltEqualsLive(pool: pg.Pool): Promise<boolean> {
  const { live, rebuilt } = await liveAndRebuilt(pool);
  return READ_MODELS.every((table) => JSON.stringify(live[table]) === JSON.stringify(rebuilt[table]));
}

export function formatReport(report: CrashReport): string {
  const lines = [
    '| cycles | app kill -9 | PostgreSQL kill -9 | app exits on its own | commands acknowledged | acknowledged lost | invariant violations | rebuilt read models = live |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${report.cycles} | ${report.appKills} | ${report.databaseKills} | ${report.appExits} | ${report.acknowledged} | ${report.lost.length} | ${report.violations.length} | ${report.projectionsEqual ? 'yes' : 'NO'} |`,
  ];
  for (const item of [
    ...report.lost.map((line) => `lost: ${line}`),
    ...report.violations.map((line) => `violation: ${line}`),
  ].slice(0, 20))
    lines.push(item);
  return lines.join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { cycles: { type: 'string', default: '20' }, players: { type: 'string', default: '30' } },
  });
  const cycles = Number(values.cycles);
  const players = Number(values.players);
  console.log(`${cycles} cycles (3 of 4 kill the app, 1 of 4 PostgreSQL), ${players} players\n`);
  const report = await crashTest({ cycles, players, log: (line) => console.log(line) });
  console.log(`\n${formatReport(report)}`);
  process.exit(report.ok ? 0 : 1);
}
