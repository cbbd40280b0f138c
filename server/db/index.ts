// The public entry of server/db/: what other server folders may use of it (npm run layers).
export { createListener } from './listener.ts';
export type { Listener } from './listener.ts';
export { createPool, isConnectionError, isWriteRefusal, withTransaction, withUntimedTransaction } from './pool.ts';
export { compareReleases } from './migrate.ts';
