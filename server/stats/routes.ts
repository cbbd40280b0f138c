import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addDays, isFecha } from '../../machines/calendar/madrid.ts';
import { readGuessDistribution, readScoreHistory, readStreaks } from '../../projections/player-stats.ts';
import { today } from '../days/assign.ts';
import { requireUser } from '../http/caller.ts';
import { query } from '../http/validate.ts';
import { profileStats, STATS_WINDOW_DAYS } from '../profile/stats.ts';

const fecha = z.string().refine(isFecha, 'debe ser una fecha YYYY-MM-DD');
const historyQuery = z
  .object({
    limite: z.coerce.number().int().min(1).max(100).default(30),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    fecha_desde: fecha.optional(),
    fecha_hasta: fecha.optional(),
  })
  .refine((q) => !q.fecha_desde || !q.fecha_hasta || q.fecha_desde <= q.fecha_hasta, {
    message: 'fecha_desde no puede ser posterior a fecha_hasta',
    path: ['fecha_desde'],
  });

/** The signed-in player's own score history and statistics (past-day replays included). */
export async function statsRoutes(app: FastifyInstance) {
  const { services } = app;

  app.get('/partidas/historial-puntuaciones', async (request) => {
    const userId = requireUser(request);
    const { limite, offset, fecha_desde, fecha_hasta } = query(request, historyQuery);
    const page = await readScoreHistory(services.pool, userId, { limite, offset, desde: fecha_desde ?? null, hasta: fecha_hasta ?? null });
    return { ...page, limite, offset };
  });

  /** The profile's six figures (last 365 days) plus wins, streaks and the guess distribution. */
  app.get('/partidas/estadisticas-usuario', async (request) => {
    const userId = requireUser(request);
    const day = today(services);
    const [base, rachas, distribucion] = await Promise.all([
      profileStats(services.pool, userId, services.now()),
      readStreaks(services.pool, userId, day),
      readGuessDistribution(services.pool, userId, addDays(day, 1 - STATS_WINDOW_DAYS)),
    ]);
    const wins = Object.values(distribucion.victorias_por_intentos).reduce((sum, n) => sum + n, 0);
    return {
      ...base,
      partidas_ganadas: wins,
      porcentaje_victorias: base.total_partidas === 0 ? 0 : Math.round((wins / base.total_partidas) * 100),
      ...rachas,
      distribucion_intentos: distribucion,
    };
  });
}
