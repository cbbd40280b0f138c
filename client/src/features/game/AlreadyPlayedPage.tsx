import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import type { Repeticion } from '../../../../contracts/api/plays.ts';
import { SCORING } from '../../../../machines/game/scoring.ts';
import { Board } from '../../components/board/Board.tsx';
import { boards, fetchReplay } from '../../components/replay/api.ts';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { clearLocalGameState, hasQuestionCached, localResultToday, madridToday } from '../../lib/daily-game.ts';
import { nextDayAt, onDay } from '../../lib/game-day.ts';
import { realtime } from '../../lib/realtime.ts';
import { useLoad } from '../../lib/use-load.ts';
import { fetchTodayScore } from './api.ts';
import { EndOfGame } from './EndOfGame.tsx';
import { finishLoading } from './loading.ts';
import { PageLoading } from './PageLoading.tsx';
import { formatCountdown, fromLocalResult, toTodayResult } from './present.ts';
import type { TodayResult } from './present.ts';
import { ShareButton } from './ShareButton.tsx';
import { Stars } from './Stars.tsx';
import './game.css';

type Load =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; result: TodayResult | null; replay: Repeticion | null };

/** Section 4: signed in, the server's result with the local one as fallback; a guest, the local one only. */
async function loadTodayResult(signedIn: boolean): Promise<TodayResult | null> {
  const local = localResultToday();
  if (!signedIn) return local && fromLocalResult(local);
  try {
    const fromServer = toTodayResult(await fetchTodayScore());
    if (fromServer) return fromServer;
  } catch (error) {
    if (!local) throw error;
  }
  return local && fromLocalResult(local);
}

/** HH:MM:SS to 00:00 Madrid; at zero the new day's game opens. */
function Countdown() {
  const { t } = useTranslation(['game', 'alreadyPlayed']);
  const [, navigate] = useLocation();
  // The instant the server named (its greeting comes with every page); none yet: dashes.
  const [target, setTarget] = useState(nextDayAt);
  useEffect(() => onDay(() => setTarget((known) => known ?? nextDayAt())), []);
  const [now, setNow] = useState(() => Date.now());
  const left = target === null ? null : target - now;
  useEffect(() => {
    if (left !== null && left <= 0) {
      navigate(paths.game);
      return;
    }
    const id = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(id);
  }, [left, navigate]);
  return (
    <div className="countdown">
      <p id="countdown-label">{t('alreadyPlayed:countdown')}</p>
      <p className="countdown-time" role="timer" aria-labelledby="countdown-label" data-testid="countdown">
        {left === null ? '--:--:--' : formatCountdown(left)}
      </p>
    </div>
  );
}

function AntiExploit() {
  const { t } = useTranslation(['game', 'alreadyPlayed']);
  return (
    <section className="page narrow already-played" data-testid="anti-exploit">
      <div className="card">
        <h1>{t('alreadyPlayed:antiExploit.title')}</h1>
        <p>{t('alreadyPlayed:antiExploit.message')}</p>
        <p className="tip">{t('alreadyPlayed:antiExploit.tip')}</p>
        <p>{t('alreadyPlayed:antiExploit.wait')}</p>
        <Link href={paths.home} className="button">
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}

/** /ya-jugaste with no finished play of today to show (a play under way elsewhere, or none yet). */
function NotFinished() {
  const { t } = useTranslation(['game', 'alreadyPlayed']);
  return (
    <section className="page narrow already-played" data-testid="not-finished">
      <div className="card">
        <h1>{t('alreadyPlayed:notFinished.title')}</h1>
        <p>{t('alreadyPlayed:notFinished.message')}</p>
        <Countdown />
        <div className="actions">
          <Link href={paths.game} className="button" data-testid="not-finished-play">
            {t('alreadyPlayed:notFinished.play')}
          </Link>
          <Link href={paths.home} className="button button-secondary">
            {t('backHome')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function AlreadyPlayed() {
  const { t } = useTranslation(['game', 'alreadyPlayed']);
  const { isAuthenticated, isAdmin, loading: authLoading } = useAuth();
  const [, navigate] = useLocation();
  const loaded = useLoad(
    async () => {
      const startedAt = Date.now();
      try {
        // Today's board comes from the play the server holds (none: the page shows the rest).
        const [result, replay] = await Promise.all([
          loadTodayResult(isAuthenticated),
          fetchReplay(madridToday()).catch(() => null),
        ]);
        return { result, replay };
      } finally {
        await finishLoading(startedAt);
      }
    },
    [isAuthenticated],
    { enabled: !authLoading },
  );
  const load: Load = loaded.failed
    ? { state: 'error' }
    : loaded.value
      ? { state: 'ready', ...loaded.value }
      : { state: 'loading' };

  const clearState = () => {
    if (!window.confirm(t('alreadyPlayed:admin.confirm'))) return;
    clearLocalGameState();
    window.alert(t('alreadyPlayed:admin.done'));
    navigate(paths.home);
  };

  if (load.state === 'loading') {
    return <PageLoading label={t('alreadyPlayed:loading')} />;
  }
  if (load.state === 'error') {
    return (
      <section className="page narrow already-played">
        <div className="error-banner" role="alert" data-testid="already-played-error">
          <h1>{t('alreadyPlayed:error')}</h1>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('error.retry')}
          </button>
        </div>
      </section>
    );
  }
  const { result, replay } = load;
  // Nothing of today finished: a play under way in this browser (its question kept) goes on, and
  // anyone else is told so, not that they played.
  if (!result && !replay) {
    return hasQuestionCached(madridToday()) ? <Redirect to={paths.game} replace /> : <NotFinished />;
  }
  return (
    <section className="page narrow already-played" data-testid="already-played">
      <div className="card">
        <h1>{t('alreadyPlayed:title')}</h1>
        <p>{t('alreadyPlayed:message')}</p>
        {result && (
          <section className="today-result" aria-labelledby="today-result-title" data-testid="today-result">
            <h2 id="today-result-title">{t('alreadyPlayed:result')}</h2>
            <dl>
              <div>
                <dt>{t('alreadyPlayed:score')}</dt>
                <dd data-testid="today-score">{result.score}</dd>
              </div>
              <div>
                <dt>{t('alreadyPlayed:attempts')}</dt>
                <dd data-testid="today-attempts">{result.attempts}</dd>
              </div>
              <div>
                <dt>{t('alreadyPlayed:stars')}</dt>
                <dd>
                  <Stars count={result.stars} />
                </dd>
              </div>
            </dl>
          </section>
        )}
        {replay && <TodaysBoard replay={replay} />}
        <Countdown />
        {result && (
          <EndOfGame
            play={{ fecha: madridToday(), won: result.correctAnswer, attempts: result.attempts }}
            signedIn={isAuthenticated}
          />
        )}
        <div className="actions">
          <Link href={paths.home} className="button">
            {t('backHome')}
          </Link>
          {isAdmin && (
            <button type="button" className="button button-danger" data-testid="admin-clear" onClick={clearState}>
              {t('alreadyPlayed:admin.clear')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

/** Today's board as the play ended, and the Share button with what it sends. */
function TodaysBoard({ replay }: { replay: Repeticion }) {
  const { t } = useTranslation(['game', 'common', 'alreadyPlayed']);
  const { guesses, hints } = boards(replay.eventos).at(-1) ?? { guesses: [], hints: [] };
  const { longitud, espacios } = replay.pregunta.estructura_respuesta_es;
  const won = replay.eventos.some((step) => step.tipo === 'fin' && step.acierto);
  return (
    <section className="todays-board" aria-labelledby="todays-board-title" data-testid="todays-board">
      <h2 id="todays-board-title">{t('alreadyPlayed:board')}</h2>
      <Board
        structure={{ longitud, espacios }}
        guesses={guesses}
        input={null}
        maxAttempts={SCORING.maxAttempts}
        revealFrom={SCORING.maxAttempts}
      />
      <ShareButton
        share={{
          productName: t('common:app.name'),
          fecha: replay.fecha,
          won,
          maxAttempts: SCORING.maxAttempts,
          stars: replay.resultado.stars,
          hintsUsed: hints.length,
          rows: guesses.map((row) => row.colors),
          url: window.location.origin,
          hardMode: replay.dificil,
        }}
      />
    </section>
  );
}

/** /ya-jugaste, with the anti-exploit variant under ?reason=anti-exploit. */
export function AlreadyPlayedPage() {
  const reason = new URLSearchParams(useSearch()).get('reason');
  const [, navigate] = useLocation();
  useEffect(
    () =>
      realtime.subscribe((message) => {
        if (message.type === 'new-day') navigate(paths.game);
      }),
    [navigate],
  );
  return reason === 'anti-exploit' ? <AntiExploit /> : <AlreadyPlayed />;
}
