// The public entry of server/stats/: what other server folders may use of it (npm run layers).
export { statsSummaryReply } from './replies.ts';
export { statsRoutes } from './routes.ts';
