// The weekly cup's API (issue 30): public reads (the caller's own Monday place when signed in), its
// live push and the job that keeps each finished week's podium.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isFecha } from '../../machines/calendar/days.ts';
import { query, replyOf } from '../http/index.ts';
import { cupOf, cupWeek, hallOfFame } from './service.ts';
import { startCupPush } from './push.ts';
import { copa, palmares } from './replies.ts';

const cupQuery = z.object({ semana: z.string().refine(isFecha, 'semana: YYYY-MM-DD').optional() });

export async function cupRoutes(app: FastifyInstance) {
  const { services } = app;

  app.get('/copa', { schema: replyOf(copa) }, async (request) => {
    const { semana } = query(request, cupQuery);
    return cupOf(services, cupWeek(services, semana), request.caller.userId);
  });

  app.get('/copa/palmares', { schema: replyOf(palmares) }, async () => hallOfFame(services));

  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = startCupPush(services, (error) => app.log.error({ err: error }, 'cup push failed'));
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
