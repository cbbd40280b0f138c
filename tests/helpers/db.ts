import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { createPool } from '../../server/db/pool.ts';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database with the question bank on the run's throwaway PostgreSQL, so test files
 * never share rows (`bank: false`: the schema only, as a deployment before its first sync).
 */
export async function createTestDatabase(options: { bank?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), () => {});
  if (options.bank === false) await migrate(pool);
  else await prepareDatabase(pool);
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A statement as a pool is asked it: its text, and its name and values when it is a query object. */
export type SeenStatement = { text: string; name?: string; values?: unknown[] };

/**
 * `pool`, each statement shown to `see` before it goes (counting, recording); a failure `see`
 * returns is the answer instead.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a watcher written as a plain arrow function returns void.
export function watchedPool(pool: pg.Pool, see: (statement: SeenStatement) => Promise<never> | void): pg.Pool {
  return new Proxy(pool, {
    get(target, key) {
      if (key !== 'query') return Reflect.get(target, key);
      return (...args: Parameters<typeof target.query>) =>
        see(typeof args[0] === 'string' ? { text: args[0] } : (args[0] as SeenStatement)) ??
        (target.query as (...a: unknown[]) => unknown)(...args);
    },
  });
}
