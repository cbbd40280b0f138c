// The public entry of server/db/: what other server folders may use of it (npm run layers).
export { createListener } from './listener.ts';
export type { Listener } from './listener.ts';
export { createPool, isConnectionError, withTransaction, withUntimedTransaction } from './pool.ts';
