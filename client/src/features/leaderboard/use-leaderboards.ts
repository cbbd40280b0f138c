// The three rankings and the player's own positions, loaded together and kept live from the websocket.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { realtime } from '../../lib/realtime.ts';
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

export function useLeaderboards(signedIn: boolean): Leaderboards {
  const [boards, setBoards] = useState<ByPeriod<Board>>(() => byPeriod(() => ({ status: 'loading' })));
  const [positions, setPositions] = useState<ByPeriod<OwnEntry | null>>(() => byPeriod(() => null));
  const [flashes, setFlashes] = useState<ByPeriod<Map<number, number>>>(() => byPeriod(() => new Map()));
  const loadedAt = useRef(0);
  const lastLoad = useRef(0);
  const latest = useRef(boards);
  latest.current = boards;

  /** All six requests at once; each may fail on its own. A silent load keeps what is shown meanwhile. */
  const load = useCallback(
    async (silent: boolean) => {
      loadedAt.current = Date.now();
      const mine = ++lastLoad.current;
      if (!silent) setBoards(byPeriod(() => ({ status: 'loading' })));
      const rankings = PERIODS.map(({ periodo }) => fetchLeaderboard(periodo));
      const own = PERIODS.map(({ periodo }) => (signedIn ? fetchPosition(periodo) : Promise.resolve(null)));
      const [rankingResults, ownResults] = await Promise.all([Promise.allSettled(rankings), Promise.allSettled(own)]);
      // A later load (after a sign-in, say) has the last word.
      if (mine !== lastLoad.current) return;
      // Rendering the tables may take a while on a phone: it yields to input (a transition).
      startTransition(() => {
        setBoards((current) =>
          byPeriod((periodo) => {
            const result = rankingResults[PERIODS.findIndex((period) => period.periodo === periodo)];
            if (result.status === 'fulfilled') return { status: 'ready', data: result.value };
            return silent && current[periodo].status === 'ready' ? current[periodo] : { status: 'error' };
          }),
        );
        // A failed position is no position.
        setPositions(
          byPeriod((periodo) => {
            const result = ownResults[PERIODS.findIndex((period) => period.periodo === periodo)];
            return result.status === 'fulfilled' ? result.value : null;
          }),
        );
      });
    },
    [signedIn],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

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
        setBoards((current) => ({
          ...current,
          [periodo]: {
            status: 'ready',
            data: { ...board.data, ranking, totalParticipantes: message.totalParticipantes },
          },
        }));
        flash(periodo, changed);
      } else if (message.type === 'position') {
        const periodo = message.periodo as Periodo;
        const entry = message.entry as OwnEntry | null;
        setPositions((current) => ({ ...current, [periodo]: entry }));
        if (entry) flash(periodo, [entry.usuario_id]);
      } else if (message.type === 'hello') {
        // A reconnect may have missed pushes: take a fresh snapshot.
        if (Date.now() - loadedAt.current > FRESH_MS) void load(true);
      } else if (message.type === 'new-day') {
        clearTimeout(newDayTimer);
        newDayTimer = setTimeout(() => void load(true), Math.random() * NEW_DAY_SPREAD_MS);
      }
    });
    return () => {
      unsubscribe();
      clearTimeout(newDayTimer);
    };
  }, [load, flash]);

  const reload = useCallback(() => void load(false), [load]);
  return { boards, positions, flashes, reload };
}
