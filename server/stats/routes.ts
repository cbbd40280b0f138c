import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isFecha } from '../../machines/calendar/madrid.ts';
import { readPlayerStats, readScoreHistory } from '../../projections/player-days/queries.ts';
import { today } from '../days/assign.ts';
import { requireUser } from '../http/caller.ts';
import { query } from '../http/validate.ts';

const fecha = z.string().refine(isFecha);
const historyQuery = z
  .object({
    limite: z.coerce.number().int().min(1).max(100).default(30),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    fecha_desde: fecha.optional(),
    fecha_hasta: fecha.optional(),
  })
  .refine((q) => !q.fecha_desde || !q.fecha_hasta || q.fecha_desde <= q.fecha_hasta, {
    message: 'VALIDATION_ERROR.dateRange',
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

  /** The one statistics answer: the profile's six figures (last 365 days), wins, streaks and the guess distribution. */
  app.get('/partidas/estadisticas-usuario', async (request) => readPlayerStats(services.pool, requireUser(request), today(services)));
}
