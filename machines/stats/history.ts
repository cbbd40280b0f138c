// The statistics a player sees when a game ends, from a list of their games: the server's answer
// when signed in has the same figures; an anonymous player gets them from the browser's own
// history. Pure, shared by whoever has the list.
import type { PlayerStats } from '../../contracts/api/stats.ts';
import { streaks } from './streaks.ts';

/** One game as the browser remembers it. */
export type PlayedGame = { fecha: string; won: boolean; attempts: number };

export type EndOfGameStats = Pick<
  PlayerStats,
  | 'total_partidas'
  | 'partidas_ganadas'
  | 'porcentaje_victorias'
  | 'racha_actual'
  | 'mejor_racha'
  | 'distribucion_intentos'
>;

/** The figures of a list of daily games (one per day; the last one of a day counts), as of `today`. */
export function statsOfGames(games: readonly PlayedGame[], today: string): EndOfGameStats {
  const byDay = new Map<string, PlayedGame>();
  for (const game of games) byDay.set(game.fecha, game);
  const days = [...byDay.values()].sort((a, b) => a.fecha.localeCompare(b.fecha));
  const wins = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let losses = 0;
  for (const { won, attempts } of days) {
    const key = String(attempts) as keyof typeof wins;
    if (won && key in wins) wins[key] += 1;
    else losses += 1;
  }
  const won = days.length - losses;
  return {
    total_partidas: days.length,
    partidas_ganadas: won,
    porcentaje_victorias: days.length === 0 ? 0 : Math.round((won / days.length) * 100),
    ...streaks(days, today),
    distribucion_intentos: { victorias_por_intentos: wins, derrotas: losses },
  };
}

/** Keeps a list of games to the latest `max` days (the browser's history stays small). */
export function withGame(games: readonly PlayedGame[], game: PlayedGame, max = 400): PlayedGame[] {
  return [...games.filter((other) => other.fecha !== game.fecha), game]
    .sort((a, b) => a.fecha.localeCompare(b.fecha))
    .slice(-max);
}
