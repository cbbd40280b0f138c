import { Fragment, type FormEvent, useState } from 'react';
import type { BankFilter, BankRow } from '../../../../contracts/api/questions.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useLoad } from '../../lib/use-load.ts';
import { exportBank, fetchBank } from './api.ts';
import { download } from './download.ts';
import { ImportPanel } from './ImportPanel.tsx';
import { QuestionEditor } from './QuestionEditor.tsx';
import { StateChange } from './StateChange.tsx';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

type Form = {
  texto: string;
  club: string;
  dificultad: '' | '1' | '2' | '3';
  era: string;
  uso: '' | NonNullable<BankFilter['uso']>;
  reportes: '' | NonNullable<BankFilter['reportes']>;
  estado: '' | NonNullable<BankFilter['estado']>;
  orden: BankFilter['orden'];
};
const EMPTY: Form = { texto: '', club: '', dificultad: '', era: '', uso: '', reportes: '', estado: '', orden: 'id' };

/** The question bank as admins browse it: search, filters, order and pages (GET /api/admin/preguntas). */
export function BankPanel({ onError }: { onError(error: unknown): void }) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<Form>(EMPTY);
  const [pagina, setPagina] = useState(1);
  const [applied, setApplied] = useState<Form>(EMPTY);
  /** The question open in the editor: its id, 'new', or none. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  /** The question whose retirement (or return) is being confirmed with a reason. */
  const [changing, setChanging] = useState<BankRow | null>(null);
  const [changed, setChanged] = useState<BankRow | null>(null);
  const { value: page, reload } = useLoad(() => fetchBank({ ...applied, pagina }), [applied, pagina], { onError });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPagina(1);
    setApplied(form);
  };
  const set =
    <Key extends keyof Form>(key: Key) =>
    (event: { target: { value: string } }) =>
      setForm({ ...form, [key]: event.target.value as Form[Key] });
  const choice = <Key extends keyof Form>(key: Key, label: string, options: [string, string][], any = true) => (
    <div className="field">
      <label htmlFor={`bank-${key}`}>{label}</label>
      <select id={`bank-${key}`} value={form[key]} onChange={set(key)} data-testid={`bank-${key}`}>
        {any && <option value="">{t('bank.any')}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  const pages = page ? Math.max(1, Math.ceil(page.total / page.por_pagina)) : 1;

  return (
    <section className="card admin-section" aria-labelledby="bank-title" data-testid="bank">
      <h2 id="bank-title">{t('bank.title')}</h2>
      <p>{t('bank.intro')}</p>
      <div className="admin-actions">
        <button
          type="button"
          className="button button-secondary"
          data-testid="bank-export"
          onClick={async () => {
            try {
              download(`preguntas-${new Date().toISOString().slice(0, 10)}.json`, await exportBank());
            } catch (error) {
              onError(error);
            }
          }}
        >
          {t('bank.export')}
        </button>
        <button type="button" className="button" data-testid="bank-new" onClick={() => setEditing('new')}>
          {t('editor.new')}
        </button>
      </div>
      <ImportPanel onImported={reload} onError={onError} />
      {editing !== null && (
        <QuestionEditor
          key={editing}
          id={editing === 'new' ? null : editing}
          clubs={page?.clubes ?? []}
          onSaved={reload}
          onClose={() => setEditing(null)}
          onError={onError}
        />
      )}
      <form className="admin-form bank-filters" onSubmit={submit}>
        <div className="field">
          <label htmlFor="bank-texto">{t('bank.search')}</label>
          <input
            id="bank-texto"
            type="search"
            maxLength={100}
            value={form.texto}
            placeholder={t('bank.searchPlaceholder')}
            onChange={set('texto')}
            data-testid="bank-texto"
          />
        </div>
        {choice(
          'club',
          t('bank.club'),
          (page?.clubes ?? []).map((club) => [club, club]),
        )}
        {choice(
          'dificultad',
          t('bank.difficulty'),
          (['1', '2', '3'] as const).map((n) => [n, t(`bank.difficulties.${n}`)]),
        )}
        <div className="field">
          <label htmlFor="bank-era">{t('bank.era')}</label>
          <input
            id="bank-era"
            type="number"
            inputMode="numeric"
            min={1900}
            max={2100}
            value={form.era}
            onChange={set('era')}
            data-testid="bank-era"
          />
        </div>
        {choice(
          'uso',
          t('bank.use'),
          (['nunca', 'usada'] as const).map((value) => [value, t(`bank.uses.${value}`)]),
        )}
        {choice(
          'reportes',
          t('bank.reports'),
          (['abiertos', 'alguno'] as const).map((value) => [value, t(`bank.reportFilters.${value}`)]),
        )}
        {choice(
          'estado',
          t('bank.state'),
          (['en-juego', 'retiradas'] as const).map((value) => [value, t(`bank.states.${value}`)]),
        )}
        {choice(
          'orden',
          t('bank.order'),
          (['id', 'uso', 'reportes'] as const).map((value) => [value, t(`bank.orders.${value}`)]),
          false,
        )}
        <button type="submit" className="button" data-testid="bank-apply">
          {t('bank.apply')}
        </button>
      </form>
      <p className="admin-message" role="status" aria-live="polite" data-testid="bank-status">
        {changed && t(changed.retirada ? 'editor.restored' : 'editor.retired', { id: changed.id })}
      </p>
      {page && (
        <p role="status" data-testid="bank-total">
          {t('bank.total', { count: page.total })}
        </p>
      )}
      {page && page.preguntas.length === 0 && <p>{t('bank.none')}</p>}
      {page && page.preguntas.length > 0 && (
        <>
          <ScrollRegion className="admin-table-wrap" label={t('bank.tableLabel')}>
            <table className="admin-table bank-table phone-cards" data-testid="bank-table">
              <thead>
                <tr>
                  <th scope="col">{t('bank.columns.id')}</th>
                  <th scope="col">{t('bank.columns.answer')}</th>
                  <th scope="col">{t('bank.columns.question')}</th>
                  <th scope="col">{t('bank.columns.club')}</th>
                  <th scope="col">{t('bank.columns.difficulty')}</th>
                  <th scope="col">{t('bank.columns.era')}</th>
                  <th scope="col">{t('bank.columns.lastUsed')}</th>
                  <th scope="col">{t('bank.columns.reports')}</th>
                  <th scope="col">{t('bank.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {page.preguntas.map((q) => (
                  <Fragment key={q.id}>
                    <tr data-question={q.id}>
                      <td className="admin-mono">{q.id}</td>
                      <td>
                        {q.respuesta}
                        {q.retirada && <span className="bank-retired"> ({t('bank.retired')})</span>}
                      </td>
                      <td lang="es" className="bank-question">
                        {q.pregunta_es}
                      </td>
                      <td data-label={t('bank.columns.club')}>{q.club ?? '—'}</td>
                      <td data-label={t('bank.columns.difficulty')}>{q.dificultad ?? '—'}</td>
                      <td className="admin-mono" data-label={t('bank.columns.era')}>
                        {q.era_desde ?? '?'}–{q.era_hasta ?? '?'}
                      </td>
                      <td className="admin-mono" data-label={t('bank.columns.lastUsed')}>
                        {q.ultimo_uso ?? t('bank.never')}
                        {q.dias_usada > 1 && ` (${t('bank.days', { count: q.dias_usada })})`}
                      </td>
                      <td data-label={t('bank.columns.reports')}>
                        {q.reportes === 0 ? '—' : t('bank.openReports', { open: q.reportes_abiertos, all: q.reportes })}
                      </td>
                      <td className="bank-row-actions">
                        <button
                          type="button"
                          className="button button-secondary"
                          aria-label={t('editor.editLabel', { id: q.id, answer: q.respuesta })}
                          onClick={() => setEditing(q.id)}
                          data-testid="bank-edit"
                        >
                          {t('editor.edit')}
                        </button>
                        <button
                          type="button"
                          className={q.retirada ? 'button button-secondary' : 'button button-danger'}
                          aria-label={t(q.retirada ? 'editor.restoreLabel' : 'editor.retireLabel', {
                            id: q.id,
                            answer: q.respuesta,
                          })}
                          aria-expanded={changing?.id === q.id}
                          onClick={() => setChanging(changing?.id === q.id ? null : q)}
                          data-testid={q.retirada ? 'bank-restore' : 'bank-retire'}
                        >
                          {t(q.retirada ? 'editor.restore' : 'editor.retire')}
                        </button>
                      </td>
                    </tr>
                    {changing?.id === q.id && (
                      <tr className="bank-state-row">
                        <td colSpan={9}>
                          <StateChange
                            question={q}
                            onDone={() => {
                              setChanged(q);
                              setChanging(null);
                              reload();
                            }}
                            onCancel={() => setChanging(null)}
                            onError={onError}
                          />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <div className="admin-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={pagina <= 1}
              onClick={() => setPagina(pagina - 1)}
            >
              {t('bank.previous')}
            </button>
            <span data-testid="bank-page">{t('bank.page', { page: pagina, pages })}</span>
            <button
              type="button"
              className="button button-secondary"
              disabled={pagina >= pages}
              onClick={() => setPagina(pagina + 1)}
              data-testid="bank-next"
            >
              {t('bank.next')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
