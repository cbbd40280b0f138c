// The public entry of server/past-games/: what other server folders may use of it (npm run layers).
export { pastGamesRoutes } from './routes.ts';
