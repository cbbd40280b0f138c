// The profile's statistics (spec section 3, Stats): the signed-in player's finished plays of the
// last 365 days, read from the player_days projection.
import { addDays, todayInMadrid } from '../../machines/calendar/madrid.ts';
import type { Db } from '../accounts/users.ts';

export const STATS_WINDOW_DAYS = 365;

export interface ProfileStats {
  total_partidas: number;
  /** Seconds. */
  tiempo_promedio: number;
  estrellas_promedio: number;
  puntuacion_promedio: number;
  intentos_promedio: number;
  pistas_promedio: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export async function profileStats(db: Db, userId: number, now: Date): Promise<ProfileStats> {
  const since = addDays(todayInMadrid(now), -(STATS_WINDOW_DAYS - 1));
  const { rows } = await db.query<Record<keyof ProfileStats, number>>(
    `select count(*)::int as total_partidas,
            coalesce(avg(seconds), 0)::float8 as tiempo_promedio,
            coalesce(avg(stars), 0)::float8 as estrellas_promedio,
            coalesce(avg(score), 0)::float8 as puntuacion_promedio,
            coalesce(avg(attempts), 0)::float8 as intentos_promedio,
            coalesce(avg(hints), 0)::float8 as pistas_promedio
       from player_days where user_id = $1 and fecha >= $2`,
    [userId, since],
  );
  const row = rows[0];
  return {
    total_partidas: row.total_partidas,
    tiempo_promedio: round2(row.tiempo_promedio),
    estrellas_promedio: round2(row.estrellas_promedio),
    puntuacion_promedio: round2(row.puntuacion_promedio),
    intentos_promedio: round2(row.intentos_promedio),
    pistas_promedio: round2(row.pistas_promedio),
  };
}
