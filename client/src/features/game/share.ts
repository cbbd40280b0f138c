// The shareable summary of a play: an emoji grid like the best daily games, never the answer.
import type { LetterStatus } from '../../../../contracts/game.ts';

const EMOJI: Record<LetterStatus, string> = { correct: '🟩', present: '🟨', absent: '⬛', space: ' ' };

export type ShareInput = {
  productName: string;
  fecha: string;
  won: boolean;
  maxAttempts: number;
  stars: number;
  hintsUsed: number;
  rows: readonly (readonly LetterStatus[])[];
  url: string;
  /** A hard-mode play (no hints): the attempts carry a star, as daily word games mark it. */
  hardMode?: boolean;
  /** A line inviting to one of the player's private leagues, or none. */
  invite?: string;
};

export function shareText({
  productName,
  fecha,
  won,
  maxAttempts,
  stars,
  hintsUsed,
  rows,
  url,
  invite,
  hardMode,
}: ShareInput): string {
  const attempts = `${won ? String(rows.length) : 'X'}/${maxAttempts}${hardMode ? '*' : ''}`;
  const starLine = '⭐'.repeat(stars) + '☆'.repeat(Math.max(0, 3 - stars)) + (hintsUsed > 0 ? ` 💡${hintsUsed}` : '');
  // Spaces of the answer stay as gaps so the shape of the name shows, but no letter ever does.
  const grid = rows.map((colors) => colors.map((status) => EMOJI[status]).join(''));
  const lines = [`${productName} ${fecha} ${attempts}`, starLine, ...grid, url];
  return [...lines, ...(invite ? [invite] : [])].join('\n');
}
