// The public entry of server/routes/: what other server folders may use of it (npm run layers).
export { healthRoutes } from './health.ts';
