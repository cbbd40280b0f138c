// The question of each Madrid day: assigned once (stream day-<fecha>, version 1), by the midnight
// job or by the first request that needs it, whichever comes first.
import { at, type DailyQuestionAssigned } from '../../contracts/events.ts';
import { Refused } from '../../contracts/refusals.ts';
import { VersionConflict } from '../../contracts/store.ts';
import { dayStreamId } from '../../contracts/streams.ts';
import { addDays, daysBetween, isFecha } from '../../machines/calendar/days.ts';
import { ASSIGNED_DAYS_SQL, questionDaysSql, questionIdOfDay } from '../../projections/daily-questions/queries.ts';
import { GAME_ZONE, madridDay } from './clock.ts';
import type { Services } from '../services.ts';

/** A question is not used again within this many days of a day that had it. */
export const REUSE_WINDOW_DAYS = 90;
/** "Past games cover the last month": the oldest playable day is this many days before today. */
export const PLAYABLE_DAYS_BACK = 30;

/** The hardest difficulty: never more than MAX_HARD_IN_A_ROW days of it in a row. */
export const HARD = 3;
export const MAX_HARD_IN_A_ROW = 2;
/** Days either side whose difficulties the next pick balances. */
const SPREAD_DAYS = 3;

/**
 * Below this many questions never given to a day, the operator is warned (log and metrics): once they
 * are gone, days get questions whose answers the question history has published.
 */
export const UNUSED_QUESTIONS_LOW = 30;

/**
 * The order the scheduler tries the questions for a day in (the admin stats show its head): never a
 * retired one; one never given to any day first (a given one's answer is public in the question
 * history once its day is over), then one not used within REUSE_WINDOW_DAYS of the day (either side,
 * since past days are assigned on demand after later ones), else the least recent; never a hard one
 * where it would make three hard days in a row; then the difficulty the nearby days have least of;
 * then at random. `distance` ranks that: $2 + 1 for a question never given, else its days to the
 * nearest day that had it, capped at $2 (REUSE_WINDOW_DAYS + 1).
 */
export const candidatesSql = (tieBreak: 'random()' | 'q.id') => `
  with nearby as (
    select d.fecha - $1::date as offset_days, q.dificultad
      from (${ASSIGNED_DAYS_SQL}) d join questions q on q.id = d.pregunta_id
     where d.fecha between $1::date - ${SPREAD_DAYS} and $1::date + ${SPREAD_DAYS} and d.fecha <> $1::date
  ), hard_run as (
    select coalesce(bool_or(before2 and before1) or bool_or(before1 and after1) or bool_or(after1 and after2), false) as blocked
      from (select bool_or(offset_days = -2 and dificultad = ${HARD}) as before2, bool_or(offset_days = -1 and dificultad = ${HARD}) as before1,
                   bool_or(offset_days = 1 and dificultad = ${HARD}) as after1, bool_or(offset_days = 2 and dificultad = ${HARD}) as after2
              from nearby) runs
  )
  select q.id, q.respuesta as jugador, q.dificultad, place.distance, place.nearby
    from questions q
    cross join hard_run
    left join lateral (select min(abs(d.fecha - $1::date)) as distance from (${questionDaysSql('q.id')}) d) used on true
    cross join lateral (select (case when used.distance is null then $2 + 1 else least(used.distance, $2) end)::int as distance,
                               (select count(*) from nearby n where n.dificultad = q.dificultad)::int as nearby) place
   where not q.retirada and not (hard_run.blocked and q.dificultad = ${HARD})
   order by place.distance desc, place.nearby, ${tieBreak}
   limit $3`;

async function pickQuestion(services: Services, fecha: string): Promise<number> {
  const { rows } = await services.pool.query<{ id: number }>(candidatesSql('random()'), [
    fecha,
    REUSE_WINDOW_DAYS + 1,
    1,
  ]);
  if (rows.length === 0) throw new Error('the question bank has no question to schedule');
  return rows[0].id;
}

/** How many questions in play (not retired) were never given to a day. */
export async function unusedQuestionCount(db: Pick<Services['pool'], 'query'>): Promise<number> {
  const { rows } = await db.query<{ unused: number }>(
    `select count(*)::int as unused from questions q where not q.retirada and not exists (${questionDaysSql('q.id')})`,
  );
  return rows[0].unused;
}

/**
 * Warns the operator (a `warn` line) when fewer than UNUSED_QUESTIONS_LOW questions were never given
 * to a day; the midnight job and every start ask. Returns the count.
 */
export async function noteUnusedQuestions(services: Services): Promise<number> {
  const unused = await unusedQuestionCount(services.pool);
  if (unused < UNUSED_QUESTIONS_LOW)
    services.log.warn(
      { unusedQuestions: unused, low: UNUSED_QUESTIONS_LOW },
      unused === 0
        ? 'every question in play has been given to a day: days now repeat questions whose answers the history published; add questions to the bank'
        : `only ${unused} questions were never given to a day: add questions to the bank before days repeat ones whose answers the history published`,
    );
  return unused;
}

/** The question a day has been given, or null when it has none yet (nothing is assigned). */
export const assignedQuestion = (services: Services, fecha: string): Promise<number | null> =>
  questionIdOfDay(services.pool, fecha);

/**
 * The day's question id, assigning it now if nobody has; safe to race from any number of instances.
 * A day's question never changes once assigned, so each instance remembers it.
 */
export async function questionOfDay(services: Services, fecha: string): Promise<number> {
  const cached = services.cache.days.get(fecha);
  if (cached !== undefined) return cached;
  const id = await assignDay(services, fecha);
  services.cache.days.set(fecha, id);
  return id;
}

async function assignDay(services: Services, fecha: string): Promise<number> {
  const existing = await assignedQuestion(services, fecha);
  if (existing !== null) return existing;
  const event: DailyQuestionAssigned = {
    type: 'DailyQuestionAssigned',
    data: { fecha, preguntaId: await pickQuestion(services, fecha) },
  };
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

export const today = (services: Services) => madridDay(services.now());

/** A day a player may open: today or up to PLAYABLE_DAYS_BACK days before it (INVALID_DATE otherwise). */
export function playableDay(services: Services, fecha: string | undefined): string {
  const current = today(services);
  if (fecha === undefined) return current;
  if (!isFecha(fecha)) throw new Refused('INVALID_DATE', { fecha });
  const back = daysBetween(fecha, current);
  if (back < 0) throw new Refused('INVALID_DATE', { fecha, hoy: current, zona: GAME_ZONE }, 'future');
  if (back > PLAYABLE_DAYS_BACK) {
    throw new Refused(
      'INVALID_DATE',
      { dias: PLAYABLE_DAYS_BACK, desde: addDays(current, -PLAYABLE_DAYS_BACK) },
      'tooOld',
    );
  }
  return fecha;
}

/** Whether a valid day is one a player may open (playableDay's rule, without a refusal). */
export function isPlayable(services: Services, fecha: string): boolean {
  const back = daysBetween(fecha, today(services));
  return back >= 0 && back <= PLAYABLE_DAYS_BACK;
}
