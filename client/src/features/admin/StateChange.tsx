import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { BankRow, ProblemaCampo } from '../../../../contracts/api/questions.ts';
import { FieldError } from '../../components/FieldError.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { setRetired } from './api.ts';

/**
 * Retiring a question from the list (no later day gets it), or bringing it back, with a reason; a
 * question that comes back must pass the bank's checks, and what fails is listed here.
 */
export function StateChange({
  question,
  onDone,
  onCancel,
  onError,
}: {
  question: BankRow;
  onDone(): void;
  onCancel(): void;
  onError(error: unknown): void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [motivo, setMotivo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [problems, setProblems] = useState<ProblemaCampo[]>([]);
  const [busy, setBusy] = useState(false);
  const retiring = !question.retirada;

  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (motivo.trim().length < 3) {
      setProblem(t('editor.reasonTooShort'));
      return;
    }
    setBusy(true);
    try {
      await setRetired(question.id, retiring, motivo);
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        setProblem(failure.message);
        setProblems((failure.body as { problemas?: ProblemaCampo[] } | null)?.problemas ?? []);
      } else onError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form bank-state" onSubmit={submit} data-testid="bank-state">
      <div className={problem ? 'field has-error' : 'field'}>
        <label htmlFor={`${id}-reason`}>
          {t(retiring ? 'editor.retireReason' : 'editor.restoreReason', {
            id: question.id,
            answer: question.respuesta,
          })}
        </label>
        <input
          ref={input}
          id={`${id}-reason`}
          value={motivo}
          maxLength={200}
          onChange={(event) => {
            setMotivo(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          data-testid="bank-state-reason"
        />
        <div id={`${id}-error`} role="alert">
          <FieldError id={`${id}-message`} text={problem ?? undefined} />
          {problems.length > 0 && (
            <ul className="field-error">
              {problems.map((p) => (
                <li key={`${p.campo}-${p.mensaje}`}>
                  {p.campo}: {p.mensaje}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="admin-actions">
        <button
          type="submit"
          className={retiring ? 'button button-danger' : 'button'}
          disabled={busy}
          data-testid="bank-state-confirm"
        >
          {t(retiring ? 'editor.retire' : 'editor.restore')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('editor.cancel')}
        </button>
      </div>
    </form>
  );
}
