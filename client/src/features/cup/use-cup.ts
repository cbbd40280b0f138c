import { useCallback, useEffect, useRef } from 'react';
import type { Copa, CupWeek } from '../../../../contracts/api/cup.ts';
import { realtime } from '../../lib/realtime.ts';
import { type Loaded, useLoad } from '../../lib/use-load.ts';
import { fetchCup, fetchHallOfFame } from './api.ts';

type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** The last load failed: an error (even with an older answer); else the answer, or still loading. */
const stateOf = <T>({ value, failed }: Loaded<T>): Load<T> =>
  failed ? { status: 'error' } : value === null ? { status: 'loading' } : { status: 'ready', data: value };

/**
 * This week's cup and the hall of fame, kept live while shown (topic `cup`): its push replaces today's round;
 * a push of another week, a new day or a reconnection loads both again.
 */
export function useCup(): { cup: Load<Copa>; hall: Load<CupWeek[]>; reload: () => void } {
  const cup = useLoad(fetchCup);
  const hall = useLoad(fetchHallOfFame);
  const { reload: reloadCup, replace: replaceCup } = cup;
  const { reload: reloadHall } = hall;
  const reload = useCallback(() => {
    reloadCup();
    reloadHall();
  }, [reloadCup, reloadHall]);
  const shown = useRef<Copa | null>(null);
  shown.current = cup.failed ? null : cup.value;
  useEffect(() => {
    const unwatch = realtime.watch(['cup']);
    const unsubscribe = realtime.subscribe((message) => {
      const known = shown.current;
      // A reconnection or a new day: what was missed is loaded again (the first greeting too, once loaded).
      if (message.type === 'hello' || message.type === 'new-day') {
        if (known) reload();
        return;
      }
      if (message.type !== 'cup' || !known) return;
      if (known.semana !== message.semana || known.hoy !== message.etapa.numero) {
        reload();
        return;
      }
      const etapas = known.etapas.map((etapa) => (etapa.numero === message.etapa.numero ? message.etapa : etapa));
      replaceCup({ ...known, etapas });
    });
    return () => {
      unwatch();
      unsubscribe();
    };
  }, [reload, replaceCup]);
  return { cup: stateOf(cup), hall: stateOf(hall), reload };
}
