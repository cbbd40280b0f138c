import type { PgBoss } from 'pg-boss';
import { GAME_ZONE } from './clock.ts';
import type { Services } from '../services.ts';
import { noteUnusedQuestions, questionOfDay, today } from './assign.ts';

export const ASSIGN_DAILY_QUESTION = 'assign-daily-question';

/**
 * At 00:00 Madrid (and at start-up) the new day gets its question; requests never wait for it. Then
 * the operator hears whether the questions never given to a day run low.
 */
export async function registerDayJobs(boss: PgBoss, services: Services): Promise<void> {
  await boss.createQueue(ASSIGN_DAILY_QUESTION, { retryLimit: 5, retryDelay: 30 });
  await boss.work(ASSIGN_DAILY_QUESTION, async () => {
    await questionOfDay(services, today(services));
    await noteUnusedQuestions(services);
  });
  await boss.schedule(ASSIGN_DAILY_QUESTION, '0 0 * * *', null, { tz: GAME_ZONE });
  await questionOfDay(services, today(services));
  await noteUnusedQuestions(services);
}
