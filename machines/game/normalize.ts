// Answer and guess normalisation, shared by the client grid and the server's verification.
import type { AnswerStructure } from '../../contracts/game.ts';

/** Where the spaces of an answer are; all the grid and the guards need. */
export type Structure = {
  longitud: number;
  espacios: readonly number[];
};

const COMBINING_MARKS = /[\u0300-\u036f]/g;

// Fold one code point: uppercase, drop diacritics, but Ñ is its own letter in Spanish.
function foldChar(ch: string): string {
  const upper = ch.toUpperCase();
  // 'ß' → 'SS' would shift every later position; positions must stay aligned with the answer.
  if ([...upper].length !== 1) return ch;
  if (upper === 'Ñ') return upper;
  return upper.normalize('NFD').replace(COMBINING_MARKS, '');
}

/** Already folded: capitals A–Z, Ñ and spaces only (most guesses and many answers). */
const FOLDED = /^[A-ZÑ ]*$/;
/** Answers with accents, folded once (every guess of the day compares with the same one). */
const foldedOnce = new Map<string, string>();

/** Uppercases and folds accents (Á→A, Ü→U, Ç→C) keeping Ñ; one output char per input letter. */
export function normalizeLetters(s: string): string {
  if (FOLDED.test(s)) return s;
  let folded = foldedOnce.get(s);
  if (folded === undefined) {
    // NFC first so a decomposed "N + ◌̃" becomes Ñ and is kept rather than folded to N.
    folded = Array.from(s.normalize('NFC'), foldChar).join('');
    if (foldedOnce.size >= 256) foldedOnce.clear();
    foldedOnce.set(s, folded);
  }
  return folded;
}

/** True for a single A-Z letter, Ñ, or an accented Latin letter, in either case. */
export function isAllowedLetter(ch: string): boolean {
  if (typeof ch !== 'string') return false;
  const chars = [...ch.normalize('NFC')];
  if (chars.length !== 1) return false;
  const folded = foldChar(chars[0]);
  return folded === 'Ñ' || /^[A-Z]$/.test(folded);
}

/** Derives `{ patron, longitud, espacios }`: every non-space position becomes '_'. */
export function answerStructure(answer: string): AnswerStructure {
  const chars = [...answer.normalize('NFC')];
  const espacios: number[] = [];
  chars.forEach((ch, i) => {
    if (ch === ' ') espacios.push(i);
  });
  return {
    patron: chars.map((ch) => (ch === ' ' ? ' ' : '_')).join(''),
    longitud: chars.length,
    espacios,
  };
}

/** How many letters a full row holds (spaces are never typed). */
export function lettersCount(structure: Structure): number {
  return structure.longitud - structure.espacios.length;
}

/** Same length, spaces exactly at `espacios`, an allowed letter everywhere else. */
export function isValidGuess(guess: string, structure: Structure): boolean {
  if (typeof guess !== 'string') return false;
  const chars = [...guess.normalize('NFC')];
  if (chars.length !== structure.longitud) return false;
  const spaces = new Set(structure.espacios);
  return chars.every((ch, i) => (spaces.has(i) ? ch === ' ' : isAllowedLetter(ch)));
}

/** Rebuilds the guess string from the typed letters, with spaces at `espacios`. */
export function buildGuess(letters: readonly string[], structure: Structure): string {
  const spaces = new Set(structure.espacios);
  let next = 0;
  let out = '';
  for (let i = 0; i < structure.longitud; i++) {
    // Missing letters leave the string short, so isValidGuess rejects it.
    out += spaces.has(i) ? ' ' : (letters[next++] ?? '');
  }
  return out;
}
