// The public entry of server/reports/: what other server folders may use of it (npm run layers).
export { exportReports } from './reports.ts';
export { reportRoutes } from './routes.ts';
