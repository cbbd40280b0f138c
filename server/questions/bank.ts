// The question bank: every data file of data/questions, each entry with its own stable id, checked
// for what a player needs (a playable answer, both languages, three hints) and shaped for the sync.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SettingError } from '../config.ts';
import type { AnswerStructure } from '../../contracts/game.ts';
import { answerStructure, isValidGuess, normalizeLetters } from '../../machines/game/normalize.ts';

/** The repository's own bank: public, so a public deployment runs a private one (QUESTION_BANK). */
export const QUESTIONS_DIR = path.resolve(import.meta.dirname, '../../data/questions');

/** The longest answer a row of the board shows well on a phone. */
export const MAX_ANSWER_LENGTH = 18;

const text = z.object({ es: z.string().trim().min(1), en: z.string().trim().min(1) }).strict();

export const entrySchema = z
  .object({
    /** Stable: a question keeps its id for ever (days and plays refer to it). */
    id: z.number().int().positive(),
    answer: z.string().min(1).max(MAX_ANSWER_LENGTH),
    question: text,
    hints: z.array(text).length(3),
    /** 1–4 public pages that support the question and its hints (data/questions/README.md: which count). */
    fuentes: z
      .array(z.url({ protocol: /^https?$/ }))
      .min(1)
      .max(4),
    /** 1 easy – 3 hard. */
    dificultad: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    /** The answer's main LaLiga club. */
    club: z.string().trim().min(2),
    /** The player's time at `club`: his first season with its first or reserve team to the year he left (2026 while there). */
    era: z
      .object({ desde: z.number().int().min(1928).max(2026), hasta: z.number().int().min(1929).max(2027) })
      .strict()
      .refine((era) => era.desde < era.hasta, 'era.desde must come before era.hasta'),
    /** The answer's nicknames, in the forms the texts may use: none may appear in the question or hint 1. */
    apodos: z.array(z.string().trim().min(2)).min(1).optional(),
    /** Kept for the days that had it, never scheduled again. */
    retirada: z.literal(true).optional(),
  })
  .strict();

export type BankEntry = z.output<typeof entrySchema>;

export type BankQuestion = {
  id: number;
  respuesta: string;
  pregunta_es: string;
  pregunta_en: string;
  structure: AnswerStructure;
  hints: { orden: number; texto_es: string; texto_en: string }[];
  fuentes: string[];
  dificultad: 1 | 2 | 3;
  club: string;
  era: { desde: number; hasta: number };
  apodos: string[];
  retirada: boolean;
};

/** The data files of a folder, in name order. */
export const bankFiles = (dir = QUESTIONS_DIR) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();

/** Every entry of the data files, with the file it came from; throws on one that does not fit the schema. */
export function readBankEntries(dir = QUESTIONS_DIR, files = bankFiles(dir)): { file: string; entry: BankEntry }[] {
  return files.flatMap((file) => {
    const parsed = z.array(entrySchema).safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    }
    return parsed.data.map((entry) => ({ file, entry }));
  });
}

/** Whether an answer is a row the grid can take: letters, with single spaces between words. */
export function playableAnswer(respuesta: string): boolean {
  return isValidGuess(respuesta, answerStructure(respuesta)) && /^\S+( \S+)*$/.test(respuesta);
}

/** An entry as the server keeps it: its answer in NFC with the structure the board draws. */
export function toBankQuestion(entry: BankEntry): BankQuestion {
  const respuesta = entry.answer.normalize('NFC');
  return {
    id: entry.id,
    respuesta,
    pregunta_es: entry.question.es,
    pregunta_en: entry.question.en,
    structure: answerStructure(respuesta),
    hints: entry.hints.map((hint, i) => ({ orden: i + 1, texto_es: hint.es, texto_en: hint.en })),
    fuentes: entry.fuentes,
    dificultad: entry.dificultad,
    club: entry.club,
    era: entry.era,
    apodos: entry.apodos ?? [],
    retirada: entry.retirada === true,
  };
}

/** Every question of the data files; throws on an entry a player could not play, a repeated answer or id. */
export function readQuestionBank(dir = QUESTIONS_DIR, files = bankFiles(dir)): BankQuestion[] {
  const answers = new Map<string, string>();
  const ids = new Map<number, string>();
  const bank = readBankEntries(dir, files).map(({ file, entry }) => {
    const question = toBankQuestion(entry);
    const { respuesta } = question;
    if (!playableAnswer(respuesta)) throw new Error(`${file}: unplayable answer: "${respuesta}"`);
    const key = normalizeLetters(respuesta);
    const earlier = answers.get(key);
    if (earlier !== undefined) throw new Error(`${file}: repeated answer: "${respuesta}" (also "${earlier}")`);
    answers.set(key, respuesta);
    const sameId = ids.get(entry.id);
    if (sameId !== undefined) throw new Error(`${file}: repeated id ${entry.id} ("${respuesta}" and "${sameId}")`);
    ids.set(entry.id, respuesta);
    return question;
  });
  return bank.sort((a, b) => a.id - b.id);
}

/** Where a deployment's bank is: QUESTION_BANK's folder of data files or its one file, else the repository's. */
export function bankLocation(questionBank: string | undefined): { dir: string; files: string[] } {
  if (!questionBank) return { dir: QUESTIONS_DIR, files: bankFiles() };
  const resolved = path.resolve(questionBank);
  const stats = statSync(resolved, { throwIfNoEntry: false });
  if (!stats)
    throw new SettingError(
      'QUESTION_BANK',
      `QUESTION_BANK: no such folder or file: ${resolved}: fix the path or unset it`,
    );
  const location = stats.isDirectory()
    ? { dir: resolved, files: bankFiles(resolved) }
    : { dir: path.dirname(resolved), files: [path.basename(resolved)] };
  if (location.files.length === 0)
    throw new SettingError(
      'QUESTION_BANK',
      `QUESTION_BANK: no .json data file in ${resolved}: point it at the bank's files`,
    );
  return location;
}

/** The bank a deployment serves (QUESTION_BANK, else the repository's). */
export function readDeploymentBank(questionBank: string | undefined): BankQuestion[] {
  const { dir, files } = bankLocation(questionBank);
  try {
    return readQuestionBank(dir, files);
  } catch (error) {
    // A private bank that does not read is its setting's fault: said as a start-up refusal.
    if (!questionBank || error instanceof SettingError) throw error;
    throw new SettingError(
      'QUESTION_BANK',
      `QUESTION_BANK's bank does not read: ${(error as Error).message} (data/questions/README.md says the format; npm run questions:check)`,
    );
  }
}

/**
 * A question's fingerprints: the SHA-256 of its answer (letters folded) with each of its texts, the
 * question's and its hints' (spaces and case folded). A question sharing one with the repository's
 * bank can be searched there (by the day's text, or by a hint it shows) and its answer read, whatever
 * its path or id.
 */
function fingerprints(question: BankQuestion): string[] {
  const answer = normalizeLetters(question.respuesta);
  const texts = [
    question.pregunta_es,
    question.pregunta_en,
    ...question.hints.flatMap((h) => [h.texto_es, h.texto_en]),
  ];
  return texts.map((text) =>
    createHash('sha256')
      .update(`${answer}\n${text.trim().replace(/\s+/g, ' ').toLowerCase()}`)
      .digest('hex'),
  );
}

let publicPrints: Set<string> | null = null;

/** The questions in play a deployment serves, and how many of them the repository's public bank holds. */
export function publicQuestionsServed(questionBank: string | undefined): { inPlay: number; public: number } {
  publicPrints ??= new Set(readQuestionBank().flatMap(fingerprints));
  const prints = publicPrints;
  const inPlay = readDeploymentBank(questionBank).filter((question) => !question.retirada);
  return { inPlay: inPlay.length, public: inPlay.filter((q) => fingerprints(q).some((p) => prints.has(p))).length };
}

/**
 * Whether a deployment serves questions of the repository's public bank, where anyone can look a
 * question's answer up: judged by content, not path, so a copy of data/questions or a link to it is
 * the public bank too.
 */
export function servesPublicBank(questionBank: string | undefined): boolean {
  return !questionBank || publicQuestionsServed(questionBank).public > 0;
}

const PRIVATE_BANK_ADVICE =
  'Set QUESTION_BANK to a private folder of data files (or one file) outside the repository, in the same format with ids and texts of its own (README, Configuration).';

/**
 * What a production start on the public bank must say loudly (null when there is nothing to say):
 * every question, hint and answer is in the public repository, so a player searches the day's text
 * there and reads the answer. A QUESTION_BANK holding any of them (a copy, a link, a few borrowed
 * entries) gets it too, with how many.
 */
export function publicBankWarning(config: { production: boolean; questionBank: string | undefined }): string | null {
  if (!config.production) return null;
  if (!config.questionBank)
    return `the question bank is the repository's public one (data/questions): anyone can search the day's question there and read its answer. ${PRIVATE_BANK_ADVICE}`;
  const served = publicQuestionsServed(config.questionBank);
  if (served.public === 0) return null;
  return (
    `QUESTION_BANK (${path.resolve(config.questionBank)}) serves ${served.public} of its ${served.inPlay} questions in play as the repository's public bank (data/questions) has them, answer and text alike (a copy of it, or a link to it): ` +
    `anyone can search those days' question there and read its answer. ${PRIVATE_BANK_ADVICE}`
  );
}
