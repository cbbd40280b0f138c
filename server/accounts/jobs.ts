import type { PgBoss } from 'pg-boss';
import { purgeEndedRateLimits } from '../http/index.ts';
import type { Services } from '../services.ts';
import { purgeExpiredFailures } from './login-failures.ts';
import { purgeExpiredResetTokens } from './recovery.ts';
import { purgeExpiredRevocations } from './sessions.ts';
import { purgeExpiredVerifications } from './verification.ts';

export const PURGE_ACCOUNT_RECORDS = 'purge-account-records';

/** Hourly: drop what no longer counts for anything (failure windows, dead links, revocations past expiry, ended limits). */
export async function registerAccountJobs(boss: PgBoss, services: Services): Promise<void> {
  await boss.createQueue(PURGE_ACCOUNT_RECORDS);
  await boss.schedule(PURGE_ACCOUNT_RECORDS, '23 * * * *');
  await boss.work(PURGE_ACCOUNT_RECORDS, () => purgeAccountRecords(services));
}

export async function purgeAccountRecords(services: Services): Promise<void> {
  const now = services.now();
  await purgeExpiredFailures(services.pool, now);
  await purgeExpiredResetTokens(services.pool, now);
  await purgeExpiredVerifications(services.pool, now);
  await purgeExpiredRevocations(services);
  await purgeEndedRateLimits(services.pool);
}
