// A league and its three tables, loaded together and kept live from the websocket: its members'
// plays move its tables, a change of its members or name loads it again.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { PERIOD_PATHS, type LeaderboardEntry, type Periodo } from '../../../../contracts/api/leaderboards.ts';
import { ApiError } from '../../lib/api.ts';
import { realtime } from '../../lib/realtime.ts';
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
  const [state, setState] = useState<LeagueState>({ status: 'loading' });
  const [flashes, setFlashes] = useState(new Map<number, number>());
  const latest = useRef(state);
  latest.current = state;
  const lastLoad = useRef(0);

  const load = useCallback(
    async (silent: boolean) => {
      const mine = ++lastLoad.current;
      if (!silent) setState({ status: 'loading' });
      try {
        const [league, ...tables] = await Promise.all([
          fetchLeague(id),
          ...PERIODS.map((periodo) => fetchLeagueTable(id, periodo)),
        ]);
        if (mine !== lastLoad.current) return;
        startTransition(() =>
          setState({
            status: 'ready',
            league,
            tables: Object.fromEntries(PERIODS.map((periodo, i) => [periodo, tables[i]])) as Record<
              Periodo,
              LeagueTable
            >,
          }),
        );
      } catch (error) {
        if (mine !== lastLoad.current) return;
        setState({ status: error instanceof ApiError && error.status === 404 ? 'gone' : 'error' });
      }
    },
    [id],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  useEffect(
    () =>
      realtime.subscribe((message) => {
        const current = latest.current;
        if (message.type === 'hello' || message.type === 'new-day') {
          void load(true);
          return;
        }
        if (!('ligaId' in message) || message.ligaId !== id) return;
        if (message.type === 'league-changed') {
          void load(true);
          return;
        }
        if (current.status !== 'ready') return;
        const { periodo } = message;
        const update = (change: (table: LeagueTable) => LeagueTable) =>
          setState((now) =>
            now.status === 'ready'
              ? { ...now, tables: { ...now.tables, [periodo]: change(now.tables[periodo]) } }
              : now,
          );
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
    [id, load],
  );

  return {
    state,
    flashes,
    reload: useCallback(() => void load(false), [load]),
    replace: useCallback(
      (league: Liga) => setState((current) => (current.status === 'ready' ? { ...current, league } : current)),
      [],
    ),
  };
}
