import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Pregunta, PreguntaSinTexto } from '../../contracts/api/plays.ts';
import type { AcercaDePregunta } from '../../contracts/api/questions.ts';
import { Refused } from '../../contracts/refusals.ts';
import { playStreamId } from '../../contracts/streams.ts';
import { isFinished } from '../../machines/game/decide.ts';
import { assignedQuestion, isPlayable, playableDay, questionOfDay, today, dayQuestionId } from '../days/index.ts';
import { exactly, replyOf, query } from '../http/index.ts';
import {
  fechaField,
  partidaIdField,
  playTargetOf,
  questionDay,
  findPlay,
  loadPlay,
  hint,
  preguntaReply,
  playerOrNull,
} from '../plays/index.ts';
import type { Services } from '../services.ts';
import { aboutQuestionOfDay } from './about.ts';
import { getQuestion, preguntaView, type StoredQuestion } from './repository.ts';

const dailyQuery = z.object({ fecha: fechaField });
const playQuery = z.object({ fecha: fechaField, partida_id: partidaIdField });
const firstHintsQuery = playQuery.extend({
  cantidad: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .optional(),
});

const hintsReply = z.object({ pistas: z.array(hint) });
const acercaReply = exactly<AcercaDePregunta>()(
  z.object({ fecha: z.string(), fuentes: z.array(z.object({ url: z.string(), medio: z.string() })) }),
);

/**
 * The question of the day an id names, while it is public: today's (assigned now if nobody has) or a
 * past day's; a later day's question is not public yet.
 */
async function publicQuestion(services: Services, fecha: string): Promise<StoredQuestion> {
  const hoy = today(services);
  const id =
    fecha > hoy
      ? null
      : isPlayable(services, fecha)
        ? await questionOfDay(services, fecha)
        : await assignedQuestion(services, fecha);
  if (id === null) throw new Refused('QUESTION_NOT_FOUND', { id: dayQuestionId(fecha) });
  return getQuestion(services, id);
}

/** Today's question without its text, for a caller whose play of it has not started. */
export function withoutText(pregunta: Pregunta): PreguntaSinTexto {
  const { pregunta_es: _es, pregunta_en: _en, ...rest } = pregunta;
  return { ...rest, texto_oculto: true };
}

/**
 * Reads never reveal what the caller's play has not: the answer after its end, hints once revealed,
 * and today's text only once the play (and its clock) started, so nobody reads the question, looks
 * the answer up, and then starts and finishes in no time.
 */
export async function questionRoutes(app: FastifyInstance) {
  const { services } = app;

  app.get('/preguntas/diaria', { schema: replyOf(preguntaReply) }, async (request) => {
    const fecha = playableDay(services, query(request, dailyQuery).fecha ?? undefined);
    if (fecha !== today(services) && request.caller.userId === null) {
      throw new Refused('AUTH_REQUIRED', {}, 'pastQuestion');
    }
    const question = await getQuestion(services, await questionOfDay(services, fecha));
    const player = playerOrNull(request.caller);
    const play = player && (await loadPlay(services, playStreamId(player, fecha)));
    const pregunta = preguntaView(question, fecha, !!play && isFinished(play));
    return { pregunta: play || fecha !== today(services) ? pregunta : withoutText(pregunta) };
  });

  // A static path: Fastify matches it before /preguntas/:id.
  app.get('/preguntas/acerca', { schema: replyOf(acercaReply) }, async (request) => {
    const fecha = playableDay(services, query(request, dailyQuery).fecha ?? undefined);
    return aboutQuestionOfDay(services, request.caller, fecha);
  });

  app.get('/preguntas/:id', { schema: replyOf(preguntaReply) }, async (request) => {
    const fecha = questionDay(request);
    const target = playTargetOf(fecha, query(request, playQuery));
    const question = await publicQuestion(services, fecha);
    const play = await findPlay(services, request.caller, target);
    const pregunta = preguntaView(question, fecha, play !== null && isFinished(play));
    return { pregunta: play || fecha !== today(services) ? pregunta : withoutText(pregunta) };
  });

  const revealedHints = async (request: FastifyRequest, input: z.output<typeof playQuery>) => {
    const fecha = questionDay(request);
    const target = playTargetOf(fecha, input);
    await publicQuestion(services, fecha);
    const play = await findPlay(services, request.caller, target);
    return (play?.snapshot.context.hints ?? []).map(({ orden, texto_es, texto_en }) => ({ orden, texto_es, texto_en }));
  };

  app.get('/pistas/pregunta/:id', { schema: replyOf(hintsReply) }, async (request) => ({
    pistas: await revealedHints(request, query(request, playQuery)),
  }));

  app.get('/pistas/pregunta/:id/primeras', { schema: replyOf(hintsReply) }, async (request) => {
    const { cantidad, ...input } = query(request, firstHintsQuery);
    const pistas = await revealedHints(request, input);
    return { pistas: cantidad === undefined ? pistas : pistas.slice(0, cantidad) };
  });
}
