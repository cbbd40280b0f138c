import { registerDayJobs } from '../days/index.ts';
import { registerAccountJobs, registerLinkMailJobs } from '../accounts/index.ts';
import { registerMailJobs } from '../mail/index.ts';
import { registerLeaderboardJobs } from '../leaderboards/index.ts';
import { registerCupJobs } from '../cup/index.ts';
import { registerIdempotencyJobs } from '../idempotency/index.ts';
import type { JobsRegistration } from './boss.ts';

/** Every feature's jobs, registered when pg-boss starts (one entry per feature). */
export const jobRegistrations: JobsRegistration[] = [
  registerMailJobs,
  registerLinkMailJobs,
  registerDayJobs,
  registerAccountJobs,
  registerLeaderboardJobs,
  registerCupJobs,
  registerIdempotencyJobs,
];

// What other server folders may use of this one.
export { startBoss } from './boss.ts';
