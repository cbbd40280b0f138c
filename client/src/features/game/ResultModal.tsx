import { Suspense, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import type { ScoreResult } from '../../../../contracts/game.ts';
import { paths } from '../../config/paths.ts';
import { CloseIcon } from '../../components/Icons.tsx';
import { durationText } from '../../lib/time-format.ts';
import { breakdownLines } from './present.ts';
import { EndOfGame, type EndedPlay } from './EndOfGame.tsx';
import type { ShareInput } from './share.ts';
import { ShareButton } from './ShareButton.tsx';
import { useMyLeagues } from '../../components/leagues/LeagueList.tsx';
import { Stars } from './Stars.tsx';
import './hard-mode.css';
import { EarnedNow } from '../../components/achievements/AchievementList.tsx';

type Props = {
  outcome: 'won' | 'lost';
  result: ScoreResult | null;
  attempts: number;
  hintsUsed: number;
  maxHints: number;
  /** A hard-mode play: a win carries its mark. */
  hardMode: boolean;
  seconds: number;
  answer: string | null;
  /** What the Share button copies (never the answer). */
  share: ShareInput;
  /** The ended play (its day) and whether its player is signed in: statistics, crowd and replay. */
  ended: EndedPlay | null;
  signedIn: boolean;
  /** Achievements the server said a play of this player just earned (their codes). */
  achievements: readonly string[];
  onClose(): void;
};

/** The won and lost modals of section 2; focus stays inside while it is open. */
export function ResultModal({
  outcome,
  result,
  attempts,
  hintsUsed,
  maxHints,
  hardMode,
  seconds,
  answer,
  share,
  ended,
  signedIn,
  achievements,
  onClose,
}: Props) {
  const { t } = useTranslation('game');
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = dialog.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const stars = result?.stars ?? 0;
  const time = durationText(seconds);
  const lines = result ? breakdownLines(result) : [];
  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        className={`modal result-modal result-${outcome}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="result-title"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={`${outcome}-modal`}
      >
        <button type="button" className="icon-button modal-close" aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </button>
        <h2 id="result-title">{outcome === 'won' ? t('won.title') : t('lost.title')}</h2>
        {outcome === 'lost' && <p className="result-exhausted">{t('lost.exhausted')}</p>}
        {hardMode && outcome === 'won' && (
          <p className="hard-mode-win" data-testid="hard-mode-win">
            <span aria-hidden="true">🔥</span> {t('hardMode.win')}
          </p>
        )}
        <Stars count={stars} />
        {result && (
          <p className="result-performance" data-testid="performance">
            {t(`performance.${result.performance}`)}
          </p>
        )}
        <p className="result-score" data-testid="total-score">
          {t('points', { count: result?.totalScore ?? 0 })}
        </p>
        {lines.length > 0 && (
          <section className="breakdown" aria-labelledby="breakdown-title">
            <h3 id="breakdown-title">{t('breakdown.title')}</h3>
            <ul>
              {lines.map(({ key, text }) => (
                <li key={key} data-testid="breakdown-line" data-key={key}>
                  <span>{t(`breakdown.${key}`)}</span>
                  <span className={text.startsWith('-') ? 'penalty' : 'bonus'}>{text}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {outcome === 'lost' && answer && (
          <p className="result-answer" data-testid="answer">
            {t('lost.answer', { answer })}
          </p>
        )}
        <ul className="result-stats" data-testid="result-stats">
          {outcome === 'won' && <li>{t('stats.guessedIn', { count: attempts })}</li>}
          <li>{hardMode ? t('hardMode.noHints') : t('stats.hintsUsed', { used: hintsUsed, total: maxHints })}</li>
          <li>{t('stats.time', { time })}</li>
        </ul>
        {signedIn && ended && (
          <Suspense fallback={null}>
            <EarnedNow codes={achievements} fecha={ended.fecha} />
          </Suspense>
        )}
        {signedIn ? <ShareWithInvite share={share} /> : <ShareButton share={share} />}
        {ended && <EndOfGame play={ended} signedIn={signedIn} />}
        <Link href={paths.home} className="button button-secondary" data-testid="back-home">
          {t('backHome')}
        </Link>
      </div>
    </div>
  );
}

/** Signed in with leagues: the shared text may end with an invitation to one of them. */
function ShareWithInvite({ share }: { share: ShareInput }) {
  const { t } = useTranslation('game');
  const { leagues } = useMyLeagues();
  const [picked, setPicked] = useState('');
  const league = leagues?.find((liga) => String(liga.id) === picked);
  const invite = league ? t('share.invite', { nombre: league.nombre, enlace: league.enlace }) : undefined;
  return (
    <>
      {leagues && leagues.length > 0 && (
        <div className="field share-invite">
          <label htmlFor="share-invite">{t('share.inviteLabel')}</label>
          <select
            id="share-invite"
            data-testid="share-invite"
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
          >
            <option value="">{t('share.inviteNone')}</option>
            {leagues.map((liga) => (
              <option key={liga.id} value={liga.id}>
                {liga.nombre}
              </option>
            ))}
          </select>
        </div>
      )}
      <ShareButton share={{ ...share, invite }} />
    </>
  );
}
