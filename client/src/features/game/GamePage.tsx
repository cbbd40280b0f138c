import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useSearch } from 'wouter';
import { keyStatuses } from '../../../../machines/game/keyboard.ts';
import { hintsLeft } from '../../../../machines/game/machine.ts';
import { SCORING } from '../../../../machines/game/scoring.ts';
import { isAllowedLetter, normalizeLetters } from '../../../../machines/game/normalize.ts';
import { useAuth } from '../../lib/auth.tsx';
import { checkNewDay, madridToday } from '../../lib/daily-game.ts';
import { realtime } from '../../lib/realtime.ts';
import { Board } from '../../components/board/Board.tsx';
import { Keyboard } from '../../components/board/Keyboard.tsx';
import { Clues } from './Clues.tsx';
import { PageLoading } from './PageLoading.tsx';
import type { Language } from '../../../../contracts/language.ts';
import { minutesSeconds } from '../../lib/time-format.ts';
import { answerText, describeRow, hintText, questionText } from './present.ts';
import { usePlay } from './usePlay.ts';
import './game.css';

const WON_MODAL_DELAY_MS = 1500;

/** The result (with statistics, the crowd and sharing) loads when a game ends, not with the board. */
const ResultModal = lazy(() => import('./ResultModal.tsx').then((m) => ({ default: m.ResultModal })));

/** A field that takes typing: every key belongs to it (section 4). */
function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null)
  );
}

/** A focused control (a button, a link) takes Enter for itself; letters still go to the board. */
function isControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a[href], summary, [role="button"]') !== null;
}

/** /juego: today's game, a past day's (?date=YYYY-MM-DD) or an admin debug play. */
export function GamePage() {
  const requested = new URLSearchParams(useSearch()).get('date');
  // Today's date is today's game: it goes through the daily entry checks like /juego.
  const date = requested === madridToday() ? null : requested;
  // A screen the server moved past (another tab finished the play) opens the play afresh.
  const [opening, setOpening] = useState(0);
  const reopen = useCallback(() => setOpening((n) => n + 1), []);
  return <GameScreen key={`${date}/${opening}`} date={date} onStale={reopen} />;
}

function GameScreen({ date, onStale }: { date: string | null; onStale(): void }) {
  const { t, i18n } = useTranslation(['game', 'common']);
  const language: Language = i18n.language === 'en' ? 'en' : 'es';
  const { snapshot, send, actor, seconds, outcome } = usePlay(date, onStale);
  const { isAuthenticated } = useAuth();
  const { context } = snapshot;
  const play = context.info;
  const result = context.sync?.result ?? null;
  const answer = context.sync?.answer ?? null;
  const playing = snapshot.matches('playing');
  const busy = !snapshot.matches({ playing: 'idle' });

  // 'closed' once the player dismissed it, so the board stays visible with a way back to the result.
  const [modal, setModal] = useState<'pending' | 'open' | 'closed'>('pending');
  useEffect(() => {
    if (outcome === 'lost') setModal('open');
    if (outcome !== 'won') return;
    const id = setTimeout(() => setModal('open'), WON_MODAL_DELAY_MS);
    return () => clearTimeout(id);
  }, [outcome]);

  // Enter on an unfinished row says why nothing happened instead of doing nothing.
  const [incomplete, setIncomplete] = useState(false);
  const press = useCallback(
    (key: string) => {
      if (key !== 'ENTER') {
        setIncomplete(false);
        send(key === 'BACKSPACE' ? { type: 'BACKSPACE' } : { type: 'TYPE', letter: key });
        return;
      }
      const current = actor.getSnapshot();
      setIncomplete(!current.can({ type: 'SUBMIT' }) && current.matches({ playing: 'idle' }));
      send({ type: 'SUBMIT' });
    },
    [actor, send],
  );

  useEffect(() => {
    if (!playing) return;
    // Letters typed anywhere but in a text field go to the board, whatever was clicked last (a header
    // switch, the hint button); an accented vowel counts as its letter (á is A, as the rules say) and
    // Ñ stays Ñ. Enter on a focused button is that button's.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return;
      if (event.key === 'Enter') {
        if (isControl(event.target)) return;
        event.preventDefault();
        press('ENTER');
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        press('BACKSPACE');
      } else if (isAllowedLetter(event.key)) {
        press(normalizeLetters(event.key));
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [playing, press]);

  const [newDay, setNewDay] = useState(false);
  // The achievements this player's plays earn while the screen is open (the server pushes them).
  const [earned, setEarned] = useState<string[]>([]);
  useEffect(
    () =>
      realtime.subscribe((message) => {
        if (message.type === 'achievements')
          setEarned((codes) => [...codes, ...message.logros.map((logro) => logro.codigo)]);
        if (message.type !== 'new-day' || date !== null) return;
        checkNewDay(message.fecha);
        setNewDay(true);
      }),
    [date],
  );

  // Each row evaluated on this screen is read out; rows restored on load are not.
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!play) return;
    const count = context.guesses.length;
    if (announced.current === null) announced.current = play.restoredRows;
    if (count <= announced.current) return;
    announced.current = count;
    const row = context.guesses[count - 1];
    const words = {
      correct: t('common:board.status.correct'),
      present: t('common:board.status.present'),
      absent: t('common:board.status.absent'),
    };
    setAnnouncement(describeRow(t('common:board.grid.row', { n: count }), row.guess, row.colors, words));
  }, [context.guesses, play, t]);

  const statuses = useMemo(() => keyStatuses(context.guesses), [context.guesses]);

  if (snapshot.matches('loading') || (!play && !snapshot.matches('error'))) {
    return <PageLoading label={t('loading')} />;
  }

  if (snapshot.matches('error') || !play || !context.structure) {
    return (
      <section className="page narrow game-page">
        <div className="error-banner" role="alert" data-testid="game-error">
          <h1>{t('error.title')}</h1>
          <p>{context.error || t('error.defaultMessage')}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('error.retry')}
          </button>
        </div>
      </section>
    );
  }

  // A refusal shows the server's own text, in the player's language.
  const message = incomplete ? t('incompleteRow') : (context.error ?? '');
  const nextHint = context.hints.length + 1;

  return (
    <section className="page game-page" data-testid="game" data-state={outcome ?? 'playing'}>
      {newDay && (
        <div className="game-notice" role="status" data-testid="new-day-notice">
          <p>{t('newDay.notice')}</p>
          <button
            type="button"
            className="button button-small"
            onClick={() => window.location.assign(window.location.pathname)}
          >
            {t('newDay.play')}
          </button>
        </div>
      )}
      <div className="game-side">
        <div className="game-top">
          {play.modo === 'debug' && (
            <p className="game-badge" data-testid="debug-badge">
              {t('debugBadge')}
            </p>
          )}
          {play.modo === 'pasada' && <p className="game-badge">{t('pastGameHeading', { fecha: play.fecha })}</p>}
          {context.hardMode && (
            <p className="game-badge" data-testid="hard-mode-badge">
              <span aria-hidden="true">🔥</span> {t('hardMode.badge')}
            </p>
          )}
          <p className="game-timer" data-testid="timer">
            {t('time')}{' '}
            <span role="timer" aria-live="off">
              {minutesSeconds(seconds)}
            </span>
          </p>
        </div>
        <Clues
          question={questionText(play.question, language)}
          hints={context.hints.map((hint, i) => t('common:board.hint', { k: i + 1, text: hintText(hint, language) }))}
        />
        <div className="game-actions">
          {playing && hintsLeft(context) > 0 && (
            <>
              <button
                type="button"
                className="button button-secondary button-small"
                data-testid="hint-button"
                aria-describedby="hint-cost"
                disabled={busy}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => send({ type: 'REVEAL_HINT' })}
              >
                <span aria-hidden="true">💡</span> {t('hint.button', { n: nextHint, total: context.maxHints })}
              </button>
              <p className="hint-cost" id="hint-cost" data-testid="hint-cost">
                {t('hint.left', { count: hintsLeft(context), cost: SCORING.hintPenalty })}
              </p>
            </>
          )}
          {outcome && modal === 'closed' && (
            <button
              type="button"
              className="button button-small"
              data-testid="show-result"
              onClick={() => setModal('open')}
            >
              {t('showResult')}
            </button>
          )}
        </div>
      </div>

      <div className="game-main">
        <div className="game-board">
          <Board
            structure={context.structure}
            guesses={context.guesses}
            input={playing ? context.input : null}
            maxAttempts={context.maxAttempts}
            revealFrom={play.restoredRows}
          />
          {/* Over the grid as a toast, away from the row being typed: a message never moves anything. */}
          <div className="game-message" data-at={context.guesses.length * 2 < context.maxAttempts ? 'foot' : 'top'}>
            <p className="game-error" role="alert" data-testid="action-error">
              {message}
            </p>
          </div>
        </div>

        <p className="visually-hidden" aria-live="polite" data-testid="row-announcement">
          {announcement}
        </p>

        <Keyboard statuses={statuses} disabled={!playing} onKey={press} />
      </div>

      {outcome && modal === 'open' && (
        <Suspense fallback={null}>
          <ResultModal
            outcome={outcome}
            result={result}
            attempts={context.guesses.length}
            hintsUsed={context.hints.length}
            maxHints={context.maxHints}
            hardMode={context.hardMode}
            seconds={seconds}
            answer={answerText(answer, language)}
            share={{
              productName: t('common:app.name'),
              fecha: play.fecha,
              won: outcome === 'won',
              maxAttempts: context.maxAttempts,
              stars: result?.stars ?? 0,
              hintsUsed: context.hints.length,
              rows: context.guesses.map((row) => row.colors),
              url: window.location.origin,
              hardMode: context.hardMode,
            }}
            ended={
              play.modo === 'debug'
                ? null
                : { fecha: play.fecha, won: outcome === 'won', attempts: context.guesses.length }
            }
            signedIn={isAuthenticated}
            achievements={earned}
            onClose={() => setModal('closed')}
          />
        </Suspense>
      )}
    </section>
  );
}
