import { registerMailJobs } from '../mail/mailer.ts';
import type { JobsRegistration } from './boss.ts';

/** Every feature's jobs, registered when pg-boss starts (one entry per feature). */
export const jobRegistrations: JobsRegistration[] = [registerMailJobs];
