import path from 'node:path';
import type pg from 'pg';
import Postgrator from 'postgrator';
import { ROOT_DIR } from '../config.ts';

const MIGRATIONS_LOCK = 7_325_001;

/** Applies migrations/*.sql (and data migrations *.js) in order; an advisory lock serialises instances. */
export async function migrate(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    const postgrator = new Postgrator({
      migrationPattern: path.join(ROOT_DIR, 'migrations', '*'),
      driver: 'pg',
      schemaTable: 'schema_migrations',
      execQuery: (query) => client.query(query),
    });
    const applied = await postgrator.migrate();
    return applied.length;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => {});
    client.release();
  }
}
