import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { replyOf } from '../../../server/http/replies.ts';
import { guessReply, preguntaReply } from '../../../server/plays/replies.ts';

const partida = {
  id: 'p-1',
  fecha: '2026-05-10',
  modo: 'diaria',
  estado: 'playing',
  dificil: false,
  intentos: [{ guess: 'ABC', colors: ['correct', 'absent', 'present'] }],
  intentos_usados: 1,
  pistas: [],
  pistas_usadas: 0,
  tiempo_segundos: 12,
};
const structure = { longitud: 3, espacios: [], patron: '___' };
const pregunta = {
  id: 20260510,
  pregunta_id: 20260510,
  pregunta_es: '¿Quién?',
  pregunta_en: 'Who?',
  estructura_respuesta_es: structure,
  estructura_respuesta_en: structure,
  fecha_asignada: '2026-05-10',
};

/** A server whose one route answers `result` through the reply schema `schema`. */
async function answering(schema: Parameters<typeof replyOf>[0], result: unknown) {
  const app = Fastify();
  app.get('/', { schema: replyOf(schema) }, async () => result);
  const response = await app.inject('/');
  await app.close();
  return response;
}

describe('replies written by schema', () => {
  test('given a handler whose result holds fields the contract does not name, then none of them leaves, at any depth', async () => {
    const response = await answering(guessReply, {
      correcta: false,
      colores: ['correct', 'absent', 'present'],
      partida: { ...partida, answerId: 'q-secret', intentos: [{ ...partida.intentos[0], correct: false }] },
      streamVersion: 7,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ correcta: false, colores: ['correct', 'absent', 'present'], partida });
    expect(response.body).not.toContain('q-secret');
  });

  test('given a union, then each branch keeps only its own fields: today’s text-less question never gains a text', async () => {
    const { pregunta_es: _es, pregunta_en: _en, ...sinTexto } = pregunta;
    const hidden = await answering(preguntaReply, { pregunta: { ...sinTexto, texto_oculto: true, respuesta: 'x' } });
    expect(hidden.json()).toEqual({ pregunta: { ...sinTexto, texto_oculto: true } });
    const shown = await answering(preguntaReply, { pregunta: { ...pregunta, bankId: 'q-1' } });
    expect(shown.json()).toEqual({ pregunta });
  });

  test('given a result missing a field the contract requires, then the server fails loudly instead of sending less', async () => {
    const { tiempo_segundos: _missing, ...incomplete } = partida;
    const response = await answering(guessReply, { correcta: false, colores: [], partida: incomplete });
    expect(response.statusCode).toBe(500);
  });
});
