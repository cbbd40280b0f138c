import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cacheableSnapshot, requireUser, params, query, replyOf } from '../http/index.ts';
import { PERIOD_PATHS } from '../../contracts/api/leaderboards.ts';
import { readGeneralRanking } from '../../projections/leaderboards/read.ts';
import { startLeaderboardPush } from './push.ts';
import * as service from './service.ts';
import { generalRanking, leaderboard, ownPosition } from './replies.ts';

const periodParams = z.object({
  period: z.enum(['daily', 'weekly', 'monthly']).transform((period) => PERIOD_PATHS[period]),
});
const generalQuery = z.object({ limite: z.coerce.number().int().min(1).max(100).default(10) });

/** The leaderboards (public; the caller's own position when signed in) and their live push. */
export async function leaderboardRoutes(app: FastifyInstance) {
  const { services } = app;

  // Public and the same for everyone: a cache may keep it a moment (a reconnect storm is one read).
  app.get('/leaderboard/:period', { schema: replyOf(leaderboard) }, async (request, reply) => {
    const board = await service.leaderboard(services, params(request, periodParams).period);
    if (cacheableSnapshot(request, reply, `${board.version}.${board.totalParticipantes}`))
      return reply.code(304).send();
    return board;
  });

  app.get('/leaderboard/:period/user-position', { schema: replyOf(ownPosition) }, async (request) => {
    const { period } = params(request, periodParams);
    return service.ownPosition(services, period, requireUser(request));
  });

  app.get('/partidas/ranking-general', { schema: replyOf(generalRanking) }, async (request) => {
    const { limite } = query(request, generalQuery);
    return { ranking: await readGeneralRanking(services.pool, limite), limite };
  });

  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = startLeaderboardPush(services, (error) => app.log.error({ err: error }, 'leaderboard push failed'));
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
