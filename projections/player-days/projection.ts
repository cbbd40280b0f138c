import type { PlayFinished } from '../../contracts/events.ts';
import type { InlineProjection } from '../inline.ts';

/**
 * player_days: one row per finished play (debug plays excepted), written with the PlayFinished
 * that ends it, from that event alone. Stats, leaderboards, past games and the profile read it.
 */
export const playerDaysProjection: InlineProjection = {
  handles: ['PlayFinished'],
  writes(events, { param, appended }) {
    const ctes = events
      .filter((event) => event.type === 'PlayFinished' && (event.data as PlayFinished['data']).modo !== 'debug')
      .map((event, i) => {
        const data = event.data as PlayFinished['data'];
        return `player_day_${i} as (
          insert into player_days (stream_id, user_id, anon_id, fecha, modo, pregunta_id, won, score, stars, attempts, hints, seconds, on_day, finished_at)
          select ${param(event.streamId)}, ${param(data.userId)}::int, ${param(data.anonId)}::uuid, ${param(data.fecha)}::date, ${param(data.modo)},
                 ${param(data.preguntaId)}::int, ${param(data.won)}::boolean, ${param(data.result.totalScore)}::int, ${param(data.result.stars)}::int,
                 ${param(data.attempts)}::int, ${param(data.hints)}::int, ${param(data.seconds)}::int, ${param(data.ranked)}::boolean,
                 ${param(event.occurredAt)}::timestamptz
           where ${appended})`;
      });
    return { ctes, reads: [] };
  },
};
