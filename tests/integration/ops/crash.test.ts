// A short `npm run test:crash` in the suite: two app kills and a PostgreSQL kill under load lose
// nothing acknowledged, break no rule, and leave read models a rebuild gives back exactly.
import { expect, test } from 'vitest';
import { crashTest, formatReport } from '../../../scripts/crash.ts';

test('given kill -9 of the app and of PostgreSQL under load, then nothing acknowledged is lost and the read models rebuild identical', async () => {
  const report = await crashTest({ cycles: 4, players: 8 });
  expect(report, formatReport(report)).toMatchObject({
    appKills: 3,
    databaseKills: 1,
    appExits: 0,
    lost: [],
    violations: [],
    projectionsEqual: true,
  });
  expect(report.acknowledged).toBeGreaterThan(100);
}, 180_000);
