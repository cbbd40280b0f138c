// Questions and hints as stored by the 011 migration, and the question as the API shows it.
import type { Answer, Pregunta } from '../../contracts/api/plays.ts';
import type { AnswerStructure, Hint } from '../../contracts/game.ts';
import { dayQuestionId } from '../days/index.ts';
import type { Services } from '../services.ts';

export type Question = {
  id: number;
  respuesta: string;
  pregunta_es: string;
  pregunta_en: string;
  patron: string;
  longitud: number;
  espacios: number[];
};

/** A question with its hints, as an instance keeps it once a day or a play refers to it. */
export type StoredQuestion = Question & { hints: Hint[] };

/** Where an admin's change of a question is told to every instance: the payload is its id (edit.ts). */
export const QUESTIONS_CHANNEL = 'questions';

/**
 * A question a day or a stored play refers to (no sync changes it any more), cached until an admin
 * changes it (QUESTIONS_CHANNEL drops it from every instance's cache).
 */
export async function getQuestion(services: Services, id: number): Promise<StoredQuestion> {
  const cached = services.cache.questions.get(id);
  if (cached) return cached;
  const { rows } = await services.pool.query<StoredQuestion>(
    `select id, respuesta, pregunta_es, pregunta_en, patron, longitud, espacios,
            coalesce((select jsonb_agg(jsonb_build_object('orden', h.orden, 'texto_es', h.texto_es, 'texto_en', h.texto_en) order by h.orden)
                        from hints h where h.pregunta_id = q.id), '[]') as hints
       from questions q where id = $1`,
    [id],
  );
  if (rows.length === 0) throw new Error(`question ${id} is missing`);
  services.cache.questions.set(id, rows[0]);
  return rows[0];
}

/** The hint of an order, or null when the question has none of it. */
export const hintOf = (question: StoredQuestion, orden: number): Hint | null =>
  question.hints.find((hint) => hint.orden === orden) ?? null;

/** The answer as every response gives it once a play has ended (a name reads the same in both languages). */
export const answerOf = (question: Question): Answer => ({ es: question.respuesta, en: question.respuesta });

/** The question as a player sees it, under its day's id (server/days/question-id.ts). */
export function preguntaView(question: Question, fechaAsignada: string, withAnswer: boolean): Pregunta {
  const structure: AnswerStructure = {
    patron: question.patron,
    longitud: question.longitud,
    espacios: question.espacios,
  };
  const id = dayQuestionId(fechaAsignada);
  return {
    id,
    pregunta_id: id,
    pregunta_es: question.pregunta_es,
    pregunta_en: question.pregunta_en,
    ...(withAnswer ? { respuesta_es: question.respuesta } : {}),
    estructura_respuesta_es: structure,
    estructura_respuesta_en: { ...structure, espacios: [...structure.espacios] },
    fecha_asignada: fechaAsignada,
  };
}
