// A live table's change, computed on one end and applied on the other (machines/live/tables.ts).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { DailyEntry } from '../../../../contracts/api/leaderboards.ts';
import { applyChange, diffRows } from '../../../../machines/live/tables.ts';

const row = (usuario_id: number, puntuacion: number): Omit<DailyEntry, 'posicion'> => ({
  usuario_id,
  username: `jugador${usuario_id}`,
  puntuacion,
  score_ponderado: puntuacion,
  estrellas: 3,
  partidas_jugadas: 1,
  tiempo_segundos: 30,
  victoria_dificil: false,
});

/** A top `size` of players and scores as the server orders it (score desc, then id), positions 1… */
const table = (players: Map<number, number>, size = 30): DailyEntry[] =>
  [...players]
    .sort(([a, x], [b, y]) => y - x || a - b)
    .slice(0, size)
    .map(([id, score], i) => ({ posicion: i + 1, ...row(id, score) }));

describe('live tables', () => {
  test('given a new player entering third, then the change is that row and the moves below it, and applying it gives the new table', () => {
    const before = new Map([1, 2, 3, 4, 5].map((id) => [id, 1000 - id * 10]));
    const after = new Map([...before, [9, 975]]);
    const change = diffRows(table(before), table(after));
    expect(change.rows.map((r) => r.usuario_id)).toEqual([9]);
    expect(change.moved).toEqual([
      [3, 4],
      [4, 5],
      [5, 6],
    ]);
    expect(change.removed).toEqual([]);
    expect(applyChange(table(before), 'v1', { base: 'v1', version: 'v2', totalParticipantes: 6, ...change })).toEqual(
      table(after),
    );
  });

  test('given any two tables, then the change from one applies to it and gives the other; to another version it does not apply', () => {
    const scores = fc.dictionary(fc.integer({ min: 1, max: 60 }).map(String), fc.integer({ min: 0, max: 1300 }));
    fc.assert(
      fc.property(scores, scores, (a, b) => {
        const [before, after] = [a, { ...a, ...b }].map(
          (scores) => new Map(Object.entries(scores).map(([id, score]) => [Number(id), score])),
        );
        const [x, y] = [table(before), table(after)];
        const change = { base: 'x', version: 'y', totalParticipantes: 0, ...diffRows(x, y) };
        expect(applyChange(x, 'x', change)).toEqual(y);
        expect(applyChange(x, 'other', change)).toBeNull();
      }),
    );
  });
});
