import { REVIEWED_FLAGS } from '../../machines/game/fair-play.ts';
import { FINISHED_PLAYS, REVIEWED_PLAYS, type InlineProjection } from '../inline.ts';

const QUEUED = `array[${REVIEWED_FLAGS.map((flag) => `'${flag}'`).join(', ')}]::text[]`;

/**
 * fair_play_queue: every signed-in player's daily play that finished with a flag an admin reviews
 * (machines/game/fair-play.ts), written with its PlayFinished, and its verdict (PlayReviewed) once
 * an admin gives one. A rebuild's page may carry both: the row then goes in with its verdict.
 */
export const fairPlayProjection: InlineProjection = {
  name: 'fair_play',
  handles: ['PlayFinished', 'PlayReviewed'],
  writes: {
    ctes: [
      `fair_play_flagged as (
        insert into fair_play_queue (stream_id, user_id, fecha, pregunta_id, flags, won, score, attempts, hints, seconds, ranked,
                                     flagged_at, verdict, reviewer_id, reviewed_at)
        select f.stream_id, f.user_id, f.fecha, f.pregunta_id, f.flags, f.won, f.score, f.attempts, f.hints, f.seconds,
               coalesce(r.ranked, f.ranked), f.occurred_at, r.verdict, r.reviewer_id, r.occurred_at
          from ${FINISHED_PLAYS} f left join ${REVIEWED_PLAYS} r on r.stream_id = f.stream_id
         where f.user_id is not null and f.modo = 'diaria' and f.flags && ${QUEUED}
         order by f.stream_id)`,
      `fair_play_reviewed as (
        update fair_play_queue q set verdict = r.verdict, ranked = r.ranked, reviewer_id = r.reviewer_id, reviewed_at = r.occurred_at
          from ${REVIEWED_PLAYS} r where q.stream_id = r.stream_id)`,
    ],
    reads: [],
  },
};
