import { FINISHED_PLAYS, type InlineProjection } from '../inline.ts';

/**
 * player_days: one row per finished play (debug plays excepted), written with the PlayFinished
 * that ends it, from that event alone. Stats, leaderboards, past games and the profile read it.
 * Rows go in by their daily band (fecha, score / 10, shard: the key the band trigger of migration
 * 090 updates for a ranked row), so statements of several plays take those rows in one order.
 */
export const playerDaysProjection: InlineProjection = {
  name: 'player_days',
  handles: ['PlayFinished'],
  writes: {
    ctes: [
      `player_days_written as (
        insert into player_days (stream_id, user_id, anon_id, fecha, modo, pregunta_id, won, score, stars, attempts, hints, seconds, on_day, finished_at)
        select stream_id, user_id, anon_id, fecha, modo, pregunta_id, won, score, stars, attempts, hints, seconds, ranked, occurred_at
          from ${FINISHED_PLAYS}
         where modo <> 'debug'
         order by fecha, score / 10, user_id % 16, stream_id)`,
    ],
    reads: [],
  },
};
