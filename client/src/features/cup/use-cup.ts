import { useEffect, useRef, useState } from 'react';
import type { Copa, CupWeek } from '../../../../contracts/api/cup.ts';
import { realtime } from '../../lib/realtime.ts';
import { fetchCup, fetchHallOfFame } from './api.ts';

type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * This week's cup and the hall of fame, kept live: the server's `cup` push replaces today's round;
 * a push of another week, a new day or a reconnection loads both again.
 */
export function useCup(): { cup: Load<Copa>; hall: Load<CupWeek[]>; reload: () => void } {
  const [cup, setCup] = useState<Load<Copa>>({ status: 'loading' });
  const [hall, setHall] = useState<Load<CupWeek[]>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    fetchCup().then(
      (data) => live && setCup({ status: 'ready', data }),
      () => live && setCup({ status: 'error' }),
    );
    fetchHallOfFame().then(
      (data) => live && setHall({ status: 'ready', data }),
      () => live && setHall({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [generation]);
  const shown = useRef<Copa | null>(null);
  shown.current = cup.status === 'ready' ? cup.data : null;
  useEffect(
    () =>
      realtime.subscribe((message) => {
        const known = shown.current;
        // A reconnection or a new day: what was missed is loaded again (the first greeting too, once loaded).
        if (message.type === 'hello' || message.type === 'new-day') {
          if (known) setGeneration((n) => n + 1);
          return;
        }
        if (message.type !== 'cup' || !known) return;
        if (known.semana !== message.semana || known.hoy !== message.etapa.numero) {
          setGeneration((n) => n + 1);
          return;
        }
        const etapas = known.etapas.map((etapa) => (etapa.numero === message.etapa.numero ? message.etapa : etapa));
        setCup({ status: 'ready', data: { ...known, etapas } });
      }),
    [],
  );
  return { cup, hall, reload: () => setGeneration((n) => n + 1) };
}
