import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import { statsOfGames, type EndOfGameStats } from '../../../../machines/stats/history.ts';
import { PlayerStatsPanel } from '../../components/stats/PlayerStatsPanel.tsx';
import { paths } from '../../config/paths.ts';
import { madridToday, readGameHistory } from '../../lib/daily-game.ts';
import { fetchPlayerStats } from './api.ts';
import { CrowdPanel } from './CrowdPanel.tsx';

export type EndedPlay = { fecha: string; won: boolean; attempts: number };

/**
 * What a player sees the moment a game ends (the result modal and /ya-jugaste): their statistics
 * with this game's bar marked (the server's when signed in, this browser's history when not), the
 * day's crowd, and a way to replay the game.
 */
export function EndOfGame({ play, signedIn }: { play: EndedPlay; signedIn: boolean }) {
  const { t } = useTranslation();
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

  const attempts = String(play.attempts) as '1' | '2' | '3' | '4' | '5';
  return (
    <div className="end-of-game" data-testid="end-of-game">
      {stats && (
        <PlayerStatsPanel
          stats={stats}
          cards={['played', 'winRate', 'currentStreak', 'bestStreak']}
          marked={play.won ? attempts : 'losses'}
          title={t('game.end.statsTitle')}
          note={signedIn ? undefined : t('game.end.localNote')}
          level={3}
        />
      )}
      {failed && (
        <p className="crowd-note" role="status">
          {t('game.end.statsError')}
        </p>
      )}
      <CrowdPanel fecha={play.fecha} own={play.won ? attempts : 'fallos'} />
      <Link href={`${paths.replay}?fecha=${play.fecha}`} className="button button-secondary" data-testid="replay-link">
        {t('game.end.replay')}
      </Link>
    </div>
  );
}
