// The weekly cup as the API gives it: a week's rounds so far (read from player_days), its podium
// once over, and the hall of fame (closing the weeks that ended, once, for every instance).
import type { Copa, Palmares } from '../../contracts/api/cup.ts';
import { Refused } from '../../contracts/refusals.ts';
import { addDays } from '../../machines/calendar/days.ts';
import { GAME_ZONE, today } from '../days/index.ts';
import { CUP_ROUNDS, cupWeekOf, roundOf } from '../../machines/cup/rules.ts';
import {
  closeCupWeeks,
  cupWeeksClosed,
  podiumOf,
  readCupRounds,
  readHallOfFame,
} from '../../projections/cup/queries.ts';
import { readDailyPositions } from '../../projections/player-days/queries.ts';
import { withTransaction } from '../db/index.ts';
import type { Services } from '../services.ts';

/** Weeks in the hall of fame's answer. */
export const HALL_OF_FAME_WEEKS = 52;

/** The week a request names (any day of it), or this week; a week not come yet is refused. */
export function cupWeek(services: Services, fecha: string | undefined): string {
  const current = today(services);
  if (fecha === undefined) return cupWeekOf(current);
  const monday = cupWeekOf(fecha);
  if (monday > cupWeekOf(current))
    throw new Refused('INVALID_DATE', { fecha, hoy: current, zona: GAME_ZONE }, 'future');
  return monday;
}

/** A week's cup: this week's rounds up to today's, or every round and the podium of a week that is over. */
export async function cupOf(services: Services, monday: string, userId: number | null): Promise<Copa> {
  const day = today(services);
  const over = monday < cupWeekOf(day);
  const hoy = over ? null : roundOf(day);
  const rounds = await readCupRounds(services.pool, monday, hoy ?? CUP_ROUNDS.length - 1);
  const qualifying = rounds.stages[0].clasificacion;
  let miPosicionPrevia: number | null = null;
  if (userId !== null && !qualifying.some((row) => row.usuario_id === userId)) {
    miPosicionPrevia = (await readDailyPositions(services.pool, monday, [userId])).get(userId)?.posicion ?? null;
  }
  return {
    semana: monday,
    hasta: addDays(monday, CUP_ROUNDS.length - 1),
    hoy,
    etapas: rounds.stages,
    podio: over ? podiumOf(rounds) : [],
    miPosicionPrevia,
  };
}

/** Closes the weeks that ended and are not kept (the Monday job's work, or a week an erasure reopened). */
export async function closeEndedWeeks(services: Services): Promise<void> {
  const day = today(services);
  if (!(await cupWeeksClosed(services.pool, day))) await withTransaction(services.pool, (tx) => closeCupWeeks(tx, day));
}

export async function hallOfFame(services: Services): Promise<Palmares> {
  await closeEndedWeeks(services);
  return { palmares: await readHallOfFame(services.pool, HALL_OF_FAME_WEEKS) };
}
