import type { PlayFinished } from '../../contracts/events.ts';
import type { InlineProjection } from '../inline.ts';

/**
 * day_crowd and day_crowd_scores: every play finished on its own day (`ranked`: anonymous ones
 * too, never a replay or a debug play) added to its day's counts, in the statement that appends
 * its PlayFinished. The shard is the play's stream (crowd_shard, migration 130), as in a rebuild.
 */
export const dayCrowdProjection: InlineProjection = {
  handles: ['PlayFinished'],
  writes(events, { param, appended }) {
    const ctes: string[] = [];
    events.forEach((event, i) => {
      if (event.type !== 'PlayFinished') return;
      const data = event.data as PlayFinished['data'];
      if (!data.ranked) return;
      const fecha = `${param(data.fecha)}::date`;
      const shard = `crowd_shard(${param(event.streamId)})`;
      const won = data.won ? 1 : 0;
      const wins = [1, 2, 3, 4, 5].map((n) => (data.won && data.attempts === n ? 1 : 0));
      ctes.push(
        `crowd_${i} as (
          insert into day_crowd (fecha, shard, jugadores, ganadores, intentos, pistas, w1, w2, w3, w4, w5, fallos)
          select ${fecha}, ${shard}, 1, ${won}, ${param(data.attempts)}::int, ${param(data.hints)}::int, ${wins.join(', ')}, ${1 - won} where ${appended}
          on conflict (fecha, shard) do update set
            jugadores = day_crowd.jugadores + 1, ganadores = day_crowd.ganadores + excluded.ganadores,
            intentos = day_crowd.intentos + excluded.intentos, pistas = day_crowd.pistas + excluded.pistas,
            w1 = day_crowd.w1 + excluded.w1, w2 = day_crowd.w2 + excluded.w2, w3 = day_crowd.w3 + excluded.w3,
            w4 = day_crowd.w4 + excluded.w4, w5 = day_crowd.w5 + excluded.w5, fallos = day_crowd.fallos + excluded.fallos)`,
        `crowd_score_${i} as (
          insert into day_crowd_scores (fecha, score, shard, jugadores)
          select ${fecha}, ${param(data.result.totalScore)}::int, ${shard}, 1 where ${appended}
          on conflict (fecha, score, shard) do update set jugadores = day_crowd_scores.jugadores + 1)`,
      );
    });
    return { ctes, reads: [] };
  },
};
