// The player's private leagues as links to their pages (profile, leaderboard and leagues page).
import { useEffect } from 'react';
import { Link } from 'wouter';
import { LEAGUE_PATH } from '../../../../contracts/api/leagues.ts';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../i18n/index.ts';
import { realtime } from '../../lib/realtime.ts';
import { useLoad } from '../../lib/use-load.ts';
import { fetchMyLeagues, type Liga } from './api.ts';
import './leagues.css';

/** The player's leagues, loaded again when one of them changes (a member joins or leaves, a rename). */
export function useMyLeagues(): { leagues: Liga[] | null; failed: boolean; reload: () => void } {
  const { value: leagues, failed, reload } = useLoad(fetchMyLeagues);
  useEffect(
    () =>
      realtime.subscribe((message) => {
        if (message.type === 'league-changed') reload();
      }),
    [reload],
  );
  return { leagues, failed, reload };
}

export function LeagueList({
  leagues,
  failed,
  manageLink = true,
}: {
  leagues: Liga[] | null;
  failed: boolean;
  manageLink?: boolean;
}) {
  const { t } = useTranslation('leagueList');
  return (
    <section className="league-list" aria-labelledby="league-list-title" data-testid="league-list">
      <h2 id="league-list-title">{t('title')}</h2>
      {failed && <p role="alert">{t('error')}</p>}
      {leagues?.length === 0 && <p className="league-list-none">{t('none')}</p>}
      {leagues && leagues.length > 0 && (
        <ul>
          {leagues.map((liga) => (
            <li key={liga.id}>
              <Link href={`${LEAGUE_PATH}?id=${liga.id}`} data-testid="league-link">
                {liga.nombre}
              </Link>
              <span className="league-list-meta">{t('members', { count: liga.miembros.length })}</span>
            </li>
          ))}
        </ul>
      )}
      {manageLink && (
        <p>
          <Link href={paths.leagues} className="button button-small button-secondary" data-testid="leagues-manage">
            {t('manage')}
          </Link>
        </p>
      )}
    </section>
  );
}
