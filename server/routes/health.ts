import type { FastifyPluginAsync } from 'fastify';
import { todayInMadrid } from '../../machines/calendar/madrid.ts';
import { HttpError, RETRY_AFTER_S } from '../http/errors.ts';

/** Whether this instance can serve: its database answers (and whether its LISTEN connection is up). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (request, reply) => {
    const { pool, now, listener } = app.services;
    try {
      await pool.query('select 1');
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({
          ...new HttpError(503, 'DATABASE_UNAVAILABLE').body(request.lang),
          status: 'unavailable',
          database: 'unavailable',
        });
    }
    return {
      status: 'ok',
      database: 'ok',
      push: listener.connected ? 'ok' : 'reconnecting',
      fecha: todayInMadrid(now()),
      serverTime: now().toISOString(),
    };
  });
};
