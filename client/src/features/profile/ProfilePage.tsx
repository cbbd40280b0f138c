import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { formatDate, useTranslation } from '../../i18n/index.ts';
import { Redirect } from 'wouter';
import { paths } from '../../config/paths.ts';
import { Loading } from '../../components/Loading.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useLoad } from '../../lib/use-load.ts';
import type { PlayerStats } from '../../../../contracts/api/stats.ts';
import { PlayerStatsPanel } from '../../components/stats/PlayerStatsPanel.tsx';
import { AccountSettings } from './AccountSettings.tsx';
import { EmailConfirmation, PendingEmail } from './EmailConfirmation.tsx';
import { downloadExport, fetchProfile, fetchStats } from './api.ts';
import type { Usuario } from '../../../../contracts/api/accounts.ts';
import { ProfileStats } from './ProfileStats.tsx';
import { LeagueList, useMyLeagues } from '../../components/leagues/LeagueList.tsx';
import { AchievementList } from '../../components/achievements/AchievementList.tsx';
import './profile.css';

/** Longer e-mails get a smaller, wrapping style (spec section 9). */
const LONG_EMAIL = 25;

/** Statistics are not critical: when they fail the page shows zeros and says so. */
const EMPTY_STATS = {
  total_partidas: 0,
  tiempo_promedio: 0,
  estrellas_promedio: 0,
  puntuacion_promedio: 0,
  intentos_promedio: 0,
  pistas_promedio: 0,
};

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; profile: Usuario; stats: PlayerStats | null };

export function ProfilePage() {
  const { t } = useTranslation(['profile', 'common']);
  const { isAuthenticated, loading, user } = useAuth();
  const [deleted, setDeleted] = useState(false);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  // The account card, drawn from what this browser stored, paints before the reads start: the first
  // paint waits for nothing of theirs (Lighthouse counted them in /profile's largest paint, 2.17 s).
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  // The page renders as a transition: it yields to input on a slow phone.
  const loaded = useLoad(
    async () => {
      const [profile, stats] = await Promise.allSettled([fetchProfile(), fetchStats()]);
      if (profile.status === 'rejected') throw profile.reason;
      return { profile: profile.value, stats: stats.status === 'fulfilled' ? stats.value : null };
    },
    [],
    { enabled: isAuthenticated && painted, transition: true },
  );
  const { reload, replace } = loaded;
  // A retry shows the page loading again, not the error it answers.
  const load: Load = loaded.value
    ? { state: 'ready', ...loaded.value }
    : loaded.failed && !loaded.loading
      ? { state: 'error' }
      : { state: 'loading' };
  const changed = (next: Partial<Usuario>) =>
    replace((current) => current && { ...current, profile: { ...current.profile, ...next } });

  if (deleted) return null;
  if (loading) return <Loading />;
  if (!isAuthenticated) return <Redirect to={paths.login} replace />;

  let content: ReactNode;
  if (load.state === 'loading') {
    // The account as this browser knows it shows at once; the server's copy replaces it.
    const known =
      user?.username && user.fecha_registro
        ? { ...user, username: user.username, fecha_registro: user.fecha_registro }
        : null;
    content = (
      <>
        {known && <AccountCard profile={known} />}
        <Loading />
      </>
    );
  } else if (load.state === 'error') {
    content = (
      <div className="error-banner" role="alert" data-testid="profile-error">
        <p>{t('loadError')}</p>
        <button type="button" className="button" onClick={reload}>
          {t('common:errors.retry')}
        </button>
      </div>
    );
  } else {
    const { profile, stats } = load;
    const exportData = async () => {
      setExporting('busy');
      try {
        await downloadExport(profile.username);
        setExporting('idle');
      } catch {
        setExporting('failed');
      }
    };
    content = (
      <>
        <AccountCard profile={profile} onChanged={changed} />
        <section className="profile-section" aria-labelledby="profile-stats-title">
          <h2 id="profile-stats-title">{t('stats.title')}</h2>
          {stats === null && (
            <p className="profile-note" role="status">
              {t('stats.loadError')}
            </p>
          )}
          <ProfileStats stats={stats ?? EMPTY_STATS} />
        </section>
        <BelowTheFold>
          {stats && (
            <PlayerStatsPanel
              stats={stats}
              cards={['currentStreak', 'bestStreak', 'wins', 'winRate']}
              title={t('streaks.title')}
              note={t('streaks.note')}
              distributionNote={t('streaks.distributionNote')}
            />
          )}

          <div className="card profile-section">
            <AchievementList />
          </div>

          <ProfileLeagues />

          <AccountSettings email={profile.email} onEmailChanged={changed} onDeleted={() => setDeleted(true)} />

          <section className="card profile-section" aria-labelledby="profile-export-title">
            <h2 id="profile-export-title">{t('export.title')}</h2>
            <p>{t('export.text')}</p>
            <button
              type="button"
              className="button button-secondary"
              disabled={exporting === 'busy'}
              onClick={() => void exportData()}
              data-testid="profile-export"
            >
              {exporting === 'busy' ? t('export.exporting') : t('export.button')}
            </button>
            {exporting === 'failed' && (
              <p className="form-error" role="alert">
                {t('export.error')}
              </p>
            )}
          </section>
        </BelowTheFold>
      </>
    );
  }

  return (
    <article className="page profile">
      <h1>{t('title')}</h1>
      {content}
    </article>
  );
}

/** The account: name, address, whether it is confirmed and since when. */
function AccountCard({ profile, onChanged }: { profile: Usuario; onChanged?: (profile: Usuario) => void }) {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const memberSince = formatDate(i18n.language, new Date(profile.fecha_registro), 'long', 'local');
  return (
    <section className="card profile-section" aria-labelledby="profile-account-title" data-testid="profile-account">
      <h2 id="profile-account-title">{t('account.title')}</h2>
      <dl className="profile-account">
        <div>
          <dt>{t('account.username')}</dt>
          <dd data-testid="profile-username">{profile.username}</dd>
        </div>
        <div>
          <dt>{t('account.email')}</dt>
          <dd data-testid="profile-email" className={profile.email.length > LONG_EMAIL ? 'long-email' : undefined}>
            {profile.email}
          </dd>
        </div>
        <div>
          <dt>{t('account.confirmation')}</dt>
          <dd>
            <EmailConfirmation confirmed={profile.email_confirmado === true} />
          </dd>
        </div>
        {profile.email_pendiente && onChanged && (
          <div>
            <dt>{t('account.pending')}</dt>
            <dd>
              <PendingEmail email={profile.email_pendiente} onCancelled={onChanged} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('account.memberSince')}</dt>
          <dd data-testid="profile-member-since">{memberSince}</dd>
        </div>
      </dl>
    </section>
  );
}

/** What lies below the first screen renders in a second, interruptible pass: the first one is shorter. */
function BelowTheFold({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}

/** The player's private leagues, each a link to its tables. */
function ProfileLeagues() {
  const { leagues, failed } = useMyLeagues();
  return (
    <div className="card profile-section">
      <LeagueList leagues={leagues} failed={failed} />
    </div>
  );
}
