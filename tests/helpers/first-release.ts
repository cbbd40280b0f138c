// The first release's database (tests/fixtures/upgrade/0.1.0/) restored into an empty one, as 0.1.0 left it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool } from '../../server/db/pool.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import type { TestDatabase } from './db.ts';

export const FIRST_RELEASE = path.resolve(import.meta.dirname, '../fixtures/upgrade/0.1.0');
type Rows = Record<string, Record<string, unknown>[]>;
export const firstReleaseRows: Rows = JSON.parse(readFileSync(path.join(FIRST_RELEASE, 'data.json'), 'utf8'));

/** The first release's database: its migrations as it ran them (postgrator's table first), then its rows. */
export async function restoreFirstRelease(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'create table schema_migrations (version bigint primary key, name text, md5 text, run_at timestamptz)',
  );
  for (const file of readdirSync(path.join(FIRST_RELEASE, 'schema')).sort()) {
    await client.query(readFileSync(path.join(FIRST_RELEASE, 'schema', file), 'utf8'));
  }
  // As pg_dump restores data: triggers off (the rows are what they left), generated columns computed.
  await client.query('set session_replication_role = replica');
  for (const [table, rows] of Object.entries(firstReleaseRows)) {
    const { rows: columns } = await client.query<{ name: string }>(
      `select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'`,
      [table],
    );
    const list = columns.map(({ name }) => name).join(', ');
    await client.query(
      `insert into ${table} (${list}) overriding system value select ${list} from json_populate_recordset(null::${table}, $1)`,
      [JSON.stringify(rows)],
    );
  }
  await client.query('reset session_replication_role');
  const { rows: identities } = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = 'public' and is_identity = 'YES'`,
  );
  for (const { table_name, column_name } of identities) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), greatest(1, (select max(${column_name}) from ${table_name})))`,
      [table_name, column_name],
    );
  }
  await client.end();
}

/**
 * A database of its own on the run's PostgreSQL holding the first release's state, then upgraded as
 * every start of this release does (migrate, then sync the question bank).
 */
export async function upgradedFirstRelease(prefix: string): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await restoreFirstRelease(url.toString());
  const pool = createPool(url.toString(), () => {});
  await prepareDatabase(pool);
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
