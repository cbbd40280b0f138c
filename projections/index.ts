import type { InlineProjection } from '../server/events/store.ts';
import { dailyQuestionsProjection } from './daily-questions.ts';
import { leaderboardsProjection } from './leaderboards/projection.ts';
import { playerDaysProjection } from './player-days.ts';

/** Read models kept in the append transaction of their events (one entry per projection). */
export const inlineProjections: InlineProjection[] = [dailyQuestionsProjection, playerDaysProjection, leaderboardsProjection];
