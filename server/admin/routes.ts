import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isFecha } from '../../machines/calendar/days.ts';
import { requireAdmin, notFound, body, params, query, securityEvent, replyOf } from '../http/index.ts';
import { EVENT_TYPES } from '../../contracts/events.ts';
import { isPlayStreamId } from '../../contracts/streams.ts';
import { fairPlayQueue, reviewPlay } from './fair-play.ts';
import { findPlays, latestEvents, matchingUsers, playHistory } from './history.ts';
import { rebuildForAdmin } from './rebuild.ts';
import { schedulerStats, verifyScheduler } from './scheduler.ts';
import * as replies from './replies.ts';

const limitField = (fallback: number) => z.coerce.number().int().min(1).max(200).default(fallback);

const playsQuery = z.object({
  usuario: z.string().trim().min(1).max(100).optional(),
  fecha: z.string().refine(isFecha).optional(),
  limit: limitField(50),
});
const streamParams = z.object({ streamId: z.string().max(100).refine(isPlayStreamId) });
const verdictBody = z.object({ verdict: z.enum(['confirmed', 'cleared']) });
const eventsQuery = z.object({
  type: z.enum(EVENT_TYPES).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: limitField(50),
});

/** Admin tools: the scheduler (spec section 7), the event history and the projection rebuild. Every route is admin-only (http/request-gate.ts refuses others before their body is read). */
export async function adminRoutes(app: FastifyInstance) {
  const { services } = app;

  app.post('/scheduler/verificar', { schema: replyOf(replies.verificationReply) }, async (request) => ({
    data: await verifyScheduler(services, request.lang),
  }));

  app.get('/scheduler/estadisticas', { schema: replyOf(replies.schedulerStatsReply) }, async () => ({
    data: await schedulerStats(services),
  }));

  app.get('/admin/plays', { schema: replyOf(replies.playsReply) }, async (request) => {
    const { usuario, fecha, limit } = query(request, playsQuery);
    if (usuario === undefined) return { partidas: await findPlays(services, { fecha, limit }) };
    // An anonymous player is only known by the id their browser sent.
    if (z.uuid().safeParse(usuario).success)
      return { partidas: await findPlays(services, { anonId: usuario.toLowerCase(), fecha, limit }) };
    const userIds = await matchingUsers(services, usuario);
    if (userIds.length === 0) throw notFound('USER_NOT_FOUND', (t) => t('adminTools:USER_NOT_FOUND', { usuario }));
    return { partidas: await findPlays(services, { userIds, fecha, limit }) };
  });

  app.get('/admin/plays/:streamId', { schema: replyOf(replies.playHistory) }, async (request) => {
    const { streamId } = params(request, streamParams);
    return playHistory(services, streamId);
  });

  app.get('/admin/plays/:streamId/export', { schema: replyOf(replies.playExport) }, async (request, reply) => {
    const { streamId } = params(request, streamParams);
    const { partida, eventos } = await playHistory(services, streamId);
    reply.header('Content-Disposition', `attachment; filename="${streamId}.json"`);
    return { exported_at: services.now().toISOString(), partida, eventos };
  });

  app.get(
    '/admin/events',
    { schema: replyOf(replies.eventPage.extend({ tipos: z.array(z.string()) })) },
    async (request) => {
      const { type, before, limit } = query(request, eventsQuery);
      // The known types come along so the admin page's filter offers exactly what the server accepts.
      return { ...(await latestEvents(services, { type, before, limit })), tipos: EVENT_TYPES };
    },
  );

  app.get('/admin/fair-play', { schema: replyOf(replies.fairPlayQueue) }, async () => fairPlayQueue(services));

  app.post('/admin/fair-play/:streamId', { schema: replyOf(replies.fairPlayItem) }, async (request) => {
    const { streamId } = params(request, streamParams);
    const { verdict } = body(request, verdictBody);
    const reviewerId = requireAdmin(request);
    const item = await reviewPlay(services, reviewerId, streamId, verdict);
    securityEvent(request.log, 'fair-play-verdict', {
      userId: item.usuario_id,
      outcome: `${verdict} by ${reviewerId}: ${item.clasifica ? 'ranks' : 'does not rank'}`,
      streamId,
    });
    return item;
  });

  app.post('/admin/projections/rebuild', { schema: replyOf(replies.rebuildResult) }, async (request) =>
    rebuildForAdmin(services, requireAdmin(request)),
  );
}
