import type { PlayFinished } from '../../contracts/events.ts';
import { occurredAt } from '../../contracts/events.ts';
import type { InlineProjection } from '../inline.ts';

/**
 * player_days: one row per finished play (debug plays excepted), written in the transaction that
 * appends PlayFinished, from that event alone. Stats, leaderboards, past games and the profile read it.
 */
export const playerDaysProjection: InlineProjection = {
  handles: ['PlayFinished'],
  async project(tx, events) {
    for (const event of events) {
      if (event.type !== 'PlayFinished') continue;
      const data = event.data as PlayFinished['data'];
      if (data.modo === 'debug') continue;
      await tx.query(
        `insert into player_days (stream_id, user_id, anon_id, fecha, modo, pregunta_id, won, score, stars, attempts, hints, seconds, on_day, finished_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          event.streamId, data.userId, data.anonId, data.fecha, data.modo, data.preguntaId, data.won, data.result.totalScore,
          data.result.stars, data.attempts, data.hints, data.seconds, data.ranked, occurredAt(event),
        ],
      );
    }
  },
};
