// Per-letter colours of a guess, as in Wordle: greens first, then yellows only while unmatched copies remain.
import type { LetterStatus } from '../../contracts/game.ts';
import { normalizeLetters } from './normalize.ts';

/** One status per answer position, comparing letters with accents folded and Ñ kept. */
export function letterFeedback(guess: string, answer: string): LetterStatus[] {
  const g = [...normalizeLetters(guess)];
  const a = [...normalizeLetters(answer)];
  const result: LetterStatus[] = a.map((ch, i) => (ch === ' ' ? 'space' : g[i] === ch ? 'correct' : 'absent'));

  // Answer letters not already matched by a green are the only ones a yellow may claim.
  const unmatched = new Map<string, number>();
  a.forEach((ch, i) => {
    if (result[i] === 'absent') unmatched.set(ch, (unmatched.get(ch) ?? 0) + 1);
  });

  result.forEach((status, i) => {
    if (status !== 'absent') return;
    const ch = g[i];
    const left = ch === undefined ? 0 : (unmatched.get(ch) ?? 0);
    if (left > 0) {
      result[i] = 'present';
      unmatched.set(ch, left - 1);
    }
  });
  return result;
}

/** Whole-answer match with the same folding as the colours. */
export function isCorrectGuess(guess: string, answer: string): boolean {
  return normalizeLetters(guess) === normalizeLetters(answer);
}
