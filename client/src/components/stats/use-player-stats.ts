import { useState } from 'react';
import type { PlayerStats } from '../../../../contracts/api/stats.ts';
import { statsOfGames, type EndOfGameStats } from '../../../../machines/stats/history.ts';
import { get } from '../../lib/api.ts';
import { madridToday, readGameHistory } from '../../lib/daily-game.ts';
import { useLoad } from '../../lib/use-load.ts';

/** The signed-in player's statistics (the profile's answer). */
export const fetchPlayerStats = () => get<PlayerStats>('/partidas/estadisticas-usuario');

/**
 * A player's statistics: the server's when signed in, this browser's history when not (at once).
 * `failed` when the server's could not be read.
 */
export function usePlayerStats(signedIn: boolean): { stats: EndOfGameStats | null; failed: boolean } {
  const [local] = useState<EndOfGameStats | null>(() =>
    signedIn ? null : statsOfGames(readGameHistory(), madridToday()),
  );
  const { value, failed } = useLoad(fetchPlayerStats, [signedIn], { enabled: signedIn });
  const stats = value ?? local;
  return { stats, failed };
}
