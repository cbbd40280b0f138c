import { FINISHED_PLAYS, type InlineProjection } from '../inline.ts';

/**
 * day_crowd and day_crowd_scores: every play finished on its own day (`ranked`: anonymous ones
 * too, never a replay or a debug play) added to its day's counts, in the statement that appends
 * its PlayFinished. The shard is the play's stream (crowd_shard, this folder's projection.sql), as in a rebuild;
 * the plays of a statement are summed per row first, and rows are taken in key order.
 */
export const dayCrowdProjection: InlineProjection = {
  name: 'day_crowd',
  handles: ['PlayFinished'],
  writes: {
    ctes: [
      `crowd_written as (
        insert into day_crowd (fecha, shard, jugadores, ganadores, intentos, pistas, w1, w2, w3, w4, w5, fallos)
        select fecha, crowd_shard(stream_id), count(*), count(*) filter (where won), sum(attempts), sum(hints),
               count(*) filter (where won and attempts = 1), count(*) filter (where won and attempts = 2),
               count(*) filter (where won and attempts = 3), count(*) filter (where won and attempts = 4),
               count(*) filter (where won and attempts = 5), count(*) filter (where not won)
          from ${FINISHED_PLAYS}
         where ranked
         group by 1, 2
         order by 1, 2
        on conflict (fecha, shard) do update set
          jugadores = day_crowd.jugadores + excluded.jugadores, ganadores = day_crowd.ganadores + excluded.ganadores,
          intentos = day_crowd.intentos + excluded.intentos, pistas = day_crowd.pistas + excluded.pistas,
          w1 = day_crowd.w1 + excluded.w1, w2 = day_crowd.w2 + excluded.w2, w3 = day_crowd.w3 + excluded.w3,
          w4 = day_crowd.w4 + excluded.w4, w5 = day_crowd.w5 + excluded.w5, fallos = day_crowd.fallos + excluded.fallos)`,
      `crowd_scores_written as (
        insert into day_crowd_scores (fecha, score, shard, jugadores)
        select fecha, score, crowd_shard(stream_id), count(*)
          from ${FINISHED_PLAYS}
         where ranked
         group by 1, 2, 3
         order by 1, 2, 3
        on conflict (fecha, score, shard) do update set jugadores = day_crowd_scores.jugadores + excluded.jugadores)`,
    ],
    reads: [],
  },
};
