// The daily-question scheduler as admins see it (spec section 3, scheduler data; section 7,
// scheduler calls). `jugador` is a question's answer: only admins ever get these figures.
import { DateTime } from 'luxon';
import { addDays } from '../../machines/calendar/days.ts';
import {
  ASSIGNED_DAYS_SQL,
  assignedDaysCount,
  lastAssignedDay,
  questionDaysSql,
} from '../../projections/daily-questions/queries.ts';
import { GAME_ZONE, candidatesSql, questionOfDay, REUSE_WINDOW_DAYS, today } from '../days/index.ts';
import type { SchedulerStats, VerificationResult } from '../../contracts/api/admin.ts';
import type { Services } from '../services.ts';
import type { Language } from '../../contracts/language.ts';
import { translator } from '../texts.ts';

/** Below this many questions free of the reuse window, verification warns that the bank runs low. */
export const LOW_STOCK_WARNING = 30;
const CANDIDATES_SHOWN = 10;
const HISTORY_SHOWN = 14;

type ReuseFigures = SchedulerStats['regla_90_dias'];

/**
 * The 90-day rule for the next day to assign, with the distance pickQuestion uses (days either side
 * of a day that had the question): a question is free when no day within REUSE_WINDOW_DAYS had it.
 */
async function reuseFigures(services: Services, fecha: string): Promise<ReuseFigures> {
  const { rows } = await services.pool.query<{ total: number; used: number }>(
    `select count(*)::int as total,
            count(*) filter (where exists (
              select 1 from (${questionDaysSql('q.id')}) d where abs(d.fecha - $1::date) <= $2
            ))::int as used
       from questions q where not q.retirada`,
    [fecha, REUSE_WINDOW_DAYS],
  );
  const { total, used } = rows[0];
  const free = total - used;
  return {
    total_preguntas_sistema: total,
    usadas_ultimos_90_dias: used,
    disponibles_para_asignar: free,
    // One decimal: a bank of a few hundred questions moves by fractions of a percent a day.
    porcentaje_disponible: total === 0 ? 0 : Math.round((free / total) * 1000) / 10,
  };
}

type Candidate = SchedulerStats['proximas_candidatas'][number] & { distance: number; nearby: number };

/**
 * The head of the scheduler's order for a day, and how many questions share its first place: the
 * pick is one of those, drawn at random (the list breaks their tie by id only to be stable).
 */
async function candidates(
  services: Services,
  fecha: string,
): Promise<Pick<SchedulerStats, 'proximas_candidatas' | 'candidatas_al_azar'>> {
  const { rows } = await services.pool.query<Candidate>(candidatesSql('q.id'), [fecha, REUSE_WINDOW_DAYS + 1, null]);
  const [first] = rows;
  return {
    proximas_candidatas: rows
      .slice(0, CANDIDATES_SHOWN)
      .map(({ id, jugador, dificultad }) => ({ id, jugador, dificultad })),
    candidatas_al_azar: first
      ? rows.filter((row) => row.distance === first.distance && row.nearby === first.nearby).length
      : 0,
  };
}

async function assignment(services: Services, fecha: string): Promise<{ pregunta_id: number; jugador: string } | null> {
  const { rows } = await services.pool.query<{ pregunta_id: number; jugador: string }>(
    `select d.pregunta_id, q.respuesta as jugador from (${ASSIGNED_DAYS_SQL}) d join questions q on q.id = d.pregunta_id where d.fecha = $1`,
    [fecha],
  );
  return rows[0] ?? null;
}

function lowStockWarning(figures: ReuseFigures, language: Language): string | null {
  if (figures.disponibles_para_asignar >= LOW_STOCK_WARNING) return null;
  return translator(language)('adminTools:SCHEDULER_LOW_STOCK', {
    count: figures.disponibles_para_asignar,
    dias: REUSE_WINDOW_DAYS,
  });
}

/** POST /scheduler/verificar: assigns today's question now if nobody has (idempotent) and says what it found. */
export async function verifyScheduler(services: Services, language: Language): Promise<VerificationResult> {
  const fecha = today(services);
  const lastBefore = await lastAssignedDay(services.pool, fecha);
  const preguntaId = await questionOfDay(services, fecha);
  const assigned = await assignment(services, fecha);
  if (assigned === null) throw new Error(`day ${fecha} has no question after its assignment`);
  const nueva = lastBefore !== fecha;
  const figures = await reuseFigures(services, addDays(fecha, 1));
  return {
    nueva_pregunta_asignada: nueva,
    cambio_de_dia: lastBefore !== null && lastBefore < fecha,
    fecha,
    pregunta_id: preguntaId,
    pregunta_jugador: assigned.jugador,
    mensaje: translator(language)(nueva ? 'adminTools:SCHEDULER_ASSIGNED' : 'adminTools:SCHEDULER_ALREADY', {
      fecha,
      jugador: assigned.jugador,
      id: preguntaId,
    }),
    warning: lowStockWarning(figures, language),
  };
}

/** GET /scheduler/estadisticas: read-only; the 90-day figures are for the next day still to assign. */
export async function schedulerStats(services: Services): Promise<SchedulerStats> {
  const now = DateTime.fromJSDate(services.now()).setZone(GAME_ZONE);
  const fecha = today(services);
  const current = await assignment(services, fecha);
  const next = current === null ? fecha : addDays(fecha, 1);
  const [totals, figures, proximas, history] = await Promise.all([
    assignedDaysCount(services.pool),
    reuseFigures(services, next),
    candidates(services, next),
    services.pool.query<{ fecha: string; pregunta_id: number; jugador: string }>(
      `select d.fecha, d.pregunta_id, q.respuesta as jugador
         from (${ASSIGNED_DAYS_SQL}) d join questions q on q.id = d.pregunta_id
        where d.fecha <= $1 order by d.fecha desc limit $2`,
      [fecha, HISTORY_SHOWN],
    ),
  ]);
  return {
    zona_horaria: GAME_ZONE,
    fecha_actual: fecha,
    hora_actual: now.toFormat('HH:mm:ss'),
    preguntas_diarias: { total_asignadas: totals, pregunta_actual: current },
    regla_90_dias: figures,
    ...proximas,
    historial_reciente: history.rows,
  };
}
