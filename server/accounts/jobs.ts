import type { PgBoss } from 'pg-boss';
import type { Services } from '../services.ts';
import { purgeExpiredFailures } from './login-failures.ts';
import { purgeExpiredResetTokens } from './recovery.ts';

export const PURGE_ACCOUNT_RECORDS = 'purge-account-records';

/** Hourly: drop sign-in failure windows and recovery links that no longer count for anything. */
export async function registerAccountJobs(boss: PgBoss, services: Services): Promise<void> {
  await boss.createQueue(PURGE_ACCOUNT_RECORDS);
  await boss.schedule(PURGE_ACCOUNT_RECORDS, '23 * * * *');
  await boss.work(PURGE_ACCOUNT_RECORDS, async () => {
    const now = services.now();
    await purgeExpiredFailures(services.pool, now);
    await purgeExpiredResetTokens(services.pool, now);
  });
}
