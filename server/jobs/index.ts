import { registerDayJobs } from '../days/jobs.ts';
import { registerAccountJobs } from '../accounts/jobs.ts';
import { registerLinkMailJobs } from '../accounts/links.ts';
import { registerMailJobs } from '../mail/mailer.ts';
import { registerLeaderboardJobs } from '../leaderboards/jobs.ts';
import { registerCupJobs } from '../cup/jobs.ts';
import type { JobsRegistration } from './boss.ts';

/** Every feature's jobs, registered when pg-boss starts (one entry per feature). */
export const jobRegistrations: JobsRegistration[] = [
  registerMailJobs,
  registerLinkMailJobs,
  registerDayJobs,
  registerAccountJobs,
  registerLeaderboardJobs,
  registerCupJobs,
];
