// The public entry of server/profile/: what other server folders may use of it (npm run layers).
export { profileRoutes } from './routes.ts';
