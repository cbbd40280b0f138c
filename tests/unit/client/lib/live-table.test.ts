// A page's live table (client/src/lib/live-table.ts): a change applies to the table it was computed
// from, a whole table flashes only what moved, and anything else means the table loads again.
import { expect, test } from 'vitest';
import type { DailyEntry } from '../../../../contracts/api/leaderboards.ts';
import type { TableChange } from '../../../../contracts/messages.ts';
import { applyLive } from '../../../../client/src/lib/live-table.ts';

const row = (usuario_id: number, posicion: number, puntuacion: number): DailyEntry => ({
  posicion,
  usuario_id,
  username: `jugador${usuario_id}`,
  puntuacion,
  score_ponderado: puntuacion,
  estrellas: 3,
  partidas_jugadas: 1,
  tiempo_segundos: 30,
  victoria_dificil: false,
});
const table = { fecha: '2026-05-10', version: 'v1', totalParticipantes: 2, ranking: [row(1, 1, 900), row(2, 2, 800)] };
const change = (over: Partial<TableChange & { fecha: string }>) => ({
  fecha: '2026-05-10',
  base: 'v1',
  version: 'v2',
  rows: [row(3, 1, 1000)],
  moved: [
    [1, 2],
    [2, 3],
  ] as [number, number][],
  removed: [],
  totalParticipantes: 3,
  ...over,
});

test('given a change of its version, then the table takes it and flashes the new row and those it moved', () => {
  const applied = applyLive(table, change({}));
  expect(applied).not.toBe('stale');
  if (typeof applied === 'string') return;
  expect(applied.table.ranking.map((r) => [r.posicion, r.usuario_id])).toEqual([
    [1, 3],
    [2, 1],
    [3, 2],
  ]);
  expect(applied.table).toMatchObject({ version: 'v2', totalParticipantes: 3 });
  expect(applied.touched.sort()).toEqual([1, 2, 3]);
});

test('given a change of another version, then the table loads again (another day’s: the new day’s greeting has it load); of the version it has, only the count changes', () => {
  expect(applyLive(table, change({ base: 'v0' }))).toBe('stale');
  expect(applyLive(table, change({ fecha: '2026-05-11' }))).toBe('other-day');
  expect(applyLive(table, change({ base: 'v0', version: 'v1', totalParticipantes: 9 }))).toEqual({
    table: { ...table, totalParticipantes: 9 },
    touched: [],
  });
});

test('given a whole table (a node’s first push), then it replaces the rows and flashes only what differs from them', () => {
  const whole = change({ base: null, rows: [row(1, 1, 900), row(2, 2, 850)], moved: [] });
  const applied = applyLive(table, whole);
  expect(applied).not.toBe('stale');
  if (typeof applied !== 'string') expect(applied.touched).toEqual([2]);
});
