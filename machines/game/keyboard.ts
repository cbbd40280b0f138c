// On-screen keyboard layout (spec section 9) and key colours.
import type { LetterStatus } from '../../contracts/game.ts';
import { normalizeLetters } from './normalize.ts';

export type KeyStatus = Exclude<LetterStatus, 'space'>;

export const KEYBOARD_ROWS: readonly (readonly string[])[] = [
  ['Q', 'W', 'E', 'R', 'T', 'Y', 'U', 'I', 'O', 'P'],
  ['A', 'S', 'D', 'F', 'G', 'H', 'J', 'K', 'L', 'Ñ'],
  ['ENTER', 'Z', 'X', 'C', 'V', 'B', 'N', 'M', 'BACKSPACE'],
];

const RANK: Record<KeyStatus, number> = { absent: 1, present: 2, correct: 3 };

/** Best status each (normalised) letter has had across all rows: correct > present > absent. */
export function keyStatuses(
  rows: readonly { guess: string; colors: readonly LetterStatus[] }[],
): Record<string, KeyStatus> {
  const best: Record<string, KeyStatus> = {};
  for (const { guess, colors } of rows) {
    const letters = [...normalizeLetters(guess)];
    colors.forEach((status, i) => {
      const letter = letters[i];
      if (status === 'space' || letter === undefined || letter === ' ') return;
      const current = best[letter];
      if (current === undefined || RANK[status] > RANK[current]) best[letter] = status;
    });
  }
  return best;
}
