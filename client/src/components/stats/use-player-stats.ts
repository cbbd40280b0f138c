import { useEffect, useState } from 'react';
import type { PlayerStats } from '../../../../contracts/api/stats.ts';
import { statsOfGames, type EndOfGameStats } from '../../../../machines/stats/history.ts';
import { get } from '../../lib/api.ts';
import { madridToday, readGameHistory } from '../../lib/daily-game.ts';

/** The signed-in player's statistics (the profile's answer). */
export const fetchPlayerStats = () => get<PlayerStats>('/partidas/estadisticas-usuario');

/**
 * A player's statistics: the server's when signed in, this browser's history when not (at once).
 * `failed` when the server's could not be read.
 */
export function usePlayerStats(signedIn: boolean): { stats: EndOfGameStats | null; failed: boolean } {
  const [stats, setStats] = useState<EndOfGameStats | null>(() =>
    signedIn ? null : statsOfGames(readGameHistory(), madridToday()),
  );
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    fetchPlayerStats().then(
      (answer) => current && setStats(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [signedIn]);
  return { stats, failed };
}
