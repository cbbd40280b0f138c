import path from 'node:path';
import type pg from 'pg';
import Postgrator from 'postgrator';
import { ROOT_DIR, SettingError } from '../config.ts';
import { VERSION } from '../version.ts';
import { checkout, release } from './pool.ts';

const MIGRATIONS_LOCK = 7_325_001;
const SCHEMA_TABLE = 'schema_migrations';
const MIGRATIONS_DIR = path.join(ROOT_DIR, 'migrations');

/**
 * The oldest release that may run on the schema this release's migrations leave (README, "Upgrades
 * and rollbacks"). A release whose migrations only add what the release before it ignores (expand:
 * a table, a nullable column, an index) names that release here, so a rolling deploy runs both side
 * by side and a rollback to it starts; a release whose migrations remove or change what an older
 * release uses (contract: a dropped column, a new NOT NULL) names itself, and an older node refuses
 * to start on its database. 0.2.0 names itself: 0.1.0 cannot register an account on its schema
 * (users.username_key is NOT NULL) and has no guard of its own.
 */
export const OLDEST_COMPATIBLE_RELEASE = '0.2.0';

/** A release's migrations (its folder) and what it says of the schema they leave. */
export type MigrationSet = { directory: string; release: string; oldestCompatible: string };
const THIS_RELEASE: MigrationSet = {
  directory: MIGRATIONS_DIR,
  release: VERSION,
  oldestCompatible: OLDEST_COMPATIBLE_RELEASE,
};

/** Releases are numbered major.minor.patch; -1, 0 or 1 as a is older, the same or newer. */
export function compareReleases(a: string, b: string): number {
  const parts = (version: string) => version.split(/[.-]/).slice(0, 3).map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0) ? -1 : 1;
  return 0;
}

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

/**
 * Applies migrations/*.sql (and data migrations *.js) in order; an advisory lock serialises instances.
 * A database whose schema is newer than this release knows is not migrated: it starts only if the
 * newer release said this one may still run on it (`schema_release`), else the start is refused.
 * `set` is another release's migrations (tests play a newer release with it).
 */
export async function migrate(pool: pg.Pool, set: MigrationSet = THIS_RELEASE): Promise<number> {
  const client = await checkout(pool);
  let failure: unknown;
  try {
    await requirePostgres18(client);
    // A migration may take long (an index on a big table): no statement timeout for this session.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    const postgrator = new Postgrator({
      migrationPattern: path.join(set.directory, '*'),
      driver: 'pg',
      schemaTable: SCHEMA_TABLE,
      execQuery: (query) => client.query(query),
    });
    const migrations = await postgrator.getMigrations();
    const known = Math.max(...migrations.map((migration) => migration.version));
    if ((await schemaVersion(client)) > known) {
      await checkNewerSchema(client, set, known);
      return 0;
    }
    await acceptSupersededChecksums(client, migrations);
    const applied = await postgrator.migrate();
    await client.query(
      `insert into schema_release (id, release, oldest_compatible, migration) values (true, $1, $2, $3)
       on conflict (id) do update set release = excluded.release, oldest_compatible = excluded.oldest_compatible,
         migration = excluded.migration, written_at = now()
       where (schema_release.release, schema_release.oldest_compatible, schema_release.migration)
         is distinct from (excluded.release, excluded.oldest_compatible, excluded.migration)`,
      [set.release, set.oldestCompatible, known],
    );
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

/** The statements use PostgreSQL 18's features (`RETURNING old/new`): an older server is refused at once. */
async function requirePostgres18(client: pg.ClientBase) {
  const { rows } = await client.query<{ number: number; version: string }>(
    `select current_setting('server_version_num')::int as number, current_setting('server_version') as version`,
  );
  if (rows[0].number < 180_000)
    throw new SettingError(
      'DATABASE_URL',
      `PostgreSQL ${rows[0].version} at DATABASE_URL is too old: this release needs PostgreSQL 18 or newer (unset DATABASE_URL for the embedded 18)`,
    );
}

/** Whether a table exists. */
async function exists(client: pg.ClientBase, table: string): Promise<boolean> {
  const { rows } = await client.query<{ exists: boolean }>('select to_regclass($1) is not null as exists', [table]);
  return rows[0].exists;
}

/** The newest migration the database has applied (0 for an empty one). */
async function schemaVersion(client: pg.ClientBase): Promise<number> {
  if (!(await exists(client, SCHEMA_TABLE))) return 0;
  const { rows } = await client.query<{ version: number | null }>(
    `select max(version)::int as version from ${SCHEMA_TABLE}`,
  );
  return rows[0].version ?? 0;
}

/**
 * A database a newer release migrated: this release runs on it only if that release named this one
 * (or an older one) as the oldest it stays compatible with; otherwise the start is refused, saying
 * which release to run.
 */
async function checkNewerSchema(client: pg.ClientBase, set: MigrationSet, known: number) {
  const { rows } = (await exists(client, 'schema_release'))
    ? await client.query<{ release: string; oldest_compatible: string; migration: number }>(
        'select release, oldest_compatible, migration from schema_release',
      )
    : { rows: [] };
  const written = rows[0];
  if (written && compareReleases(set.release, written.oldest_compatible) >= 0) return;
  throw new SettingError(
    'DATABASE_URL',
    written
      ? `the database at DATABASE_URL was migrated by release ${written.release} (migration ${written.migration}), which runs only with releases ${written.oldest_compatible} and newer; this is release ${set.release} (migrations up to ${known}): start release ${written.oldest_compatible} or newer, or restore the backup taken before the upgrade (README, Upgrades and rollbacks)`
      : `the database at DATABASE_URL has migrations newer than this release ${set.release} knows (up to ${known}) and says of no release that it may run on it: start the release that migrated it, or restore the backup taken before the upgrade (README, Upgrades and rollbacks)`,
  );
}

async function acceptSupersededChecksums(client: pg.ClientBase, migrations: { version: number; md5?: string }[]) {
  if (!(await exists(client, SCHEMA_TABLE))) return;
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
