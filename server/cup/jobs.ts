import type { PgBoss } from 'pg-boss';
import { GAME_ZONE } from '../days/index.ts';
import type { Services } from '../services.ts';
import { closeEndedWeeks } from './service.ts';

export const CLOSE_CUP_WEEKS = 'close-cup-weeks';

/** Mondays at 00:05 Madrid (and at start-up): the week that ended goes to the hall of fame. */
export async function registerCupJobs(boss: PgBoss, services: Services): Promise<void> {
  await boss.createQueue(CLOSE_CUP_WEEKS, { retryLimit: 5, retryDelay: 60 });
  await boss.work(CLOSE_CUP_WEEKS, async () => {
    await closeEndedWeeks(services);
  });
  await boss.schedule(CLOSE_CUP_WEEKS, '5 0 * * 1', null, { tz: GAME_ZONE });
  await boss.send(CLOSE_CUP_WEEKS, null);
}
