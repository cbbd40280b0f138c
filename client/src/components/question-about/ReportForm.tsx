import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { MOTIVOS, type Motivo } from '../../../../contracts/api/reports.ts';
import { FieldError } from '../FieldError.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { failureText } from '../../lib/api.ts';
import { sendReport } from './api.ts';

const MIN = 3;
const MAX = 500;

type State =
  | { step: 'closed' }
  | { step: 'open' }
  | { step: 'sending' }
  | { step: 'done'; message: string }
  | { step: 'refused'; message: string };

/**
 * "Report an error in this question": a reason and a short text about the question of the ended play
 * of `fecha`; the server thanks the reporter in their language (or says why it cannot take it).
 */
export function ReportForm({ fecha }: { fecha: string }) {
  const { t } = useTranslation('questionAbout');
  const id = useId();
  const [state, setState] = useState<State>({ step: 'closed' });
  const [motivo, setMotivo] = useState<Motivo>('dato-falso');
  const [texto, setTexto] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  // Keyboard users land on the form's chosen reason when it opens, and back on its button when they
  // cancel: focus moves once, when the element appears after their action (never on the page's load).
  const moved = useRef(false);
  const go = (next: State) => {
    moved.current = true;
    setState(next);
  };
  const focusOpener = useCallback((button: HTMLButtonElement | null) => {
    if (moved.current) button?.focus();
  }, []);
  const focusChosenReason = useCallback((radio: HTMLInputElement | null) => {
    if (radio?.checked) radio.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (texto.trim().length < MIN) {
      setTooShort(true);
      text.current?.focus();
      return;
    }
    setState({ step: 'sending' });
    try {
      const { mensaje } = await sendReport({ fecha, motivo, texto });
      setState({ step: 'done', message: mensaje });
    } catch (error) {
      setState({ step: 'refused', message: failureText(error) });
    }
  };

  if (state.step === 'done')
    return (
      <p className="report-thanks" role="status" data-testid="report-thanks">
        {state.message}
      </p>
    );
  if (state.step === 'closed')
    return (
      <button
        ref={focusOpener}
        type="button"
        className="button button-secondary report-open"
        data-testid="report-open"
        onClick={() => go({ step: 'open' })}
      >
        {t('report.open')}
      </button>
    );
  const sending = state.step === 'sending';
  return (
    <form
      className="report-form"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-testid="report-form"
      noValidate
    >
      <h4 id={`${id}-title`}>{t('report.title')}</h4>
      <fieldset>
        <legend>{t('report.reason')}</legend>
        {MOTIVOS.map((value) => (
          <label key={value} className="report-reason">
            <input
              type="radio"
              name={`${id}-motivo`}
              value={value}
              checked={motivo === value}
              ref={focusChosenReason}
              onChange={() => setMotivo(value)}
            />
            {t(`report.reasons.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className={tooShort ? 'field has-error' : 'field'}>
        <label htmlFor={`${id}-texto`}>{t('report.text')}</label>
        <textarea
          ref={text}
          id={`${id}-texto`}
          rows={3}
          maxLength={MAX}
          value={texto}
          aria-invalid={tooShort || undefined}
          aria-describedby={`${id}-hint${tooShort ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setTexto(event.target.value);
            if (event.target.value.trim().length >= MIN) setTooShort(false);
          }}
          data-testid="report-text"
        />
        <p id={`${id}-hint`} className="report-hint">
          {t('report.textHint')}
        </p>
        <FieldError id={`${id}-error`} text={tooShort ? t('report.tooShort') : undefined} />
      </div>
      {state.step === 'refused' && (
        <p className="form-error" role="alert" data-testid="report-error">
          {state.message}
        </p>
      )}
      <div className="report-actions">
        <button type="submit" className="button" disabled={sending} data-testid="report-send">
          {sending ? t('report.sending') : t('report.send')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => go({ step: 'closed' })}>
          {t('report.cancel')}
        </button>
      </div>
    </form>
  );
}
