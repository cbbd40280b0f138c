import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { setDebugMode } from '../../lib/daily-game.ts';
import { destinationOf, runEntryChecks } from './entry-check.ts';

/** Home's Play Now (section 2): new-day check, debug mode off, then the game or the already-played screen. */
export function PlayNowButton() {
  const { t } = useTranslation('game');
  const { isAuthenticated, loading } = useAuth();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);

  const playNow = async () => {
    setBusy(true);
    try {
      setDebugMode(false);
      navigate(destinationOf(await runEntryChecks({ signedIn: isAuthenticated, debug: false })));
    } catch {
      navigate(paths.game);
    }
  };

  return (
    <button
      type="button"
      className="button play-now"
      data-testid="play-now"
      disabled={busy || loading}
      onClick={playNow}
    >
      {t('playNow')}
    </button>
  );
}
