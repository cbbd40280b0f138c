// A league and its three tables, loaded together and kept live from the websocket: its members'
// plays move its tables, a change of its members or name loads it again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { PERIOD_PATHS, type LeaderboardEntry, type Periodo } from '../../../../contracts/api/leaderboards.ts';
import { ApiError } from '../../lib/api.ts';
import { realtime } from '../../lib/realtime.ts';
import { useLoad } from '../../lib/use-load.ts';
import { fetchLeague, fetchLeagueTable, type LeagueTable, type Liga } from './api.ts';

const PERIODS = Object.values(PERIOD_PATHS);

export type LeagueState =
  | { status: 'loading' }
  | { status: 'gone' }
  | { status: 'error' }
  | { status: 'ready'; league: Liga; tables: Record<Periodo, LeagueTable> };

/** What a row shows; a row whose signature changes flashes. */
const signature = (entry: LeaderboardEntry) =>
  `${entry.posicion}|${entry.score_ponderado}|${entry.partidas_jugadas}|${'tiempo_segundos' in entry ? entry.tiempo_segundos : entry.tiempo_promedio}`;

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

  useEffect(
    () =>
      realtime.subscribe((message) => {
        const current = latest.current;
        if (message.type === 'hello' || message.type === 'new-day') {
          reload();
          return;
        }
        if (!('ligaId' in message) || message.ligaId !== id) return;
        if (message.type === 'league-changed') {
          reload();
          return;
        }
        if (current.status !== 'ready') return;
        const { periodo } = message;
        const update = (change: (table: LeagueTable) => LeagueTable) =>
          set((now) => now && { ...now, tables: { ...now.tables, [periodo]: change(now.tables[periodo]) } });
        if (message.type === 'league') {
          const before = new Map(current.tables[periodo].ranking.map((entry) => [entry.usuario_id, signature(entry)]));
          const changed = message.ranking.filter((entry) => before.get(entry.usuario_id) !== signature(entry));
          update((table) => ({ ...table, ranking: message.ranking, totalParticipantes: message.totalParticipantes }));
          if (changed.length > 0)
            setFlashes((flashing) => {
              const next = new Map(flashing);
              for (const entry of changed) next.set(entry.usuario_id, (next.get(entry.usuario_id) ?? 0) + 1);
              return next;
            });
        } else if (message.type === 'league-position') {
          update((table) => ({ ...table, miPosicion: message.entry }));
        }
      }),
    [id, reload, set],
  );

  return {
    state,
    flashes,
    reload,
    replace: useCallback((league: Liga) => set((current) => current && { ...current, league }), [set]),
  };
}
