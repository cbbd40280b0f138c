// The public entry of server/leagues/: what other server folders may use of it (npm run layers).
export { exportLeagues, leaveEveryLeague } from './leagues.ts';
export { leagueTopicGuard } from './push.ts';
export { leagueRoutes } from './routes.ts';
