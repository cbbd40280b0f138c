// Shared steps of the play API tests: callers, the day's question, and guesses built from it.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { normalizeLetters } from '../../../machines/game/normalize.ts';
import type { TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';

export type Headers = Record<string, string>;

export const anonymous = (): Headers => ({ 'x-anon-id': randomUUID() });

/** A new account through the accounts API, with its bearer token as headers. */
export async function signedIn(
  t: TestApp,
  options: { admin?: boolean } = {},
): Promise<{ headers: Headers; userId: number }> {
  const { token, usuario } = await registerUser(t.app);
  // The token verifier reads the admin flag from the account on every request.
  if (options.admin) await t.db.pool.query('update users set admin = true where id = $1', [usuario.id]);
  return { headers: bearer(token), userId: usuario.id };
}

export type Question = { id: number; respuesta: string; longitud: number; espacios: number[] };

/** Fixes a day's question (as the job would have), so a test knows its answer and shape. */
export async function assignDay(t: TestApp, fecha: string, question: Question): Promise<void> {
  await t.services.store.append(`day-${fecha}`, 0, [
    { type: 'DailyQuestionAssigned', data: { fecha, preguntaId: question.id } },
  ]);
}

/** A question of the bank matching a SQL condition, e.g. `cardinality(espacios) > 0`. */
export async function questionWhere(t: TestApp, condition: string, offset = 0): Promise<Question> {
  const { rows } = await t.db.pool.query<Question>(
    `select id, respuesta, longitud, espacios from questions where ${condition} order by id offset $1 limit 1`,
    [offset],
  );
  return rows[0];
}

/** The right shape (spaces in place) with every letter wrong. */
export const wrongGuess = (answer: string) =>
  [...answer].map((ch) => (ch === ' ' ? ' ' : normalizeLetters(ch) === 'Z' ? 'Q' : 'Z')).join('');

export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

export const start = (t: TestApp, headers: Headers, body: object = {}) =>
  call(t, 'POST', '/partidas/iniciar', headers, body);
export const guess = (t: TestApp, headers: Headers, id: number, respuesta: string, body: object = {}) =>
  call(t, 'POST', `/preguntas/${id}/verificar`, headers, { respuesta, ...body });
export const reveal = (t: TestApp, headers: Headers, id: number, body: object = {}) =>
  call(t, 'POST', `/pistas/pregunta/${id}/revelar`, headers, body);

/** 4xx in the one error shape with this code. */
export function expectRefusal(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String), code });
}

/** True when the answer (accents and case folded) appears anywhere in a response body. */
export const mentions = (body: string, answer: string) => normalizeLetters(body).includes(normalizeLetters(answer));

/** The API's id of a day's question: the day as a number (never the bank's id). */
export { dayQuestionId as dayId } from '../../../server/days/question-id.ts';
