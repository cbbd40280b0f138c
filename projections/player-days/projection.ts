import { FINISHED_PLAYS, REVIEWED_PLAYS, type InlineProjection } from '../inline.ts';

/**
 * player_days: one row per finished play (debug plays excepted), written with the PlayFinished
 * that ends it, from that event alone; an admin's fair-play verdict (PlayReviewed) moves its
 * on_day (whether it ranks) later, and the band triggers follow. Stats, leaderboards, past games
 * and the profile read it. Rows go in by their daily band (fecha, daily_band, shard: the key the
 * band trigger of migrations 090 and 260 updates for a ranked row), so statements of several plays take
 * those rows in one order.
 */
export const playerDaysProjection: InlineProjection = {
  name: 'player_days',
  handles: ['PlayFinished', 'PlayReviewed'],
  writes: {
    ctes: [
      `player_days_written as (
        insert into player_days (stream_id, user_id, anon_id, fecha, modo, pregunta_id, won, score, stars, attempts, hints, seconds, on_day, finished_at, hard_mode)
        select f.stream_id, f.user_id, f.anon_id, f.fecha, f.modo, f.pregunta_id, f.won, f.score, f.stars, f.attempts, f.hints, f.seconds,
               coalesce(r.ranked, f.ranked), f.occurred_at, f.hard_mode
          from ${FINISHED_PLAYS} f left join ${REVIEWED_PLAYS} r on r.stream_id = f.stream_id
         where f.modo <> 'debug'
         order by f.fecha, daily_band(f.score, f.seconds), f.user_id % 16, f.stream_id)`,
      `player_days_reviewed as (
        update player_days pd set on_day = r.ranked from ${REVIEWED_PLAYS} r
         where pd.stream_id = r.stream_id and pd.on_day <> r.ranked)`,
    ],
    reads: [],
  },
};
