import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { z } from 'zod';
import type { PastGamesMonth } from '../../contracts/api/stats.ts';
import { Refused } from '../../contracts/refusals.ts';
import { playStreamId } from '../../contracts/streams.ts';
import { addDays, daysBetween, isFecha } from '../../machines/calendar/days.ts';
import { GAME_ZONE, PLAYABLE_DAYS_BACK, questionOfDay, today, dayQuestionId } from '../days/index.ts';
import { ASSIGNED_DAYS_SQL, questionIdOfDay } from '../../projections/daily-questions/queries.ts';
import { findResult, readPlayedDays } from '../../projections/player-days/queries.ts';
import { requireUser, params, query, replyOf } from '../http/index.ts';
import { playerOrNull } from '../plays/index.ts';
import { getQuestion, preguntaView } from '../questions/index.ts';
import type { Services } from '../services.ts';
import { availability, pastGamesMonth, pastQuestion, questionHistory } from './replies.ts';

const monthQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});
const dateParams = z.object({ date: z.string().refine(isFecha) });
const historyQuery = z.object({
  dias: z.coerce
    .number()
    .int()
    .min(1)
    .max(PLAYABLE_DAYS_BACK + 1)
    .default(7),
});

/** The days a player may replay: the last PLAYABLE_DAYS_BACK days before today (today is the daily game). */
function replayableDays(services: Services) {
  const hoy = today(services);
  return { hoy, desde: addDays(hoy, -PLAYABLE_DAYS_BACK), hasta: addDays(hoy, -1) };
}

/** Any day can get a question while the bank holds one: a day nobody opened gets it when first played. */
async function bankHasQuestions(services: Services): Promise<boolean> {
  const { rows } = await services.pool.query<{ any: boolean }>('select exists (select 1 from questions) as any');
  return rows[0].any;
}

/** Past games (signed-in only) and the public history of the days' questions. */
export async function pastGamesRoutes(app: FastifyInstance) {
  const { services } = app;

  app.get('/past-games/month', { schema: replyOf(pastGamesMonth) }, async (request): Promise<PastGamesMonth> => {
    const userId = requireUser(request);
    const { year, month } = query(request, monthQuery);
    const first = DateTime.fromObject({ year, month, day: 1 }, { zone: GAME_ZONE });
    const monthStart = first.toISODate()!;
    const monthEnd = first.endOf('month').toISODate()!;
    const { hoy, desde, hasta } = replayableDays(services);
    // biome-ignore lint/complexity/useMathMinMax: ISO days are strings (Math.max would give NaN).
    const from = monthStart > desde ? monthStart : desde;
    // biome-ignore lint/complexity/useMathMinMax: the same.
    const to = monthEnd < hasta ? monthEnd : hasta;
    const available: string[] = [];
    if (from <= to && (await bankHasQuestions(services))) {
      for (let day = from; day <= to; day = addDays(day, 1)) available.push(day);
    }
    const played = await readPlayedDays(services.pool, userId, monthStart, monthEnd);
    return { available, played, hoy, desde, hasta };
  });

  app.get('/past-games/question/:date', { schema: replyOf(pastQuestion) }, async (request) => {
    const userId = requireUser(request);
    const { date } = params(request, dateParams);
    const { desde, hasta } = replayableDays(services);
    if (date < desde || date > hasta) {
      throw new Refused('INVALID_DATE', { desde, hasta }, 'pastGames');
    }
    const question = await getQuestion(services, await questionOfDay(services, date));
    const alreadyPlayed = (await findResult(services.pool, playStreamId({ userId, anonId: null }, date))) !== null;
    return { question: preguntaView(question, date, alreadyPlayed), alreadyPlayed };
  });

  /**
   * The last `dias` days' questions, the answer only for the days before today; today's only once
   * the caller's play of it has ended (before, its text would let anyone look the answer up first).
   */
  app.get('/preguntas/historial', { schema: replyOf(questionHistory) }, async (request) => {
    const { dias } = query(request, historyQuery);
    const hoy = today(services);
    const player = playerOrNull(request.caller);
    const todayEnded = player !== null && (await findResult(services.pool, playStreamId(player, hoy))) !== null;
    const { rows } = await services.pool.query<{
      fecha: string;
      pregunta_es: string;
      pregunta_en: string;
      respuesta: string;
    }>(
      `select d.fecha, q.pregunta_es, q.pregunta_en, q.respuesta
         from (${ASSIGNED_DAYS_SQL}) d join questions q on q.id = d.pregunta_id
        where d.fecha between $1 and $2 order by d.fecha desc`,
      [addDays(hoy, 1 - dias), todayEnded ? hoy : addDays(hoy, -1)],
    );
    return {
      historial: rows.map((row) => ({
        fecha: row.fecha,
        pregunta_id: dayQuestionId(row.fecha),
        pregunta_es: row.pregunta_es,
        pregunta_en: row.pregunta_en,
        ...(row.fecha < hoy ? { respuesta_es: row.respuesta } : {}),
      })),
    };
  });

  /** Whether today has its question and which past days can be replayed. */
  app.get('/preguntas/disponibilidad', { schema: replyOf(availability) }, async () => {
    const { hoy, desde, hasta } = replayableDays(services);
    const [assigned, bank] = await Promise.all([
      questionIdOfDay(services.pool, hoy),
      services.pool.query<{ total: number }>('select count(*)::int as total from questions'),
    ]);
    const total = bank.rows[0].total;
    return {
      disponibilidad: {
        fecha: hoy,
        pregunta_de_hoy_asignada: assigned !== null,
        total_preguntas: total,
        partidas_pasadas: { desde, hasta, dias: total > 0 ? daysBetween(desde, hasta) + 1 : 0 },
      },
    };
  });
}
