import type { LetterStatus } from '../../../../contracts/game.ts';

/** The mark of each status besides its colour (right place, elsewhere, not in the name). */
export const MARKS: Record<Exclude<LetterStatus, 'space'>, string> = { correct: '✓', present: '↔', absent: '✕' };

export const markOf = (status: string): string | undefined => MARKS[status as keyof typeof MARKS];
