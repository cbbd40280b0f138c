// The public entry of server/leaderboards/: what other server folders may use of it (npm run layers).
export { leaderboard, ownEntry } from './replies.ts';
export { registerLeaderboardJobs } from './jobs.ts';
export { leaderboardRoutes } from './routes.ts';
export { ensureWindowsPrepared } from './service.ts';
