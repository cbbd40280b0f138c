import type { ReplayStep, Repeticion } from '../../../../contracts/api/plays.ts';
import type { GuessRow, Hint } from '../../../../contracts/game.ts';
import { get } from '../../lib/api.ts';

/** The caller's own finished play of a day, step by step (404 while it is not finished or not theirs). */
export const fetchReplay = (fecha: string) => get<Repeticion>(`/partidas/${encodeURIComponent(fecha)}/repeticion`);

/** The board after each step of a play: the guesses and hints up to it. */
export function boards(eventos: readonly ReplayStep[]): { guesses: GuessRow[]; hints: Hint[] }[] {
  const guesses: GuessRow[] = [];
  const hints: Hint[] = [];
  return eventos.map((step) => {
    if (step.tipo === 'intento')
      guesses.push({
        guess: step.intento,
        colors: step.colores,
        correct: step.colores.every((color) => color === 'correct' || color === 'space'),
      });
    if (step.tipo === 'pista') hints.push(step.pista);
    return { guesses: [...guesses], hints: [...hints] };
  });
}
