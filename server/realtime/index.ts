// The public entry of server/realtime/: what other server folders may use of it (npm run layers).
export { coalescer } from './coalescer.ts';
export { Hub } from './hub.ts';
export { realtimeRoutes } from './routes.ts';
export { LiveTables, tableVersion } from './tables.ts';
export { socketError } from './routes.ts';
export type { TopicGuard } from './routes.ts';
