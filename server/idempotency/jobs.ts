import type { PgBoss } from 'pg-boss';
import type { Services } from '../services.ts';

export const PURGE_ANSWERS = 'purge-idempotency-keys';

/** Every minute: the answers older than IDEMPOTENCY_WINDOW_MINUTES go (the table stays about a window's commands). */
export async function registerIdempotencyJobs(boss: PgBoss, services: Services): Promise<void> {
  await boss.createQueue(PURGE_ANSWERS);
  await boss.schedule(PURGE_ANSWERS, '* * * * *');
  await boss.work(PURGE_ANSWERS, async () => {
    const purged = await services.answers.purge(services.config.idempotencyWindowMinutes * 60_000);
    if (purged > 0) services.log.debug({ purged }, 'idempotency keys purged');
  });
}
