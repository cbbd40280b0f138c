// The three rankings and the player's own positions, loaded together and kept live from the websocket.
import { useCallback, useEffect, useRef, useState } from 'react';
import { leaderboardTopic, type ServerMessage } from '../../../../contracts/messages.ts';
import { applyLive } from '../../lib/live-table.ts';
import { realtime } from '../../lib/realtime.ts';
import { useLoad } from '../../lib/use-load.ts';
import { fetchLeaderboard, fetchPosition, PERIODS, type Leaderboard, type OwnEntry, type Periodo } from './api.ts';

export type Board = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: Leaderboard };

type ByPeriod<T> = Record<Periodo, T>;
type LeaderboardChange = Extract<ServerMessage, { type: 'leaderboard' }>;

const byPeriod = <T>(make: (periodo: Periodo) => T) =>
  Object.fromEntries(PERIODS.map(({ periodo }) => [periodo, make(periodo)])) as ByPeriod<T>;

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

/** The three tables and the player's rows; `active`: the period shown, the one kept live. */
export function useLeaderboards(signedIn: boolean, active: Periodo): Leaderboards {
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

  /** Per period, the last change heard while its table was loading or loading again. */
  const missed = useRef(new Map<Periodo, LeaderboardChange>());
  /** Periods whose table is being loaded again after a missed change. */
  const catchingUp = useRef(new Set<Periodo>());

  /**
   * Loads one period's table again (a change it could not take named `version`; or its tab is shown
   * again after it heard nothing while hidden); a change heard meanwhile applies to what comes.
   */
  const catchUp = useCallback(
    (periodo: Periodo, version?: string) => {
      if (catchingUp.current.has(periodo)) return;
      catchingUp.current.add(periodo);
      fetchLeaderboard(periodo, version)
        .then(
          (data) => {
            latest.current = { ...latest.current, [periodo]: { status: 'ready', data } };
            replace(
              (current) =>
                current && { ...current, boards: { ...current.boards, [periodo]: { status: 'ready', data } } },
            );
          },
          () => {},
        )
        .finally(() => {
          catchingUp.current.delete(periodo);
          const last = missed.current.get(periodo);
          missed.current.delete(periodo);
          if (last && last.version !== version) takeRef.current(last);
        });
    },
    [replace],
  );

  /** Applies a change to the period's table, or loads the table again when it cannot take it. */
  const take = useCallback(
    (change: LeaderboardChange) => {
      const { periodo } = change;
      const board = latest.current[periodo];
      if (board?.status !== 'ready' || catchingUp.current.has(periodo)) {
        missed.current.set(periodo, change);
        return;
      }
      const applied = applyLive(board.data, change);
      // Midnight: the new-day greeting reloads the tables, spread so that pages do not all ask at once.
      if (applied === 'other-day') return;
      if (applied === 'stale') {
        catchUp(periodo, change.version);
        return;
      }
      const data = applied.table;
      // The next change may come before the render: it applies to this one.
      latest.current = { ...latest.current, [periodo]: { status: 'ready', data } };
      replace(
        (current) => current && { ...current, boards: { ...current.boards, [periodo]: { status: 'ready', data } } },
      );
      flash(periodo, applied.touched);
    },
    [replace, flash, catchUp],
  );
  const takeRef = useRef(take);
  takeRef.current = take;

  // Only the table shown is live (one topic, not three): a tab shown again loads its table first.
  const shownBefore = useRef(active);
  useEffect(() => {
    if (shownBefore.current !== active) {
      shownBefore.current = active;
      if (latest.current[active]?.status === 'ready') catchUp(active);
    }
    return realtime.watch([leaderboardTopic(active)]);
  }, [active, catchUp]);

  // A change heard while the tables loaded applies to them once they are here.
  useEffect(() => {
    if (!value) return;
    for (const [periodo, change] of [...missed.current]) {
      if (latest.current[periodo]?.status !== 'ready' || catchingUp.current.has(periodo)) continue;
      missed.current.delete(periodo);
      take(change);
    }
  }, [value, take]);

  useEffect(() => {
    let newDayTimer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = realtime.subscribe((message) => {
      if (message.type === 'leaderboard') {
        take(message);
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
  }, [reload, replace, flash, take]);

  return { boards, positions, flashes, reload };
}
