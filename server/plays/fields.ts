// Input fields shared by the play commands and the question reads.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Refused } from '../../contracts/refusals.ts';
import { isDebugStreamId } from '../../contracts/streams.ts';
import { dayOfQuestionId, dayQuestionId } from '../days/index.ts';
import { params } from '../http/index.ts';
import type { PlayTarget } from './target.ts';

const questionParams = z.object({ id: z.string().regex(/^\d{1,20}$/) });
/** A bank id in a path: admin routes only (a player never sees or sends one). */
export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
/** Checked by playableDay, so a bad day is INVALID_DATE rather than a generic validation error. */
export const fechaField = z.string().max(20).nullish();
export const partidaIdField = z.string().refine(isDebugStreamId).nullish();

/**
 * The day a route's question id names (server/days/question-id.ts). Anything else, a bank id
 * among them, names no question: no route takes a bank id from a player.
 */
export function questionDay(request: FastifyRequest): string {
  const { id } = params(request, questionParams);
  const fecha = dayOfQuestionId(id);
  if (fecha === null) throw new Refused('QUESTION_NOT_FOUND', { id });
  return fecha;
}

/** The play a call names: its question's day, and an admin's debug play; a `fecha` sent too must agree. */
export function playTargetOf(fecha: string, input: { fecha?: string | null; partida_id?: string | null }): PlayTarget {
  if (input.fecha && input.fecha !== fecha) {
    throw new Refused('QUESTION_MISMATCH', { preguntaId: dayQuestionId(fecha), fecha: input.fecha }, 'day');
  }
  return { fecha, partidaId: input.partida_id };
}
