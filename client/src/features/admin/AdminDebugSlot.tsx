import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { clearLocalGameState, clearQuestionCaches, setDebugMode } from '../../lib/daily-game.ts';
import type { SchedulerStats, VerificationResult } from '../../../../contracts/api/admin.ts';
import { fetchSchedulerStats, verifyScheduler } from './api.ts';
import { SchedulerStatsPanel, VerificationPanel } from './SchedulerPanels.tsx';

type Shown = { kind: 'verification'; result: VerificationResult } | { kind: 'stats'; stats: SchedulerStats } | null;

/** The admin debug buttons of spec section 6 on the home page; nothing for other visitors. */
export function AdminDebugSlot() {
  const { isAdmin } = useAuth();
  if (!isAdmin) return null;
  return <AdminDebugTools />;
}

function AdminDebugTools() {
  const { t } = useTranslation('admin');
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown>(null);
  const [status, setStatus] = useState('');

  // Section 6: an admin tool that fails shows an alert with the error message.
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      window.alert(t('error', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };

  const playDebug = () => {
    setDebugMode(true);
    navigate(paths.game);
  };

  const forceNewDay = () => {
    clearLocalGameState();
    setDebugMode(false);
    window.location.reload();
  };

  const verify = () =>
    run(async () => {
      const result = await verifyScheduler();
      // A new day's question makes every cached question and the local game stale (section 4).
      if (result.nueva_pregunta_asignada) clearLocalGameState();
      setShown({ kind: 'verification', result });
    });

  const showStats = () => run(async () => setShown({ kind: 'stats', stats: await fetchSchedulerStats() }));

  const clearCache = () => setStatus(t('debug.cacheCleared', { count: clearQuestionCaches() }));

  const titleId = 'admin-debug-dialog-title';
  return (
    <section className="admin-debug" aria-labelledby="admin-debug-title" data-testid="admin-debug-slot">
      <h2 id="admin-debug-title">{t('debug.title')}</h2>
      <div className="admin-debug-buttons">
        <button
          type="button"
          className="button button-danger button-small"
          data-testid="admin-debug-play"
          aria-describedby="admin-debug-help"
          onClick={playDebug}
        >
          {t('debug.debug')}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          data-testid="admin-new-day"
          onClick={forceNewDay}
        >
          {t('debug.newDay')}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          data-testid="admin-verify"
          disabled={busy}
          onClick={verify}
        >
          {t('debug.verify')}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          data-testid="admin-stats"
          disabled={busy}
          onClick={showStats}
        >
          {t('debug.stats')}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          data-testid="admin-clear-cache"
          onClick={clearCache}
        >
          {t('debug.clearCache')}
        </button>
        <Link href={paths.adminPlays} className="button button-secondary button-small">
          {t('debug.history')}
        </Link>
      </div>
      <p id="admin-debug-help" className="admin-debug-help">
        {t('debug.debugHelp')}
      </p>
      <p role="status" className="admin-debug-status" data-testid="admin-debug-status">
        {status}
      </p>
      <Dialog
        open={shown !== null}
        onClose={() => setShown(null)}
        labelledBy={titleId}
        className="admin-dialog"
        testId="admin-dialog"
      >
        {shown && (
          <>
            <h2 id={titleId}>{shown.kind === 'stats' ? t('stats.title') : t('verification.title')}</h2>
            {shown.kind === 'stats' ? (
              <SchedulerStatsPanel stats={shown.stats} />
            ) : (
              <VerificationPanel result={shown.result} />
            )}
            <div className="dialog-actions">
              <button type="button" className="button" onClick={() => setShown(null)}>
                {t('stats.close')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </section>
  );
}
