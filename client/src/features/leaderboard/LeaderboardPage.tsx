import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { Loading } from '../../components/Loading.tsx';
import { LeaderboardTable, PeriodTabs } from '../../components/leaderboard/LeaderboardTable.tsx';
import { LeagueList, useMyLeagues } from '../../components/leagues/LeagueList.tsx';
import { useAuth } from '../../lib/auth.tsx';
import type { Periodo } from './api.ts';
import { useLeaderboards } from './use-leaderboards.ts';

/** /leaderboard: daily, weekly and monthly tables (spec section 2), live from the websocket. */
export function LeaderboardPage() {
  const { t } = useTranslation(['leaderboard', 'common']);
  const { isAuthenticated, user } = useAuth();
  const [active, setActive] = useState<Periodo>('diario');
  const { boards, positions, flashes, reload } = useLeaderboards(isAuthenticated, active);
  const board = boards[active];

  let content: ReactNode;
  if (board.status === 'loading') {
    content = <Loading />;
  } else if (board.status === 'error') {
    content = (
      <div className="error-banner" role="alert" data-testid="leaderboard-error">
        <p>{t('errorLoading')}</p>
        <button type="button" className="button" onClick={reload}>
          {t('common:errors.retry')}
        </button>
      </div>
    );
  } else {
    const own = positions[active];
    content = (
      <LeaderboardTable
        data={board.data}
        own={own}
        myId={own?.usuario_id ?? user?.id ?? null}
        flashes={flashes[active]}
      />
    );
  }

  return (
    <article className="page leaderboard">
      <h1>{t('title')}</h1>
      <p className="lb-cup-link">
        <span aria-hidden="true">🏆</span> {t('cupLink.text')}{' '}
        <Link href={paths.cup} data-testid="lb-cup-link">
          {t('cupLink.link')}
        </Link>
      </p>
      <PeriodTabs active={active} onChange={setActive} />
      <section
        id="lb-panel"
        role="tabpanel"
        aria-labelledby={`lb-tab-${active}`}
        className="card lb-panel"
        data-testid="lb-panel"
        data-periodo={active}
      >
        {content}
        {/* Under the loaded table only: shown under the spinner, the table would push it down. */}
        {!isAuthenticated && board.status !== 'loading' && (
          <div className="lb-login" data-testid="lb-login-prompt">
            <p>{t('loginPrompt')}</p>
            <Link href={paths.login} className="button">
              {t('common:nav.login')}
            </Link>
          </div>
        )}
      </section>
      {isAuthenticated && <MyLeagues />}
    </article>
  );
}

/** Signed in: the player's private leagues, each a link to its own tables. */
function MyLeagues() {
  const { leagues, failed } = useMyLeagues();
  return (
    <div className="card lb-leagues">
      <LeagueList leagues={leagues} failed={failed} />
    </div>
  );
}
