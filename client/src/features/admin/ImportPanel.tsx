import { type FormEvent, useId, useState } from 'react';
import type { ResumenImportacion } from '../../../../contracts/api/questions.ts';
import { FieldError } from '../../components/FieldError.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { importBank } from './api.ts';

/**
 * Import of a JSON file in the repository's format (an export, a data file): a dry run first, saying
 * what it would add and change and what keeps it out, then applied all at once with a reason.
 */
export function ImportPanel({ onImported, onError }: { onImported(): void; onError(error: unknown): void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [entradas, setEntradas] = useState<unknown[] | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [motivo, setMotivo] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const [summary, setSummary] = useState<ResumenImportacion | null>(null);
  const [busy, setBusy] = useState(false);

  const read = async (file: File | undefined) => {
    setSummary(null);
    setEntradas(null);
    setFileError(null);
    if (!file) return;
    try {
      const parsed: unknown = JSON.parse(await file.text());
      if (!Array.isArray(parsed) || parsed.length === 0) throw new Error('not an array');
      setEntradas(parsed);
    } catch {
      setFileError(t('import.notBank'));
    }
  };

  const run = async (aplicar: boolean) => {
    if (!entradas) {
      setFileError(t('import.noFile'));
      return;
    }
    if (motivo.trim().length < 3) {
      setReasonError(true);
      return;
    }
    setBusy(true);
    try {
      const result = await importBank({ entradas, motivo, aplicar });
      setSummary(result);
      if (result.aplicada) onImported();
    } catch (failure) {
      const resumen =
        failure instanceof ApiError ? (failure.body as { resumen?: ResumenImportacion } | null)?.resumen : undefined;
      if (resumen) setSummary(resumen);
      else onError(failure);
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(false);
  };
  const clean = summary !== null && summary.problemas.length === 0 && summary.conflictos.length === 0;

  return (
    <details className="bank-import" data-testid="bank-import">
      <summary>{t('import.title')}</summary>
      <p>{t('import.intro')}</p>
      <form className="admin-form" onSubmit={submit}>
        <div className={fileError ? 'field has-error' : 'field'}>
          <label htmlFor={`${id}-file`}>{t('import.file')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept="application/json,.json"
            onChange={(event) => read(event.target.files?.[0])}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            data-testid="import-file"
          />
          <FieldError id={`${id}-file-error`} text={fileError ?? undefined} />
          {entradas && <p className="field-help">{t('import.entries', { count: entradas.length })}</p>}
        </div>
        <div className={reasonError ? 'field has-error' : 'field'}>
          <label htmlFor={`${id}-reason`}>{t('editor.reason')}</label>
          <input
            id={`${id}-reason`}
            value={motivo}
            maxLength={200}
            onChange={(event) => {
              setMotivo(event.target.value);
              setReasonError(false);
            }}
            aria-invalid={reasonError || undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            data-testid="import-reason"
          />
          <FieldError id={`${id}-reason-error`} text={reasonError ? t('editor.reasonTooShort') : undefined} />
        </div>
        <div className="admin-actions">
          <button type="submit" className="button button-secondary" disabled={busy} data-testid="import-check">
            {t('import.check')}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy || !clean || summary?.aplicada}
            onClick={() => run(true)}
            data-testid="import-apply"
          >
            {t('import.apply')}
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite" data-testid="import-summary">
        {summary && (
          <>
            <p>
              <strong>
                {summary.aplicada ? t('import.applied') : clean ? t('import.wouldApply') : t('import.refused')}
              </strong>
            </p>
            <ul>
              <li>
                {t('import.new', { count: summary.nuevas.length })}
                {summary.nuevas.length > 0 && ` (#${summary.nuevas.join(', #')})`}
              </li>
              <li>{t('import.changed', { count: summary.cambiadas.length })}</li>
              <li>{t('import.same', { count: summary.iguales })}</li>
            </ul>
            {summary.cambiadas.length > 0 && (
              <ul className="bank-import-list">
                {summary.cambiadas.map((c) => (
                  <li key={c.id}>
                    #{c.id}: {c.campos.join(', ')}
                  </li>
                ))}
              </ul>
            )}
            {summary.conflictos.length > 0 && (
              <>
                <h4>{t('import.conflicts')}</h4>
                <ul className="bank-import-list field-error">
                  {summary.conflictos.map((c) => (
                    <li key={c.id}>{t('import.conflict', { id: c.id, before: c.antes, after: c.despues })}</li>
                  ))}
                </ul>
              </>
            )}
            {summary.problemas.length > 0 && (
              <>
                <h4>{t('import.problems')}</h4>
                <ul className="bank-import-list field-error" data-testid="import-problems">
                  {summary.problemas.map((p) => (
                    <li key={`${p.indice}-${p.campo}-${p.mensaje}`}>
                      {t('import.problem', { n: p.indice + 1, id: p.id ?? '—', field: p.campo, message: p.mensaje })}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </details>
  );
}
