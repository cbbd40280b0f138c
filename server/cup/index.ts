// The public entry of server/cup/: what other server folders may use of it (npm run layers).
export { registerCupJobs } from './jobs.ts';
export { cupRoutes } from './routes.ts';
