// Questions and hints as stored by the 011 migration, and the question as the API shows it.
import type { Answer, Pregunta } from '../../contracts/api/plays.ts';
import type { AnswerStructure, Hint } from '../../contracts/game.ts';
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

/** A question a day or a stored play refers to (so it exists: both reference it). */
export async function getQuestion(services: Services, id: number): Promise<Question> {
  const { rows } = await services.pool.query<Question>(
    'select id, respuesta, pregunta_es, pregunta_en, patron, longitud, espacios from questions where id = $1',
    [id],
  );
  if (rows.length === 0) throw new Error(`question ${id} is missing`);
  return rows[0];
}

export async function findHint(services: Services, preguntaId: number, orden: number): Promise<Hint | null> {
  const { rows } = await services.pool.query<Hint>(
    'select orden, texto_es, texto_en from hints where pregunta_id = $1 and orden = $2',
    [preguntaId, orden],
  );
  return rows[0] ?? null;
}

/** The latest day up to `upTo` that had this question; null for a question no day has had yet (not public). */
export async function lastDayOf(services: Services, preguntaId: number, upTo: string): Promise<string | null> {
  const { rows } = await services.pool.query<{ fecha: string }>(
    'select max(fecha) as fecha from daily_questions where pregunta_id = $1 and fecha <= $2',
    [preguntaId, upTo],
  );
  return rows[0]?.fecha ?? null;
}

/** The answer as every response gives it once a play has ended (a name reads the same in both languages). */
export const answerOf = (question: Question): Answer => ({ es: question.respuesta, en: question.respuesta });

export function preguntaView(question: Question, fechaAsignada: string, withAnswer: boolean): Pregunta {
  const structure: AnswerStructure = { patron: question.patron, longitud: question.longitud, espacios: question.espacios };
  return {
    id: question.id,
    pregunta_id: question.id,
    pregunta_es: question.pregunta_es,
    pregunta_en: question.pregunta_en,
    ...(withAnswer ? { respuesta_es: question.respuesta } : {}),
    estructura_respuesta_es: structure,
    estructura_respuesta_en: { ...structure, espacios: [...structure.espacios] },
    fecha_asignada: fechaAsignada,
  };
}
