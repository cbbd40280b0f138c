// Achievements' API (issue 30): the caller's achievements (signed-in players only), and their live
// push once a play earns one.
import type { FastifyInstance } from 'fastify';
import type { Logro, LogrosReply } from '../../contracts/api/achievements.ts';
import { ACHIEVEMENTS, progressOf, textParams } from '../../machines/achievements/catalogue.ts';
import { readAchievements } from '../../projections/achievements/queries.ts';
import { today } from '../days/index.ts';
import { requireUser, replyOf } from '../http/index.ts';
import { textOf } from '../texts.ts';
import { startAchievementPush } from './push.ts';
import { logrosReply } from './replies.ts';

export async function achievementRoutes(app: FastifyInstance) {
  const { services } = app;

  app.get('/logros', { schema: replyOf(logrosReply) }, async (request): Promise<LogrosReply> => {
    const userId = requireUser(request);
    const { figures, earned } = await readAchievements(services.pool, userId);
    const day = today(services);
    const logros = ACHIEVEMENTS.map((achievement): Logro => {
      const got = earned.get(achievement.code);
      const params = textParams(achievement);
      return {
        codigo: achievement.code,
        icono: achievement.icon,
        nombre: textOf(request.t, `achievements:${achievement.code}.name`, params),
        descripcion: textOf(request.t, `achievements:${achievement.code}.description`, params),
        conseguido: got !== undefined,
        fecha: got ? got.earnedAt.toISOString() : null,
        fecha_partida: got ? got.fecha : null,
        progreso: {
          actual: got ? achievement.goal : progressOf(achievement, figures, day),
          objetivo: achievement.goal,
        },
      };
    });
    return { logros };
  });

  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = startAchievementPush(services, (error) => app.log.error({ err: error }, 'achievement push failed'));
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
