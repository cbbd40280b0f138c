import { describe, expect, test } from 'vitest';
import { statsOfGames, withGame, type PlayedGame } from '../../../../machines/stats/history.ts';

const game = (fecha: string, won: boolean, attempts = 2): PlayedGame => ({ fecha, won, attempts });

describe('the end-of-game statistics of a list of games', () => {
  test('given no games, then zeros', () => {
    expect(statsOfGames([], '2026-05-10')).toEqual({
      total_partidas: 0,
      partidas_ganadas: 0,
      porcentaje_victorias: 0,
      racha_actual: 0,
      mejor_racha: 0,
      distribucion_intentos: { victorias_por_intentos: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, derrotas: 0 },
    });
  });

  test('given wins on consecutive days after a loss, then the streaks, the win rate and the distribution', () => {
    const games = [
      game('2026-05-05', true, 1),
      game('2026-05-06', true, 3),
      game('2026-05-07', false, 5),
      game('2026-05-08', true, 2),
      game('2026-05-09', true, 2),
      game('2026-05-10', true, 4),
    ];
    expect(statsOfGames(games, '2026-05-10')).toEqual({
      total_partidas: 6,
      partidas_ganadas: 5,
      porcentaje_victorias: 83,
      racha_actual: 3,
      mejor_racha: 3,
      distribucion_intentos: { victorias_por_intentos: { 1: 1, 2: 2, 3: 1, 4: 1, 5: 0 }, derrotas: 1 },
    });
  });

  test('given a gap of a day, then the current streak is over but the best one stays', () => {
    const games = [game('2026-05-01', true), game('2026-05-02', true), game('2026-05-08', true)];
    expect(statsOfGames(games, '2026-05-10')).toMatchObject({ racha_actual: 0, mejor_racha: 2 });
  });

  test('given the same day twice, then it counts once, as last recorded; the history keeps its latest days', () => {
    expect(statsOfGames([game('2026-05-10', false, 5), game('2026-05-10', true, 1)], '2026-05-10')).toMatchObject({
      total_partidas: 1,
      partidas_ganadas: 1,
    });
    let games: PlayedGame[] = [];
    for (let day = 1; day <= 5; day++) games = withGame(games, game(`2026-05-0${day}`, true), 3);
    expect(games.map((g) => g.fecha)).toEqual(['2026-05-03', '2026-05-04', '2026-05-05']);
  });
});
