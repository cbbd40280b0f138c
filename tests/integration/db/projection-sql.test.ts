// A projection's functions, triggers and indexes are defined once, in its folder's projection.sql, and applied
// by migrations (scripts/projection-sql.ts): a migrated database holds exactly what those files say.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { definedIn, projectionSqlFiles } from '../../../scripts/projection-sql.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';
import { definitions, indexesCreatedIn, nameOf } from '../../helpers/definitions.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;
/** Functions and triggers that are no projection's: the accounts' session NOTIFY (migrations 070, 110). */
const NOT_PROJECTIONS = ['function notify_session_change', 'trigger users_session_change'];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ bank: false });
});
afterAll(async () => {
  await database?.drop();
});

test("given a migrated database, then applying every projection's text again changes no function or trigger", async () => {
  const migrated = await definitions(database.pool);
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    for (const file of projectionSqlFiles(ROOT)) await client.query(file.text);
    const applied = await definitions(client);
    expect(applied, 'the migrations leave each definition as its projection file says').toEqual(migrated);
  } finally {
    await client.query('rollback');
    client.release();
  }
});

test('given a migrated database, then each index a projection file defines is as the file says', async () => {
  const indexes = projectionSqlFiles(ROOT).flatMap((file) => indexesCreatedIn(file.text));
  expect(indexes.length).toBeGreaterThan(0);
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    for (const { name, createAs } of indexes) {
      // "if not exists" leaves a differing index alone: the file's text builds a copy to compare with.
      await client.query(createAs(`${name}_text`));
      const { rows } = await client.query<{ indexname: string; indexdef: string }>(
        'select indexname, indexdef from pg_indexes where schemaname = $1 and indexname = any($2)',
        ['public', [name, `${name}_text`]],
      );
      const def = (indexname: string) => rows.find((row) => row.indexname === indexname)?.indexdef;
      expect(def(`${name}_text`)?.replace(`${name}_text`, name), name).toBe(def(name));
    }
  } finally {
    await client.query('rollback');
    client.release();
  }
});

test("given a migrated database, then each function and trigger is a projection file's or a listed other", async () => {
  const owned = projectionSqlFiles(ROOT)
    .flatMap((file) => definedIn(file.text))
    .filter((name) => !name.startsWith('index '));
  const present = Object.keys(await definitions(database.pool))
    .filter((key) => key.startsWith('function ') || key.startsWith('trigger '))
    .map(nameOf);
  expect(present.filter((name) => !owned.includes(name)).sort()).toEqual([...NOT_PROJECTIONS].sort());
  expect(
    owned.filter((name) => !present.includes(name)),
    'every function and trigger a file defines exists',
  ).toEqual([]);
});
