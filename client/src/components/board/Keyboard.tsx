import { memo, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import './board.css';
import { KEYBOARD_ROWS } from '../../../../machines/game/keyboard.ts';
import type { KeyStatus } from '../../../../machines/game/keyboard.ts';
import { markOf } from './marks.ts';

type Props = {
  statuses: Record<string, KeyStatus>;
  disabled: boolean;
  onKey(key: string): void;
};

// A click must not move focus onto the key: the physical keyboard is ignored while a button has focus.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The Spanish on-screen keyboard of section 9; each key shows the best status its letter has had. */
// Memoised: the page re-renders every second for its clock, the keyboard only when its props change.
export const Keyboard = memo(function Keyboard({ statuses, disabled, onKey }: Props) {
  const { t } = useTranslation('common');
  return (
    <fieldset className="keyboard" aria-label={t('board.keyboard.label')} data-testid="keyboard">
      {KEYBOARD_ROWS.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the keyboard rows are fixed
        <div key={r} className="keyboard-row">
          {row.map((key) => {
            const status = statuses[key];
            const wide = key === 'ENTER' || key === 'BACKSPACE';
            return (
              <button
                key={key}
                type="button"
                className={`key${wide ? ' key-wide' : ''}${status ? ` key-${status}` : ''}`}
                data-key={key}
                data-status={status ?? 'unused'}
                disabled={disabled}
                onMouseDown={keepFocus}
                onClick={() => onKey(key)}
                aria-label={
                  key === 'BACKSPACE'
                    ? t('board.keyboard.backspace')
                    : status
                      ? t('board.keyboard.key', { letter: key, status: t(`board.status.${status}`) })
                      : undefined
                }
              >
                {key === 'BACKSPACE' ? <span aria-hidden="true">⌫</span> : key}
                {status && (
                  <span className="key-mark" aria-hidden="true">
                    {markOf(status)}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
});
