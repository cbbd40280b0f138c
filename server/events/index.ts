// The public entry of server/events/: what other server folders may use of it (npm run layers).
export { rebuildProjections } from './rebuild.ts';
export { createEventStore, EVENT_COLUMNS, toEvent } from './store.ts';
export type { EventRow } from './store.ts';
