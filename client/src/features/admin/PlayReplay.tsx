import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import type { PlayEvent } from '../../../../contracts/events.ts';
import { replayPlay } from '../../../../machines/game/play-events.ts';
import { ReplayBoard } from '../../components/replay/ReplayBoard.tsx';
import { Stepper, useStepper } from '../../components/replay/Stepper.tsx';
import type { PlayHistory } from '../../../../contracts/api/admin.ts';
import { exportPlay } from './api.ts';
import { download } from './download.ts';
import { compactJson, formatDelta, formatInstant, playerLabel } from './format.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

/**
 * One play, event by event: the stored events folded through the shared game machine (replayPlay),
 * so the board, the keyboard and the machine's state are exactly what the player had after each.
 * Keyed by the play: another play starts again from its first event.
 */
export function PlayReplay({
  history,
  onClose,
  onError,
}: {
  history: PlayHistory;
  onClose(): void;
  onError(error: unknown): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language === 'en' ? 'en' : 'es';
  const { partida, pregunta, eventos } = history;
  const steps = useMemo(() => replayPlay(eventos.map(({ type, data }) => ({ type, data }) as PlayEvent)), [eventos]);
  const [index, go] = useState(0);
  const { slider, onKeyDown } = useStepper(steps.length, index, go);

  const saveJson = async () => {
    try {
      download(`${partida.stream_id}.json`, await exportPlay(partida.stream_id));
    } catch (error) {
      onError(error);
    }
  };

  const step = steps[index];
  const { context } = step.snapshot;
  const stateValue = JSON.stringify(step.snapshot.value);

  return (
    <section className="card admin-replay" aria-labelledby="replay-title" data-testid="replay" onKeyDown={onKeyDown}>
      <div className="admin-replay-head">
        <h2 id="replay-title">
          {t('replay.title')}{' '}
          <span className="admin-mono" data-testid="replay-stream">
            {partida.stream_id}
          </span>
        </h2>
        <div className="admin-actions">
          <button
            type="button"
            className="button button-secondary button-small"
            data-testid="replay-download"
            onClick={saveJson}
          >
            {t('replay.download')}
          </button>
          <button type="button" className="button button-secondary button-small" onClick={onClose}>
            {t('replay.close')}
          </button>
        </div>
      </div>
      <dl className="admin-facts">
        <div>
          <dt>{t('plays.columns.player')}</dt>
          <dd>{playerLabel(partida, t('plays.anonymous'))}</dd>
        </div>
        <div>
          <dt>{t('plays.columns.date')}</dt>
          <dd>{partida.fecha}</dd>
        </div>
        <div>
          <dt>{t('plays.columns.mode')}</dt>
          <dd>{t(`plays.modes.${partida.modo}`)}</dd>
        </div>
        <div>
          <dt>{t('plays.columns.state')}</dt>
          <dd>{t(`plays.states.${partida.estado}`)}</dd>
        </div>
        {partida.puntuacion !== null && (
          <div>
            <dt>{t('replay.score')}</dt>
            <dd>{partida.puntuacion}</dd>
          </div>
        )}
      </dl>
      <p>
        <strong>{t('replay.question')}:</strong> {(language === 'en' && pregunta.pregunta_en) || pregunta.pregunta_es}
      </p>
      <p>
        <strong>{t('replay.answer')}:</strong> {pregunta.respuesta}
      </p>

      <Stepper
        count={steps.length}
        index={index}
        go={go}
        slider={slider}
        valueText={t('replay.step', { n: index + 1, total: steps.length, type: step.event.type })}
        label={
          <>
            {t('replay.step', { n: index + 1, total: steps.length, type: step.event.type })} ·{' '}
            {formatInstant(eventos[index].occurred_at, language)} · {formatDelta(eventos[index].ms_since_previous)}
          </>
        }
      />

      <div className="admin-replay-body">
        <div className="admin-replay-game">
          <h3>{t('replay.board')}</h3>
          {context.structure && (
            <ReplayBoard
              structure={context.structure}
              guesses={context.guesses}
              hints={context.hints}
              maxAttempts={context.maxAttempts}
            />
          )}
        </div>
        <div className="admin-replay-machine">
          <h3>{t('replay.machine')}</h3>
          <p>
            <strong>{t('replay.state')}:</strong> <code data-testid="machine-state">{stateValue}</code>
          </p>
          <p>
            <strong>{t('replay.context')}:</strong>
          </p>
          <ScrollRegion label={t('replay.context')} className="admin-json-wrap">
            <pre className="admin-json" data-testid="machine-context">
              {JSON.stringify(context, null, 2)}
            </pre>
          </ScrollRegion>
        </div>
      </div>

      <h3>{t('replay.events')}</h3>
      <ScrollRegion className="admin-table-wrap" label={t('replay.events')}>
        <table className="admin-table replay-events phone-cards" data-testid="replay-events">
          <thead>
            <tr>
              <th scope="col">{t('replay.columns.n')}</th>
              <th scope="col">{t('replay.columns.position')}</th>
              <th scope="col">{t('replay.columns.version')}</th>
              <th scope="col">{t('replay.columns.type')}</th>
              <th scope="col">{t('replay.columns.time')}</th>
              <th scope="col">{t('replay.columns.delta')}</th>
              <th scope="col">{t('replay.columns.data')}</th>
            </tr>
          </thead>
          <tbody>
            {eventos.map((event, i) => (
              <tr
                key={event.global_position}
                aria-current={i === index ? 'step' : undefined}
                className={i === index ? 'admin-current' : undefined}
              >
                <td>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`${t('replay.show')} ${i + 1}`}
                    onClick={() => go(i)}
                  >
                    {i + 1}
                  </button>
                </td>
                <td className="admin-mono" data-label={t('replay.columns.position')}>
                  {event.global_position}
                </td>
                <td data-label={t('replay.columns.version')}>{event.stream_version}</td>
                <td className="admin-event-type">{event.type}</td>
                <td className="admin-mono" data-label={t('replay.columns.time')}>
                  {formatInstant(event.occurred_at, language)}
                </td>
                <td className="admin-mono" data-label={t('replay.columns.delta')}>
                  {formatDelta(event.ms_since_previous)}
                </td>
                <td className="admin-data-cell">
                  <code className="admin-data">{compactJson(event.data)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
