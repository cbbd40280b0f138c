// The three rankings and the player's own positions, loaded together and kept live from the websocket.
import { useCallback, useEffect, useRef, useState } from 'react';
import { realtime } from '../../lib/realtime.ts';
import { useLoad } from '../../lib/use-load.ts';
import {
  fetchLeaderboard,
  fetchPosition,
  PERIODS,
  type Leaderboard,
  type LeaderboardEntry,
  type OwnEntry,
  type Periodo,
} from './api.ts';

export type Board = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: Leaderboard };

type ByPeriod<T> = Record<Periodo, T>;

const byPeriod = <T>(make: (periodo: Periodo) => T) =>
  Object.fromEntries(PERIODS.map(({ periodo }) => [periodo, make(periodo)])) as ByPeriod<T>;

/** What a row shows; a row whose signature changes flashes. */
const signature = (entry: LeaderboardEntry) =>
  `${entry.posicion}|${entry.score_ponderado}|${entry.partidas_jugadas}|${'tiempo_segundos' in entry ? entry.tiempo_segundos : entry.tiempo_promedio}`;

/** A reconnect's greeting within this long of a load brings nothing new. */
const FRESH_MS = 2000;
/** After midnight every open page refetches; spread over this long, so they do not all ask at once. */
const NEW_DAY_SPREAD_MS = 3000;

export interface Leaderboards {
  boards: ByPeriod<Board>;
  positions: ByPeriod<OwnEntry | null>;
  /** Per row (player id), a number that grows each time the row changes live (restarts its highlight). */
  flashes: ByPeriod<Map<number, number>>;
  reload(): void;
}

type Snapshot = { boards: ByPeriod<Board>; positions: ByPeriod<OwnEntry | null> };

const LOADING: ByPeriod<Board> = byPeriod(() => ({ status: 'loading' }));
const NO_POSITIONS: ByPeriod<OwnEntry | null> = byPeriod(() => null);

export function useLeaderboards(signedIn: boolean): Leaderboards {
  const [flashes, setFlashes] = useState<ByPeriod<Map<number, number>>>(() => byPeriod(() => new Map()));
  const loadedAt = useRef(0);
  const shown = useRef<Snapshot | null>(null);

  /** All six requests at once; each may fail on its own. A sign-in (or out) shows them loading again. */
  const { value, loading, reload, replace } = useLoad(
    async (): Promise<Snapshot> => {
      loadedAt.current = Date.now();
      const rankings = PERIODS.map(({ periodo }) => fetchLeaderboard(periodo));
      const own = PERIODS.map(({ periodo }) => (signedIn ? fetchPosition(periodo) : Promise.resolve(null)));
      const [rankingResults, ownResults] = await Promise.all([Promise.allSettled(rankings), Promise.allSettled(own)]);
      const result = <T>(results: PromiseSettledResult<T>[], periodo: Periodo) =>
        results[PERIODS.findIndex((period) => period.periodo === periodo)];
      // A reload after a push keeps a board that is shown when its new copy fails.
      const kept = shown.current?.boards;
      return {
        boards: byPeriod((periodo) => {
          const ranking = result(rankingResults, periodo);
          if (ranking.status === 'fulfilled') return { status: 'ready', data: ranking.value };
          return kept?.[periodo].status === 'ready' ? kept[periodo] : { status: 'error' };
        }),
        // A failed position is no position.
        positions: byPeriod((periodo) => {
          const position = result(ownResults, periodo);
          return position.status === 'fulfilled' ? position.value : null;
        }),
      };
    },
    [signedIn],
    // Rendering the tables may take a while on a phone: it yields to input (a transition).
    { reset: true, transition: true },
  );
  shown.current = value;
  // A retry shows the failed board loading again.
  const boards = value
    ? byPeriod((periodo) =>
        loading && value.boards[periodo].status === 'error' ? LOADING[periodo] : value.boards[periodo],
      )
    : LOADING;
  const positions = value?.positions ?? NO_POSITIONS;
  const latest = useRef(boards);
  latest.current = boards;

  const flash = useCallback((periodo: Periodo, ids: number[]) => {
    if (ids.length === 0) return;
    setFlashes((current) => {
      const next = new Map(current[periodo]);
      for (const id of ids) next.set(id, (next.get(id) ?? 0) + 1);
      return { ...current, [periodo]: next };
    });
  }, []);

  useEffect(() => {
    let newDayTimer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = realtime.subscribe((message) => {
      if (message.type === 'leaderboard') {
        const periodo = message.periodo as Periodo;
        const board = latest.current[periodo];
        if (board?.status !== 'ready') return;
        const ranking = message.ranking as LeaderboardEntry[];
        const before = new Map(board.data.ranking.map((entry) => [entry.usuario_id, signature(entry)]));
        const changed = ranking
          .filter((entry) => before.get(entry.usuario_id) !== signature(entry))
          .map((entry) => entry.usuario_id);
        replace(
          (current) =>
            current && {
              ...current,
              boards: {
                ...current.boards,
                [periodo]: {
                  status: 'ready',
                  data: { ...board.data, ranking, totalParticipantes: message.totalParticipantes },
                },
              },
            },
        );
        flash(periodo, changed);
      } else if (message.type === 'position') {
        const periodo = message.periodo as Periodo;
        const entry = message.entry as OwnEntry | null;
        replace((current) => current && { ...current, positions: { ...current.positions, [periodo]: entry } });
        if (entry) flash(periodo, [entry.usuario_id]);
      } else if (message.type === 'hello') {
        // A reconnect may have missed pushes: take a fresh snapshot.
        if (Date.now() - loadedAt.current > FRESH_MS) reload();
      } else if (message.type === 'new-day') {
        clearTimeout(newDayTimer);
        newDayTimer = setTimeout(reload, Math.random() * NEW_DAY_SPREAD_MS);
      }
    });
    return () => {
      unsubscribe();
      clearTimeout(newDayTimer);
    };
  }, [reload, replace, flash]);

  return { boards, positions, flashes, reload };
}
