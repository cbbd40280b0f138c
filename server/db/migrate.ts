import path from 'node:path';
import type pg from 'pg';
import Postgrator from 'postgrator';
import { ROOT_DIR } from '../config.ts';
import { checkout, release } from './pool.ts';

const MIGRATIONS_LOCK = 7_325_001;
const SCHEMA_TABLE = 'schema_migrations';

/**
 * Checksums that a released version stored for a migration whose file later changed, each accepted
 * once and replaced by the file's own checksum, so that deployment upgrades instead of refusing to
 * start. A released migration is never edited again (tests/unit/migrations/checksums.test.ts holds
 * every file to migrations/checksums.json); this list only mends the two edits made before that rule.
 */
const SUPERSEDED_CHECKSUMS: { version: number; stored: string; why: string }[] = [
  {
    version: 11,
    stored: 'undefined',
    why: '0.1.0 loaded the question bank in 011 as a JS migration, which postgrator records as "undefined"; the bank now reaches the database through the sync at start',
  },
  {
    version: 110,
    stored: 'd84cc4c94f4bb969aed6dd52e16d613a',
    why: 'the first text of 110 made rate_limits a logged table; the table only holds counts of the current minute',
  },
];

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
      schemaTable: SCHEMA_TABLE,
      execQuery: (query) => client.query(query),
    });
    await acceptSupersededChecksums(client, await postgrator.getMigrations());
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

async function acceptSupersededChecksums(client: pg.ClientBase, migrations: { version: number; md5?: string }[]) {
  const { rows } = await client.query<{ exists: boolean }>('select to_regclass($1) is not null as exists', [
    SCHEMA_TABLE,
  ]);
  if (!rows[0]?.exists) return;
  for (const { version, stored } of SUPERSEDED_CHECKSUMS) {
    const current = migrations.find((migration) => migration.version === version)?.md5;
    if (!current) continue;
    await client.query(`update ${SCHEMA_TABLE} set md5 = $1 where version = $2 and md5 = $3`, [
      current,
      version,
      stored,
    ]);
  }
}
