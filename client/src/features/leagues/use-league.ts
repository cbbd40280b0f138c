// A league and its three tables, loaded together and kept live from the websocket: its members'
// plays move its tables, a change of its members or name loads it again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { PERIOD_PATHS, type Periodo } from '../../../../contracts/api/leaderboards.ts';
import { leagueTopic, type ServerMessage } from '../../../../contracts/messages.ts';
import { ApiError } from '../../lib/api.ts';
import { applyLive } from '../../lib/live-table.ts';
import { realtime } from '../../lib/realtime.ts';
import { useLoad } from '../../lib/use-load.ts';
import { fetchLeague, fetchLeagueTable, type LeagueTable, type Liga } from './api.ts';

const PERIODS = Object.values(PERIOD_PATHS);
type LeagueChange = Extract<ServerMessage, { type: 'league' }>;

export type LeagueState =
  | { status: 'loading' }
  | { status: 'gone' }
  | { status: 'error' }
  | { status: 'ready'; league: Liga; tables: Record<Periodo, LeagueTable> };

export function useLeague(id: number): {
  state: LeagueState;
  flashes: Map<number, number>;
  reload: () => void;
  replace: (league: Liga) => void;
} {
  const loaded = useLoad(
    async () => {
      const [league, ...tables] = await Promise.all([
        fetchLeague(id),
        ...PERIODS.map((periodo) => fetchLeagueTable(id, periodo)),
      ]);
      return {
        league,
        tables: Object.fromEntries(PERIODS.map((periodo, i) => [periodo, tables[i]])) as Record<Periodo, LeagueTable>,
      };
    },
    [id],
    { reset: true, transition: true },
  );
  const { error, reload, replace: set } = loaded;
  // A push's reload keeps the tables shown; a retry shows the page loading, not the error it answers.
  const state: LeagueState =
    loaded.failed && !loaded.loading
      ? { status: error instanceof ApiError && error.status === 404 ? 'gone' : 'error' }
      : loaded.value && !loaded.failed
        ? { status: 'ready', ...loaded.value }
        : { status: 'loading' };
  const [flashes, setFlashes] = useState(new Map<number, number>());
  const latest = useRef(state);
  latest.current = state;

  /** Per period, the last change heard while the tables loaded. */
  const missed = useRef(new Map<Periodo, LeagueChange>());

  /** Applies a change to its table, or loads the league again when the table cannot take it. */
  const take = useCallback(
    (change: LeagueChange) => {
      const current = latest.current;
      if (current.status !== 'ready') {
        missed.current.set(change.periodo, change);
        return;
      }
      const { periodo } = change;
      const applied = applyLive(current.tables[periodo], change);
      if (applied === 'stale' || applied === 'other-day') {
        reload();
        return;
      }
      const next = applied.table;
      // The next change may come before the render: it applies to this one.
      latest.current = { ...current, tables: { ...current.tables, [periodo]: next } };
      set((now) => now && { ...now, tables: { ...now.tables, [periodo]: next } });
      const ids = applied.touched;
      if (ids.length > 0)
        setFlashes((flashing) => {
          const flashed = new Map(flashing);
          for (const usuarioId of ids) flashed.set(usuarioId, (flashed.get(usuarioId) ?? 0) + 1);
          return flashed;
        });
    },
    [reload, set],
  );

  // A change heard while the tables loaded applies to them once they are here.
  useEffect(() => {
    if (state.status !== 'ready') return;
    const heard = [...missed.current.values()];
    missed.current.clear();
    for (const change of heard) take(change);
  }, [state.status, take]);

  useEffect(() => {
    const unwatch = realtime.watch(PERIODS.map((periodo) => leagueTopic(id, periodo)));
    const unsubscribe = realtime.subscribe((message) => {
      if (message.type === 'hello' || message.type === 'new-day') {
        reload();
        return;
      }
      if (!('ligaId' in message) || message.ligaId !== id) return;
      if (message.type === 'league-changed') {
        reload();
        return;
      }
      if (message.type === 'league') take(message);
      else if (message.type === 'league-position' && latest.current.status === 'ready') {
        const { periodo, entry } = message;
        set(
          (now) =>
            now && { ...now, tables: { ...now.tables, [periodo]: { ...now.tables[periodo], miPosicion: entry } } },
        );
      }
    });
    return () => {
      unwatch();
      unsubscribe();
    };
  }, [id, reload, set, take]);

  return {
    state,
    flashes,
    reload,
    replace: useCallback((league: Liga) => set((current) => current && { ...current, league }), [set]),
  };
}
