import type { InlineProjection } from '../server/events/store.ts';

/** Read models kept in the append transaction of their events (one entry per projection). */
export const inlineProjections: InlineProjection[] = [];
