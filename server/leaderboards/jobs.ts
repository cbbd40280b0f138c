import type { PgBoss } from 'pg-boss';
import { GAME_ZONE, today } from '../days/index.ts';
import type { Services } from '../services.ts';
import { maintainWindows } from './service.ts';

export const MAINTAIN_LEADERBOARDS = 'maintain-leaderboards';

/**
 * Nightly (and at start-up): tomorrow's weekly and monthly windows are written for every player,
 * ended ones dropped. In the quiet hours because plays wait while it writes; reads never need it
 * (the first read of an unprepared day prepares it).
 */
export async function registerLeaderboardJobs(boss: PgBoss, services: Services): Promise<void> {
  await boss.createQueue(MAINTAIN_LEADERBOARDS, { retryLimit: 5, retryDelay: 60 });
  await boss.work(MAINTAIN_LEADERBOARDS, async () => {
    await maintainWindows(services.pool, today(services));
  });
  await boss.schedule(MAINTAIN_LEADERBOARDS, '30 3 * * *', null, { tz: GAME_ZONE });
  await boss.send(MAINTAIN_LEADERBOARDS, null);
}
