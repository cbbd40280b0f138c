import path from 'node:path';
import type pg from 'pg';
import Postgrator from 'postgrator';
import { ROOT_DIR } from '../config.ts';
import { checkout, release } from './pool.ts';

const MIGRATIONS_LOCK = 7_325_001;

/** Applies migrations/*.sql (and data migrations *.js) in order; an advisory lock serialises instances. */
export async function migrate(pool: pg.Pool): Promise<number> {
  const client = await checkout(pool);
  let failure: unknown;
  try {
    // A migration may take long (an index on a big table): no statement timeout for this session.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    const postgrator = new Postgrator({
      migrationPattern: path.join(ROOT_DIR, 'migrations', '*'),
      driver: 'pg',
      schemaTable: 'schema_migrations',
      execQuery: (query) => client.query(query),
    });
    const applied = await postgrator.migrate();
    return applied.length;
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => {});
    await client.query('reset statement_timeout').catch(() => {});
    release(client, failure);
  }
}
