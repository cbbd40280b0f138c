// Pure presentation rules of the game screens, kept apart from React so unit tests need no DOM.
import type { Answer, Pregunta } from '../../../../contracts/api/plays.ts';
import type { Hint, LetterStatus, ScoreResult } from '../../../../contracts/game.ts';
import type { Language } from '../../../../contracts/language.ts';
import type { DailyGameResult } from '../../lib/daily-game.ts';
import type { TodayScore } from './api.ts';

export type BreakdownKey =
  | 'attemptsPenalty'
  | 'hintsPenalty'
  | 'timePenalty'
  | 'slowPenalty'
  | 'timeBonus'
  | 'perfectBonus'
  | 'noHintsBonus'
  | 'noExtraAttemptsBonus'
  | 'precisionBonus';

const PENALTIES = ['attemptsPenalty', 'hintsPenalty', 'timePenalty', 'slowPenalty'] as const;
const BONUSES = ['timeBonus', 'perfectBonus', 'noHintsBonus', 'noExtraAttemptsBonus', 'precisionBonus'] as const;

export type BreakdownLine = { key: BreakdownKey; text: string };

/** Section 2: each breakdown line shows only when non-zero; penalties as -x, bonuses as +x. */
export function breakdownLines(result: ScoreResult): BreakdownLine[] {
  return [
    ...PENALTIES.filter((key) => result[key] !== 0).map((key) => ({ key, text: `-${Math.abs(result[key])}` })),
    ...BONUSES.filter((key) => result[key] !== 0).map((key) => ({ key, text: `+${result[key]}` })),
  ];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The next-game countdown, HH:MM:SS, never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

export const isWinningRow = (colors: readonly LetterStatus[]) =>
  colors.length > 0 && colors.every((c) => c === 'correct' || c === 'space') && colors.some((c) => c === 'correct');

export const questionText = (
  question: Pick<Pregunta, 'pregunta_es'> & { pregunta_en?: string | null },
  language: Language,
) => (language === 'en' && question.pregunta_en) || question.pregunta_es;

export const hintText = (hint: Hint, language: Language) => (language === 'en' && hint.texto_en) || hint.texto_es;

/** The answer in the current language; the server may send `{ es, en }` or a plain string. */
export function answerText(answer: Answer | string | null | undefined, language: Language): string | null {
  if (!answer) return null;
  if (typeof answer === 'string') return answer;
  return (language === 'en' && answer.en) || answer.es || null;
}

/** Today's result as the already-played page shows it. */
export type TodayResult = {
  score: number;
  attempts: number;
  stars: number;
  time: number;
  hintsUsed: number;
  completed: boolean;
  correctAnswer: boolean;
};

/** Section 3, today's score: a number, or an object whose missing fields take the documented defaults. */
export function toTodayResult(puntuacion: TodayScore | undefined): TodayResult | null {
  if (puntuacion === null || puntuacion === undefined) return null;
  if (typeof puntuacion === 'number') {
    return { score: puntuacion, attempts: 1, stars: 0, time: 0, hintsUsed: 0, completed: true, correctAnswer: false };
  }
  return {
    score: puntuacion.puntuacion ?? 0,
    attempts: puntuacion.intentos_usados ?? 1,
    stars: puntuacion.estrellas ?? 0,
    time: puntuacion.tiempo_segundos ?? 0,
    hintsUsed: puntuacion.pistas_usadas ?? 0,
    completed: puntuacion.completado ?? true,
    correctAnswer: puntuacion.respuesta_correcta ?? false,
  };
}

export function fromLocalResult(result: DailyGameResult): TodayResult {
  return {
    score: result.score,
    attempts: result.attempts,
    stars: result.stars,
    time: result.timeInSeconds,
    hintsUsed: result.hintsUsed,
    completed: true,
    correctAnswer: result.gameWon,
  };
}

export type StatusWords = Record<Exclude<LetterStatus, 'space'>, string>;

/** What a screen reader hears for an evaluated row, e.g. 'Intento 2: M correcta, E presente'. */
export function describeRow(
  heading: string,
  guess: string,
  colors: readonly LetterStatus[],
  words: StatusWords,
): string {
  const letters = [...guess];
  const parts = colors.flatMap((status, i) => (status === 'space' ? [] : [`${letters[i] ?? ''} ${words[status]}`]));
  return `${heading}: ${parts.join(', ')}`;
}
