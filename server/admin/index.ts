// The public entry of server/admin/: what other server folders may use of it (npm run layers).
export { historyEvent } from './replies.ts';
export { toHistoryEvent } from './history.ts';
export { adminRoutes } from './routes.ts';
