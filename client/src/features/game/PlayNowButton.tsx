import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { isHardMode, setDebugMode, setHardMode } from '../../lib/daily-game.ts';
import { destinationOf, runEntryChecks } from './entry-check.ts';
import './hard-mode.css';

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
    <>
      <button
        type="button"
        className="button play-now"
        data-testid="play-now"
        disabled={busy || loading}
        onClick={playNow}
      >
        {t('playNow')}
      </button>
      <HardModeToggle />
    </>
  );
}

/** The hard-mode choice (issue 30): kept in this browser, sent with every new play's start. */
function HardModeToggle() {
  const { t } = useTranslation('game');
  const [on, setOn] = useState(isHardMode);
  return (
    <div className="hard-mode-toggle">
      <label>
        <input
          type="checkbox"
          checked={on}
          data-testid="hard-mode-toggle"
          aria-describedby="hard-mode-note"
          onChange={(event) => {
            setHardMode(event.target.checked);
            setOn(event.target.checked);
          }}
        />
        <span aria-hidden="true">🔥</span> {t('hardMode.toggle')}
      </label>
      <p id="hard-mode-note">{t('hardMode.toggleNote')}</p>
    </div>
  );
}
