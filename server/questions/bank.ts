// The question bank: the data files of data/questions, checked and shaped for the 011 migration.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { AnswerStructure } from '../../contracts/game.ts';
import { answerStructure, isValidGuess, normalizeLetters } from '../../machines/game/normalize.ts';

export const QUESTIONS_DIR = path.resolve(import.meta.dirname, '../../data/questions');

/** In this order: a question's id is its position across the files, so files only ever grow at the end. */
export const QUESTION_FILES = ['part-a.json', 'part-b.json'];

const text = z.object({ es: z.string().trim().min(1), en: z.string().trim().min(1) });
const entrySchema = z.object({
  answer: z.string().min(1),
  question: text,
  hints: z.array(text).length(3),
});

export type BankQuestion = {
  id: number;
  respuesta: string;
  pregunta_es: string;
  pregunta_en: string;
  structure: AnswerStructure;
  hints: { orden: number; texto_es: string; texto_en: string }[];
};

/** Every question of the data files; throws on an entry a player could not play or a repeated answer. */
export function readQuestionBank(dir = QUESTIONS_DIR, files = QUESTION_FILES): BankQuestion[] {
  const entries = files.flatMap((file) => {
    const parsed = z.array(entrySchema).safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message}`);
    return parsed.data;
  });
  const seen = new Map<string, string>();
  return entries.map((entry, index) => {
    const respuesta = entry.answer.normalize('NFC');
    const structure = answerStructure(respuesta);
    // The answer must be a row the grid can take: letters, with single spaces between words.
    if (!isValidGuess(respuesta, structure) || !/^\S+( \S+)*$/.test(respuesta)) throw new Error(`unplayable answer: "${respuesta}"`);
    const key = normalizeLetters(respuesta);
    const earlier = seen.get(key);
    if (earlier !== undefined) throw new Error(`repeated answer: "${respuesta}" (also "${earlier}")`);
    seen.set(key, respuesta);
    return {
      id: index + 1,
      respuesta,
      pregunta_es: entry.question.es,
      pregunta_en: entry.question.en,
      structure,
      hints: entry.hints.map((hint, i) => ({ orden: i + 1, texto_es: hint.es, texto_en: hint.en })),
    };
  });
}

const QUOTE = '$bank$';

/** One statement inserting the questions and their hints from a dollar-quoted JSON literal (no escaping to get wrong). */
export function questionBankSql(bank: BankQuestion[] = readQuestionBank()): string {
  const rows = bank.map((q) => ({
    id: q.id,
    respuesta: q.respuesta,
    pregunta_es: q.pregunta_es,
    pregunta_en: q.pregunta_en,
    patron: q.structure.patron,
    longitud: q.structure.longitud,
    espacios: q.structure.espacios,
    hints: q.hints,
  }));
  const json = JSON.stringify(rows);
  if (json.includes(QUOTE)) throw new Error(`the question bank contains the quote tag ${QUOTE}`);
  return `with bank as (
  select * from jsonb_to_recordset(${QUOTE}${json}${QUOTE}::jsonb)
    as b(id int, respuesta text, pregunta_es text, pregunta_en text, patron text, longitud int, espacios int[], hints jsonb)
), inserted as (
  insert into questions (id, respuesta, pregunta_es, pregunta_en, patron, longitud, espacios)
  select id, respuesta, pregunta_es, pregunta_en, patron, longitud, espacios from bank
  returning id
)
insert into hints (pregunta_id, orden, texto_es, texto_en)
select inserted.id, h.orden, h.texto_es, h.texto_en
  from inserted
  join bank on bank.id = inserted.id
  cross join jsonb_to_recordset(bank.hints) as h(orden int, texto_es text, texto_en text);
`;
}
