import { Suspense } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import { PlayerStatsPanel } from '../../components/stats/PlayerStatsPanel.tsx';
import { usePlayerStats } from '../../components/stats/use-player-stats.ts';
import { AboutQuestion } from '../../components/question-about/AboutQuestion.tsx';
import { paths } from '../../config/paths.ts';
import { CrowdPanel } from './CrowdPanel.tsx';

export type EndedPlay = { fecha: string; won: boolean; attempts: number };

/**
 * What a player sees the moment a game ends (the result modal and /ya-jugaste): their statistics
 * with this game's bar marked (the server's when signed in, this browser's history when not), the
 * day's crowd, where the question's facts come from, and a way to replay the game.
 */
export function EndOfGame({ play, signedIn }: { play: EndedPlay; signedIn: boolean }) {
  const { t } = useTranslation(['game', 'common']);
  const { stats, failed } = usePlayerStats(signedIn);

  const attempts = String(play.attempts) as '1' | '2' | '3' | '4' | '5';
  return (
    <div className="end-of-game" data-testid="end-of-game">
      {stats && (
        <PlayerStatsPanel
          stats={stats}
          cards={['played', 'winRate', 'currentStreak', 'bestStreak']}
          marked={play.won ? attempts : 'losses'}
          title={t('common:stats.title')}
          note={signedIn ? undefined : t('common:stats.localNote')}
          level={3}
        />
      )}
      {failed && (
        <p className="crowd-note" role="status">
          {t('common:stats.error')}
        </p>
      )}
      <CrowdPanel fecha={play.fecha} own={play.won ? attempts : 'fallos'} />
      {/* Its texts load when a play ends, not with the game: nothing else waits for them. */}
      <Suspense fallback={null}>
        <AboutQuestion fecha={play.fecha} />
      </Suspense>
      <Link href={`${paths.replay}?fecha=${play.fecha}`} className="button button-secondary" data-testid="replay-link">
        {t('end.replay')}
      </Link>
    </div>
  );
}
