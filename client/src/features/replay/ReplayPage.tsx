import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link, useSearch } from 'wouter';
import type { Repeticion } from '../../../../contracts/api/plays.ts';
import { isFecha } from '../../../../machines/calendar/days.ts';
import { SCORING } from '../../../../machines/game/scoring.ts';
import { Loading } from '../../components/Loading.tsx';
import { boards, fetchReplay } from '../../components/replay/api.ts';
import { ReplayBoard } from '../../components/replay/ReplayBoard.tsx';
import { Stepper, useStepper } from '../../components/replay/Stepper.tsx';
import { paths } from '../../config/paths.ts';
import { formatDate } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { minutesSeconds } from '../../lib/time-format.ts';
import { useLoad } from '../../lib/use-load.ts';
import './replay-page.css';

type Load = { state: 'loading' } | { state: 'notFound' } | { state: 'error' } | { state: 'ready'; replay: Repeticion };

/** /repeticion?fecha=YYYY-MM-DD: the player's own finished game of a day, step by step with its timings. */
export function ReplayPage() {
  const { t } = useTranslation('replay');
  const fecha = new URLSearchParams(useSearch()).get('fecha') ?? '';
  const valid = isFecha(fecha);
  const { value: replay, error } = useLoad(() => fetchReplay(fecha), [fecha], { enabled: valid });
  const load: Load = !valid
    ? { state: 'notFound' }
    : error
      ? { state: error instanceof ApiError && error.status === 404 ? 'notFound' : 'error' }
      : replay
        ? { state: 'ready', replay }
        : { state: 'loading' };

  return (
    <article className="page narrow replay-page" data-testid="player-replay">
      <h1>{t('title')}</h1>
      {load.state === 'loading' && <Loading />}
      {(load.state === 'notFound' || load.state === 'error') && (
        <div role="alert" data-testid="replay-unavailable">
          <p>{t(load.state === 'notFound' ? 'notFound' : 'error')}</p>
          <p className="actions">
            <Link href={paths.pastGames} className="button button-secondary">
              {t('backToPastGames')}
            </Link>
            <Link href={paths.home} className="button">
              {t('backHome')}
            </Link>
          </p>
        </div>
      )}
      {load.state === 'ready' && <Replay replay={load.replay} />}
    </article>
  );
}

function Replay({ replay }: { replay: Repeticion }) {
  const { t, i18n } = useTranslation('replay');
  const steps = useMemo(() => boards(replay.eventos), [replay]);
  const [index, go] = useState(0);
  const { slider, onKeyDown } = useStepper(steps.length, index, go);
  const { pregunta, eventos, resultado } = replay;
  const step = eventos[index];
  const structure = {
    longitud: pregunta.estructura_respuesta_es.longitud,
    espacios: pregunta.estructura_respuesta_es.espacios,
  };
  const what = (() => {
    switch (step.tipo) {
      case 'intento':
        return t('what.intento', { n: steps[index].guesses.length, guess: step.intento });
      case 'pista':
        return t('what.pista', { n: steps[index].hints.length });
      case 'fin':
        return t(step.acierto ? 'what.finWon' : 'what.finLost');
      default:
        return t('what.inicio');
    }
  })();
  const label = t('step', {
    n: index + 1,
    total: eventos.length,
    what,
    time: minutesSeconds(step.segundos),
  });
  const date = formatDate(i18n.language, new Date(`${replay.fecha}T12:00:00Z`), 'long');
  return (
    <section className="card replay-card" aria-label={t('day', { fecha: date })} onKeyDown={onKeyDown}>
      <h2>{t('day', { fecha: date })}</h2>
      <p>
        <strong>{t('question')}:</strong> {(i18n.language === 'en' && pregunta.pregunta_en) || pregunta.pregunta_es}
      </p>
      <p>
        <strong>{t('answer')}:</strong> <span data-testid="replay-answer">{pregunta.respuesta_es}</span>
      </p>
      <p data-testid="replay-result">{t('result', { count: resultado.totalScore, stars: resultado.stars })}</p>
      <Stepper count={eventos.length} index={index} go={go} slider={slider} valueText={label} label={label} />
      <ReplayBoard
        structure={structure}
        guesses={steps[index].guesses}
        hints={steps[index].hints}
        maxAttempts={SCORING.maxAttempts}
      />
    </section>
  );
}
