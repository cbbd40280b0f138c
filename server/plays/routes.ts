import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { playStreamId } from '../../contracts/streams.ts';
import { isFecha } from '../../machines/calendar/days.ts';
import { SCORING } from '../../machines/game/scoring.ts';
import { findResult } from '../../projections/player-days/queries.ts';
import { today } from '../days/index.ts';
import { requireUser, replyOf, body, params } from '../http/index.ts';
import { fechaField, partidaIdField, playTargetOf, questionDay } from './fields.ts';
import { confirmScore, puntuacionView } from './results.ts';
import { replayOfDay } from './replay.ts';
import { revealHint, startPlay, submitGuess } from './commands.ts';
import { guessReply, hintReply, puntuacion, repeticion, startReply } from './replies.ts';
import { playerOrNull } from './streams.ts';

const replayParams = z.object({ fecha: z.string().refine(isFecha, 'fecha: YYYY-MM-DD') });
const startBody = z.object({
  fecha: fechaField,
  modo: z.enum(['diaria', 'pasada', 'debug']).nullish(),
  dificil: z.boolean().nullish(),
});
const guessBody = z.object({ respuesta: z.string().max(200), fecha: fechaField, partida_id: partidaIdField });
const hintBody = z.object({ fecha: fechaField, partida_id: partidaIdField });
const scoreBody = z.object({
  /** The question's API id: its day as a number (server/days/question-id.ts). */
  pregunta_id: z.number().int().positive(),
  respuesta_correcta: z.boolean(),
  intentos_usados: z.number().int().min(0).max(SCORING.maxAttempts),
  pistas_usadas: z.number().int().min(0).max(SCORING.maxHints),
  tiempo_segundos: z.number().min(0),
  puntuacion_calculada: z.number().min(0),
  estrellas_calculadas: z.number().int().min(0).max(3),
  fecha_partida: fechaField,
});

/**
 * A command's body is a few short fields: nothing bigger is read. Its answer is a play of a few
 * hundred bytes, under the size compression starts at: no compression hooks on these routes, the
 * busiest at midnight (nor for bodies, which browsers never send compressed).
 */
const COMMAND = { bodyLimit: 1024, compress: false, decompress: false } as const;

// Per player rather than per address: players behind one NAT must not share a budget.
const perPlayer = (max: number) => ({
  rateLimit: {
    max,
    windowMs: 60_000,
    key: (request: FastifyRequest) => String(request.caller.userId ?? request.caller.anonId ?? request.caller.address),
  },
});

/** A play's command: 60 a minute a player; it keeps its answer under its Idempotency-Key in its own append (server/idempotency/). */
const PLAY_COMMAND = { ...perPlayer(60), idempotency: 'inline' as const };

export async function playRoutes(app: FastifyInstance) {
  const { services } = app;

  app.post('/partidas/iniciar', { config: PLAY_COMMAND, ...COMMAND, schema: replyOf(startReply) }, async (request) => {
    const input = body(request, startBody);
    return startPlay(services, request.caller, input, request.commandKey);
  });

  app.post(
    '/preguntas/:id/verificar',
    { config: PLAY_COMMAND, ...COMMAND, schema: replyOf(guessReply) },
    async (request) => {
      const fecha = questionDay(request);
      const input = body(request, guessBody);
      return submitGuess(services, request.caller, playTargetOf(fecha, input), input.respuesta, request.commandKey);
    },
  );

  app.post(
    '/pistas/pregunta/:id/revelar',
    { config: PLAY_COMMAND, ...COMMAND, schema: replyOf(hintReply) },
    async (request) => {
      const fecha = questionDay(request);
      return revealHint(services, request.caller, playTargetOf(fecha, body(request, hintBody)), request.commandKey);
    },
  );

  /** The caller's finished play of today, or null (also for a caller who is nobody yet). */
  const todaysResult = (request: FastifyRequest) => {
    const player = playerOrNull(request.caller);
    return player ? findResult(services.pool, playStreamId(player, today(services))) : null;
  };

  app.get('/partidas/verificar-juego-hoy', { schema: replyOf(z.object({ yaJugo: z.boolean() })) }, async (request) => ({
    yaJugo: (await todaysResult(request)) !== null,
  }));

  app.get(
    '/partidas/puntuacion-del-dia',
    { schema: replyOf(z.object({ puntuacion: puntuacion.nullable() })) },
    async (request) => {
      const result = await todaysResult(request);
      return { puntuacion: result ? puntuacionView(result) : null };
    },
  );

  /** The caller's own finished play of a day, step by step. */
  app.get('/partidas/:fecha/repeticion', { schema: replyOf(repeticion) }, async (request) => {
    const { fecha } = params(request, replayParams);
    return replayOfDay(services, request.caller, fecha);
  });

  app.post(
    '/partidas/puntuacion-diaria',
    { bodyLimit: COMMAND.bodyLimit, schema: replyOf(z.object({ guardado: z.literal(true), puntuacion })) },
    async (request) => {
      const userId = requireUser(request);
      return confirmScore(services, userId, body(request, scoreBody));
    },
  );
}
