// The question of each Madrid day: assigned once (stream day-<fecha>, version 1), by the midnight
// job or by the first request that needs it, whichever comes first.
import { at, type DailyQuestionAssigned } from '../../contracts/events.ts';
import { Refused } from '../../contracts/refusals.ts';
import { VersionConflict } from '../../contracts/store.ts';
import { dayStreamId } from '../../contracts/streams.ts';
import { addDays, daysBetween, GAME_ZONE, isFecha, todayInMadrid } from '../../machines/calendar/madrid.ts';
import type { Services } from '../services.ts';

/** A question is not used again within this many days of a day that had it. */
export const REUSE_WINDOW_DAYS = 90;
/** "Past games cover the last month": the oldest playable day is this many days before today. */
export const PLAYABLE_DAYS_BACK = 30;

/**
 * A random question not used within REUSE_WINDOW_DAYS of the day (either side, since past days
 * are assigned on demand after later ones); if the bank is too small for that, the least recent.
 */
async function pickQuestion(services: Services, fecha: string): Promise<number> {
  const { rows } = await services.pool.query<{ id: number }>(
    `select q.id
       from questions q
       left join lateral (
         select min(abs(d.fecha - $1::date)) as distance from daily_questions d where d.pregunta_id = q.id
       ) used on true
      order by least(coalesce(used.distance, $2), $2) desc, random()
      limit 1`,
    [fecha, REUSE_WINDOW_DAYS + 1],
  );
  if (rows.length === 0) throw new Error('the question bank is empty');
  return rows[0].id;
}

async function assignedQuestion(services: Services, fecha: string): Promise<number | null> {
  const { rows } = await services.pool.query<{ pregunta_id: number }>('select pregunta_id from daily_questions where fecha = $1', [fecha]);
  return rows[0]?.pregunta_id ?? null;
}

/** The day's question id, assigning it now if nobody has; safe to race from any number of instances. */
export async function questionOfDay(services: Services, fecha: string): Promise<number> {
  const existing = await assignedQuestion(services, fecha);
  if (existing !== null) return existing;
  const event: DailyQuestionAssigned = { type: 'DailyQuestionAssigned', data: { fecha, preguntaId: await pickQuestion(services, fecha) } };
  try {
    await services.store.append(dayStreamId(fecha), 0, [{ ...event, metadata: at(services.now()) }]);
    return event.data.preguntaId;
  } catch (error) {
    if (!(error instanceof VersionConflict)) throw error;
    // Another request or instance assigned it first; its inline projection row is committed.
    const winner = await assignedQuestion(services, fecha);
    if (winner === null) throw error;
    return winner;
  }
}

export const today = (services: Services) => todayInMadrid(services.now());

/** A day a player may open: today or up to PLAYABLE_DAYS_BACK days before it (INVALID_DATE otherwise). */
export function playableDay(services: Services, fecha: string | undefined): string {
  const current = today(services);
  if (fecha === undefined) return current;
  if (!isFecha(fecha)) throw new Refused('INVALID_DATE', { fecha });
  const back = daysBetween(fecha, current);
  if (back < 0) throw new Refused('INVALID_DATE', { fecha, hoy: current, zona: GAME_ZONE }, 'future');
  if (back > PLAYABLE_DAYS_BACK) {
    throw new Refused('INVALID_DATE', { dias: PLAYABLE_DAYS_BACK, desde: addDays(current, -PLAYABLE_DAYS_BACK) }, 'tooOld');
  }
  return fecha;
}
