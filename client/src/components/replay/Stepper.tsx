import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import './replay.css';

/**
 * Steps through a recorded play: a slider, first / previous / next / last buttons, and the arrow,
 * Home and End keys anywhere inside `onKeyDown`'s element (the slider moves itself with them).
 * `label` says what the step shows, read out as it changes.
 */
export function useStepper(count: number, index: number, go: (next: number) => void) {
  const slider = useRef<HTMLInputElement>(null);
  const last = count - 1;
  // Opening a replay puts the keys to work at once.
  useEffect(() => slider.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target === slider.current || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(Math.min(last, Math.max(0, moves[event.key])));
  };
  return { slider, onKeyDown };
}

export function Stepper({
  count,
  index,
  go,
  slider,
  valueText,
  label,
}: {
  count: number;
  index: number;
  go: (next: number) => void;
  slider: React.RefObject<HTMLInputElement | null>;
  /** What the slider's position is, for screen readers. */
  valueText: string;
  /** The line under the controls, read out as it changes. */
  label: ReactNode;
}) {
  const { t } = useTranslation('common');
  const last = count - 1;
  const to = (next: number) => go(Math.min(last, Math.max(0, next)));
  return (
    <div className="replay-stepper">
      <label htmlFor="replay-slider">{t('replay.slider')}</label>
      <input
        ref={slider}
        id="replay-slider"
        type="range"
        min={0}
        max={last}
        step={1}
        value={index}
        data-testid="replay-slider"
        aria-valuetext={valueText}
        onChange={(event) => to(Number(event.target.value))}
      />
      <div className="replay-buttons">
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={index === 0}
          onClick={() => to(0)}
        >
          {t('replay.first')}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={index === 0}
          data-testid="replay-previous"
          onClick={() => to(index - 1)}
        >
          {t('replay.previous')}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={index === last}
          data-testid="replay-next"
          onClick={() => to(index + 1)}
        >
          {t('replay.next')}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={index === last}
          onClick={() => to(last)}
        >
          {t('replay.last')}
        </button>
      </div>
      <p className="replay-step" aria-live="polite" data-testid="replay-step" data-index={index}>
        {label}
      </p>
      <p className="replay-help">{t('replay.keys')}</p>
    </div>
  );
}
