// The public entry of server/idempotency/: what other server folders may use of it (npm run layers).
export { Answers, IDEMPOTENCY_HEADER, keyReused } from './answers.ts';
export type { CommandKey, Earlier } from './answers.ts';
export { registerIdempotency, REPLAYED_HEADER, replay } from './hook.ts';
export { registerIdempotencyJobs } from './jobs.ts';
