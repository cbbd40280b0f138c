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
};

export function shareText({ productName, fecha, won, maxAttempts, stars, hintsUsed, rows, url }: ShareInput): string {
  const attempts = won ? String(rows.length) : 'X';
  const starLine = '⭐'.repeat(stars) + '☆'.repeat(Math.max(0, 3 - stars)) + (hintsUsed > 0 ? ` 💡${hintsUsed}` : '');
  // Spaces of the answer stay as gaps so the shape of the name shows, but no letter ever does.
  const grid = rows.map((colors) => colors.map((status) => EMOJI[status]).join(''));
  return [`${productName} ${fecha} ${attempts}/${maxAttempts}`, starLine, ...grid, url].join('\n');
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** Web Share API where the browser has it (phones), else the clipboard. */
export async function sharePlay(text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text });
      return 'shared';
    } catch (error) {
      // The player closed the share sheet: nothing to report, and no clipboard either.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
