import { achievementsProjection } from './achievements/projection.ts';
import { cupProjection } from './cup/projection.ts';
import { dailyQuestionsProjection } from './daily-questions/projection.ts';
import { dayCrowdProjection } from './day-crowd/projection.ts';
import { fairPlayProjection } from './fair-play/projection.ts';
import type { InlineProjection } from './inline.ts';
import { leaderboardsProjection } from './leaderboards/projection.ts';
import { playerDaysProjection } from './player-days/projection.ts';

/** Read models kept in the append transaction of their events, in this order (one entry per projection). */
export const inlineProjections: InlineProjection[] = [
  dailyQuestionsProjection,
  playerDaysProjection,
  leaderboardsProjection,
  dayCrowdProjection,
  fairPlayProjection,
  achievementsProjection,
  cupProjection,
];
