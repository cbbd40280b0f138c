import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useAuth } from '../../lib/auth.tsx';
import { PlayerStatsPanel } from './PlayerStatsPanel.tsx';
import { usePlayerStats } from './use-player-stats.ts';

/** What the header's statistics dialog shows: the account's statistics, or this browser's. */
export function StatsDialogBody({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('common');
  const { isAuthenticated } = useAuth();
  const { stats, failed } = usePlayerStats(isAuthenticated);
  return (
    <>
      {stats ? (
        <PlayerStatsPanel
          stats={stats}
          cards={['played', 'winRate', 'currentStreak', 'bestStreak']}
          title={t('stats.title')}
          titleId="stats-dialog-title"
          note={isAuthenticated ? undefined : t('stats.localNote')}
        />
      ) : (
        <h2 id="stats-dialog-title">{t('stats.title')}</h2>
      )}
      {failed && (
        <p className="extra-stats-note" role="status">
          {t('stats.error')}
        </p>
      )}
      <div className="dialog-actions">
        {isAuthenticated ? (
          <Link href={paths.profile} className="button button-secondary" onClick={onClose}>
            {t('stats.profile')}
          </Link>
        ) : (
          <Link href={paths.register} className="button button-secondary" onClick={onClose}>
            {t('stats.register')}
          </Link>
        )}
        <button type="button" className="button" onClick={onClose}>
          {t('stats.close')}
        </button>
      </div>
    </>
  );
}
