import type { FastifyPluginAsync } from 'fastify';
import { errorBody } from '../http/errors.ts';
import { todayInMadrid } from '../../machines/calendar/madrid.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply) => {
    const { pool, now } = app.services;
    try {
      await pool.query('select 1');
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send(errorBody(503, 'DATABASE_UNAVAILABLE', 'La base de datos no responde'));
    }
    return { status: 'ok', database: 'ok', fecha: todayInMadrid(now()), serverTime: now().toISOString() };
  });
};
