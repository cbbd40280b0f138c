// The public entry of server/idempotency/: what other server folders may use of it (npm run layers).
export { Answers } from './answers.ts';
export type { CommandKey } from './answers.ts';
export { registerIdempotency } from './hook.ts';
export { registerIdempotencyJobs } from './jobs.ts';
