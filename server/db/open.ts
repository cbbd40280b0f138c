import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { DATA_DIR, SettingError, type Config } from '../config.ts';
import { embeddedPasswordFile, embeddedUrl, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.ts';
import type { SyncReport } from '../questions/index.ts';
import { prepareDatabase } from './prepare.ts';
import { createPool, isConnectionError } from './pool.ts';

export interface Database {
  url: string;
  pool: pg.Pool;
  /** Migrations applied by this opening, and what the question-bank sync changed. */
  applied: number;
  bank: SyncReport;
  /** Ends the pool, then stops the embedded PostgreSQL if this opening started it. */
  close(): Promise<void>;
}

export const EMBEDDED_DATA_DIR = path.join(DATA_DIR, 'pg');
const EMBEDDED_DATABASE = 'trivia';

/** The port of a PostgreSQL that is serving the embedded data dir right now (a running `npm start`). */
async function runningEmbeddedPort(): Promise<number | null> {
  const lines = await readFile(path.join(EMBEDDED_DATA_DIR, 'postmaster.pid'), 'utf8').then(
    (text) => text.split('\n'),
    () => null,
  );
  if (!lines) return null;
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return null;
  }
}

/**
 * DATABASE_URL's server, or else the embedded PostgreSQL in .data/pg, migrated. With `shareRunning`
 * (command-line tools) a PostgreSQL already serving .data/pg is used as it is instead of being
 * treated as an orphan and stopped.
 */
export async function openDatabase(
  config: Config,
  options: {
    onError: (error: Error) => void;
    /** Told before the embedded PostgreSQL starts (it takes a few seconds). */
    onEmbeddedStart?: () => void;
    /** PostgreSQL's own log lines. */
    postgresLog?: (line: string) => void;
    shareRunning?: boolean;
  },
): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  const runningPort = !url && options.shareRunning ? await runningEmbeddedPort() : null;
  if (runningPort !== null) {
    url = embeddedUrl(
      await readFile(embeddedPasswordFile(EMBEDDED_DATA_DIR), 'utf8').catch(() => 'postgres'),
      runningPort,
      EMBEDDED_DATABASE,
    );
  } else if (!url) {
    options.onEmbeddedStart?.();
    embedded = await startEmbeddedPostgres({
      dataDir: EMBEDDED_DATA_DIR,
      database: EMBEDDED_DATABASE,
      log: options.postgresLog,
    });
    url = embedded.url;
  }
  // Migrations hold a session-level advisory lock: on PostgreSQL itself, never through a pooler.
  const direct = createPool(url, options.onError);
  const { applied, bank } = await prepareDatabase(direct, config.questionBank).catch(async (error: unknown) => {
    await direct.end().catch(() => {});
    await embedded?.stop().catch(options.onError);
    throw config.databaseUrl ? (databaseRefusal(error, config.databaseUrl) ?? error) : error;
  });
  let pool = direct;
  if (config.databasePoolUrl) {
    await direct.end();
    pool = createPool(config.databasePoolUrl, options.onError, undefined, { pooler: true });
  }
  return {
    url,
    pool,
    applied,
    bank,
    async close() {
      await pool.end().catch(options.onError);
      await embedded?.stop().catch(options.onError);
    },
  };
}

/**
 * DATABASE_URL's server refusing the start, said as what to check (host, port, user and database
 * named; never the password); null for an error that is not about reaching it.
 */
export function databaseRefusal(error: unknown, databaseUrl: string): SettingError | null {
  const url = new URL(databaseUrl);
  const where = `${url.hostname}:${url.port || 5432}`;
  const user = decodeURIComponent(url.username) || 'the default user';
  const database = decodeURIComponent(url.pathname.slice(1)) || 'the default database';
  const code = (error as { code?: string }).code;
  const say = (message: string) => new SettingError('DATABASE_URL', message);
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return say(`DATABASE_URL's host ${url.hostname} is not known to DNS: check the host name in DATABASE_URL`);
    case 'ECONNREFUSED':
      return say(
        `nothing accepts connections at ${where}: start PostgreSQL there, or fix the host and port in DATABASE_URL`,
      );
    case '28P01':
      return say(`PostgreSQL at ${where} refused the password of user ${user}: fix the password in DATABASE_URL`);
    case '28000':
      return say(
        `PostgreSQL at ${where} refused user ${user} (no such role, or pg_hba.conf does not let it in): fix DATABASE_URL or the server's pg_hba.conf`,
      );
    case '3D000':
      return say(
        `database ${database} does not exist at ${where}: create it (createdb ${database}) or fix DATABASE_URL`,
      );
    case '42501':
      return say(
        `user ${user} may not create tables in ${database} at ${where}: give it ownership of the database or use its owner in DATABASE_URL`,
      );
  }
  if (isConnectionError(error))
    return say(
      `PostgreSQL at ${where} did not answer (${code ?? (error as Error).message}): check that it runs and that DATABASE_URL points at it`,
    );
  return null;
}
