// The day's crowd as the API and the live push give it.
import type { DayCrowd } from '../../contracts/api/stats.ts';
import type { Db } from '../inline.ts';

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function readDayCrowd(db: Db, fecha: string): Promise<DayCrowd> {
  const { rows } = await db.query<
    Record<'jugadores' | 'ganadores' | 'intentos' | 'pistas' | 'w1' | 'w2' | 'w3' | 'w4' | 'w5' | 'fallos', number>
  >({
    name: 'day-crowd',
    text: `select coalesce(sum(jugadores), 0)::int as jugadores, coalesce(sum(ganadores), 0)::int as ganadores,
                  coalesce(sum(intentos), 0)::int as intentos, coalesce(sum(pistas), 0)::int as pistas,
                  coalesce(sum(w1), 0)::int as w1, coalesce(sum(w2), 0)::int as w2, coalesce(sum(w3), 0)::int as w3,
                  coalesce(sum(w4), 0)::int as w4, coalesce(sum(w5), 0)::int as w5, coalesce(sum(fallos), 0)::int as fallos
             from day_crowd where fecha = $1`,
    values: [fecha],
  });
  const [row] = rows;
  const per = (total: number) => (row.jugadores === 0 ? 0 : total / row.jugadores);
  return {
    fecha,
    jugadores: row.jugadores,
    ganadores: row.ganadores,
    porcentaje_acierto: Math.round(per(row.ganadores) * 100),
    intentos_medios: round(per(row.intentos), 2),
    pistas_medias: round(per(row.pistas), 2),
    distribucion: { '1': row.w1, '2': row.w2, '3': row.w3, '4': row.w4, '5': row.w5, fallos: row.fallos },
  };
}

/** The share of the day's players a score is above (0–100, rounded down). */
export async function percentileOf(db: Db, fecha: string, score: number, jugadores: number): Promise<number> {
  if (jugadores === 0) return 0;
  const { rows } = await db.query<{ below: number }>({
    name: 'day-crowd-below',
    text: 'select coalesce(sum(jugadores), 0)::int as below from day_crowd_scores where fecha = $1 and score < $2',
    values: [fecha, score],
  });
  return Math.floor((rows[0].below / jugadores) * 100);
}

/** Everything the crowd tables hold of a day (a rebuild compares them). */
export const CROWD_TABLES = ['day_crowd', 'day_crowd_scores'] as const;
