import { todayInMadrid } from '../machines/calendar/madrid.ts';
import { foldPlay, type PlayEvent, type PlayFinished, type PlayStarted } from '../machines/game/play-events.ts';
import { occurredAt } from '../server/events/occurred-at.ts';
import type { InlineProjection } from '../server/events/store.ts';

/**
 * player_days: one row per finished play (debug plays excepted), written in the transaction that
 * appends PlayFinished. Stats, leaderboards, past games and the profile read from it.
 */
export const playerDaysProjection: InlineProjection = async (tx, events) => {
  for (const event of events) {
    if (event.type !== 'PlayFinished') continue;
    // The whole stream up to this event (visible in this transaction) says whose play it was.
    const { rows } = await tx.query<{ type: string; data: Record<string, unknown> }>(
      'select type, data from events where stream_id = $1 and stream_version <= $2 order by stream_version',
      [event.streamId, event.streamVersion],
    );
    const stream = rows as PlayEvent[];
    const started = stream[0] as PlayStarted;
    if (started.type !== 'PlayStarted' || started.data.modo === 'debug') continue;
    const { fecha, modo, preguntaId, userId, anonId } = started.data;
    const { won, seconds, result } = event.data as PlayFinished['data'];
    const { guesses, hints } = foldPlay(stream).context;
    const finishedAt = occurredAt(event);
    await tx.query(
      `insert into player_days (stream_id, user_id, anon_id, fecha, modo, pregunta_id, won, score, stars, attempts, hints, seconds, on_day, finished_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        event.streamId, userId, anonId, fecha, modo, preguntaId, won, result.totalScore, result.stars,
        guesses.length, hints.length, seconds, modo === 'diaria' && todayInMadrid(finishedAt) === fecha, finishedAt,
      ],
    );
  }
};
