import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isFecha } from '../../machines/calendar/days.ts';
import { readPlayerStats, readScoreHistory } from '../../projections/player-days/queries.ts';
import { playableDay, today } from '../days/index.ts';
import { fechaField } from '../plays/index.ts';
import { crowdOfDay, startCrowdPush } from './crowd.ts';
import { requireUser, query, type SchemaProblem, replyOf } from '../http/index.ts';
import { dayCrowd, historyReply, playerStats } from './replies.ts';

const fecha = z.string().refine(isFecha);
const historyQuery = z
  .object({
    limite: z.coerce.number().int().min(1).max(100).default(30),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    fecha_desde: fecha.optional(),
    fecha_hasta: fecha.optional(),
  })
  .refine((q) => !q.fecha_desde || !q.fecha_hasta || q.fecha_desde <= q.fecha_hasta, {
    message: 'dateRange' satisfies SchemaProblem,
    path: ['fecha_desde'],
  });

const crowdQuery = z.object({ fecha: fechaField });

/** The signed-in player's own score history and statistics (past-day replays included), and the day's crowd. */
export async function statsRoutes(app: FastifyInstance) {
  const { services } = app;

  /** Everyone's plays of a day (today by default), finished on that day; never the answer. */
  app.get('/estadisticas/dia', { schema: replyOf(dayCrowd) }, async (request) => {
    const fecha = playableDay(services, query(request, crowdQuery).fecha ?? undefined);
    return crowdOfDay(services, request.caller, fecha);
  });

  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = startCrowdPush(services, (error) => app.log.error({ err: error }, 'crowd push failed'));
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });

  app.get('/partidas/historial-puntuaciones', { schema: replyOf(historyReply) }, async (request) => {
    const userId = requireUser(request);
    const { limite, offset, fecha_desde, fecha_hasta } = query(request, historyQuery);
    const page = await readScoreHistory(services.pool, userId, {
      limite,
      offset,
      desde: fecha_desde ?? null,
      hasta: fecha_hasta ?? null,
    });
    return { ...page, limite, offset };
  });

  /** The one statistics answer: the profile's six figures (last 365 days), wins, streaks and the guess distribution. */
  app.get('/partidas/estadisticas-usuario', { schema: replyOf(playerStats) }, async (request) =>
    readPlayerStats(services.pool, requireUser(request), today(services)),
  );
}
