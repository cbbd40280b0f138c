import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  generatedMigration,
  LAST_HAND_WRITTEN,
  migrationFiles,
  projectionSqlFiles,
  projectionSqlViolations,
} from '../../../scripts/projection-sql.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const next = `${LAST_HAND_WRITTEN + 10}.do.change.sql`;
const BAND = {
  path: 'projections/x/projection.sql',
  text: 'create or replace function band(score int) returns int language sql immutable return score / 5;\n',
};

describe("a projection's SQL", () => {
  it('given the repository, then every projection file is applied as it is and no new migration defines its own', () => {
    expect(projectionSqlViolations(projectionSqlFiles(root), migrationFiles(root))).toEqual([]);
  });

  it('given a function written in a new migration, then the rule refuses it; in a copied text, it accepts it', () => {
    const byHand = { path: next, text: '-- a band\ncreate function band(score int) returns int return score;\n' };
    expect(projectionSqlViolations([], [byHand])).toEqual([
      `${next} defines a function or trigger itself: define it in its projection's folder`,
    ]);
    const trigger = { path: next, text: 'create or replace trigger t after insert on x execute function f();' };
    expect(projectionSqlViolations([], [trigger])).toHaveLength(1);
    const index = { path: next, text: 'create index if not exists band_at on t (a);\n' };
    const owned = { ...BAND, text: `${BAND.text}create index if not exists band_at on t (a);\n` };
    expect(
      projectionSqlViolations(
        [owned],
        [{ path: `${LAST_HAND_WRITTEN + 5}.do.x.sql`, text: generatedMigration([owned]) }, index],
      ),
    ).toEqual([`${next} creates index band_at itself: ${BAND.path} defines it`]);
    const history = { path: `${LAST_HAND_WRITTEN}.do.old.sql`, text: byHand.text };
    expect(projectionSqlViolations([], [history])).toEqual([]);
    expect(projectionSqlViolations([BAND], [{ path: next, text: generatedMigration([BAND]) }])).toEqual([]);
  });

  it('given a projection text changed after its newest migration, then the rule asks for a new one', () => {
    const migrations = [{ path: next, text: generatedMigration([BAND]) }];
    const changed = { ...BAND, text: BAND.text.replace('/ 5', '/ 10') };
    expect(projectionSqlViolations([changed], migrations)).toEqual([
      `${BAND.path} differs from its copy in ${next}: run npm run projections:sql -- <name>`,
    ]);
    expect(projectionSqlViolations([changed], [])).toEqual([
      `${BAND.path} is in no migration: run npm run projections:sql -- <name>`,
    ]);
    const later = { path: `${LAST_HAND_WRITTEN + 20}.do.later.sql`, text: generatedMigration([changed]) };
    expect(projectionSqlViolations([changed], [...migrations, later])).toEqual([]);
  });

  it('given two projection files defining one function, then the rule names both', () => {
    const other = { ...BAND, path: 'projections/y/projection.sql' };
    const migrations = [{ path: next, text: generatedMigration([BAND, other]) }];
    expect(projectionSqlViolations([BAND, other], migrations)).toEqual([
      `function band is defined in ${BAND.path} and ${other.path}: one owner`,
    ]);
  });

  it('given a projection text that cannot be applied twice, then the rule refuses it', () => {
    const index = {
      ...BAND,
      text: 'create index if not exists band_at on t (a);\ncreate unique index if not exists u on t (b);\n',
    };
    expect(projectionSqlViolations([index], [{ path: next, text: generatedMigration([index]) }])).toEqual([]);
    const plainIndex = { ...BAND, text: 'create index band_at on t (a);\n' };
    expect(
      projectionSqlViolations([plainIndex], [{ path: next, text: generatedMigration([plainIndex]) }]),
    ).toHaveLength(1);
    const once = { ...BAND, text: BAND.text.replace('create or replace', 'create') };
    expect(projectionSqlViolations([once], [{ path: next, text: generatedMigration([once]) }])).toEqual([
      `${BAND.path} is applied again by every new migration: each create must be "create or replace" or "create index if not exists"`,
    ]);
  });
});
