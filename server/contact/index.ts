// The public entry of server/contact/: what other server folders may use of it (npm run layers).
export { contactRoutes } from './routes.ts';
