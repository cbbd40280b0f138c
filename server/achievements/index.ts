// The public entry of server/achievements/: what other server folders may use of it (npm run layers).
export { achievementRoutes } from './routes.ts';
