import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { DATA_DIR, type Config } from '../config.ts';
import { embeddedPasswordFile, embeddedUrl, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.ts';
import type { SyncReport } from '../questions/index.ts';
import { prepareDatabase } from './prepare.ts';
import { createPool } from './pool.ts';

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
  const { applied, bank } = await prepareDatabase(direct, config.questionBank);
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
