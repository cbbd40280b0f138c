import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { EntradaBanco, PreguntaEditable, ProblemaCampo } from '../../../../contracts/api/questions.ts';
import { FieldError } from '../../components/FieldError.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { useLoad } from '../../lib/use-load.ts';
import { ApiError } from '../../lib/api.ts';
import { fetchQuestion, saveQuestion } from './api.ts';
import { QuestionHistory } from './QuestionHistory.tsx';

type Pair = { es: string; en: string };
type Form = {
  answer: string;
  question: Pair;
  hints: [Pair, Pair, Pair];
  fuentes: string;
  apodos: string;
  dificultad: '1' | '2' | '3';
  club: string;
  desde: string;
  hasta: string;
};

const EMPTY_PAIR: Pair = { es: '', en: '' };
const EMPTY: Form = {
  answer: '',
  question: EMPTY_PAIR,
  hints: [EMPTY_PAIR, EMPTY_PAIR, EMPTY_PAIR],
  fuentes: '',
  apodos: '',
  dificultad: '2',
  club: '',
  desde: '',
  hasta: '',
};

const formOf = (e: EntradaBanco): Form => ({
  answer: e.answer,
  question: e.question,
  hints: [e.hints[0] ?? EMPTY_PAIR, e.hints[1] ?? EMPTY_PAIR, e.hints[2] ?? EMPTY_PAIR],
  fuentes: e.fuentes.join('\n'),
  apodos: (e.apodos ?? []).join(', '),
  dificultad: String(e.dificultad) as Form['dificultad'],
  club: e.club,
  desde: String(e.era.desde),
  hasta: String(e.era.hasta),
});

const lines = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((line) => line.trim())
    .filter(Boolean);

/** The form as the repository's format (the server checks every field). */
function entryOf(form: Form): Omit<EntradaBanco, 'id'> {
  const apodos = lines(form.apodos, /,/);
  return {
    answer: form.answer.trim(),
    question: form.question,
    hints: form.hints,
    fuentes: lines(form.fuentes, /\s*\n\s*/),
    dificultad: Number(form.dificultad) as 1 | 2 | 3,
    club: form.club,
    era: { desde: Number(form.desde), hasta: Number(form.hasta) },
    ...(apodos.length > 0 ? { apodos } : {}),
  };
}

/** The form's field a problem of the server names (`fuentes.1` is the sources' box, `era.desde` the era's). */
const fieldOf = (campo: string) =>
  /^(fuentes|apodos|era)\b/.exec(campo)?.[1] ??
  (/^hints\.\d\.(es|en)$/.test(campo) ? campo : campo.split('.')[0] === 'hints' ? 'hints' : campo);

/**
 * An entry of the bank in both languages side by side, every field of the repository's format, saved
 * with a reason; the server's problems shown on their fields and in a summary that links to them.
 * `id` null: a new question.
 */
export function QuestionEditor({
  id,
  clubs,
  onSaved,
  onClose,
  onError,
}: {
  id: number | null;
  clubs: string[];
  onSaved(saved: PreguntaEditable): void;
  onClose(): void;
  onError(error: unknown): void;
}) {
  const { t } = useTranslation('admin');
  const uid = useId();
  const [form, setForm] = useState<Form>(EMPTY);
  const [motivo, setMotivo] = useState('');
  const [problems, setProblems] = useState<ProblemaCampo[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  // The editor is keyed by the question it edits: it opens with the focus on its heading.
  useEffect(() => heading.current?.focus(), []);
  const { value: loaded, replace: setLoaded } = useLoad(() => fetchQuestion(id ?? 0), [id], {
    enabled: id !== null,
    onLoad: (question) => setForm(formOf(question.entrada)),
    onError,
  });
  const currentId = loaded?.entrada.id ?? id;

  const labelOf = (campo: string) => {
    const field = fieldOf(campo);
    const text = /^(?:question|hints\.(\d))\.(es|en)$/.exec(field);
    if (text) {
      const what = text[1] ? t('reports.hint', { n: Number(text[1]) + 1 }) : t('editor.question');
      return `${what} (${t(text[2] === 'es' ? 'reports.spanish' : 'reports.english')})`;
    }
    const labels: Record<string, string> = {
      answer: t('editor.answer'),
      hints: t('editor.hints'),
      fuentes: t('editor.sources'),
      club: t('bank.club'),
      dificultad: t('bank.difficulty'),
      era: t('editor.era'),
      apodos: t('editor.nicknames'),
      motivo: t('editor.reason'),
    };
    return labels[field] ?? campo;
  };
  const fieldId = (campo: string) => `${uid}-${campo.replaceAll('.', '-')}`;
  const messagesOf = (campo: string) => problems.filter((p) => fieldOf(p.campo) === campo).map((p) => p.mensaje);
  const error = (campo: string) => {
    const messages = messagesOf(campo);
    return messages.length > 0 ? messages.join(' ') : undefined;
  };
  const invalid = (campo: string) => ({
    'aria-invalid': messagesOf(campo).length > 0 || undefined,
    'aria-describedby': messagesOf(campo).length > 0 ? `${fieldId(campo)}-error` : undefined,
  });
  const hintText = (campo: string, extra?: string) => {
    const described = [messagesOf(campo).length > 0 ? `${fieldId(campo)}-error` : null, extra ?? null].filter(Boolean);
    return described.length > 0 ? described.join(' ') : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setRefusal(null);
    if (motivo.trim().length < 3) {
      setProblems([{ campo: 'motivo', mensaje: t('editor.reasonTooShort') }]);
      summary.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await saveQuestion(loaded?.entrada.id ?? null, { entrada: entryOf(form), motivo });
      setProblems([]);
      setLoaded(result);
      setForm(formOf(result.entrada));
      setMotivo('');
      setSaved(result.entrada.id);
      setVersion((v) => v + 1);
      onSaved(result);
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 422 || failure.status === 409)) {
        const body = failure.body as { problemas?: ProblemaCampo[] } | null;
        setProblems(body?.problemas ?? []);
        setRefusal(failure.message);
        requestAnimationFrame(() => summary.current?.focus());
      } else onError(failure);
    } finally {
      setBusy(false);
    }
  };

  const set = (change: (form: Form) => Form) => setForm((previous) => change(previous));
  const setHint = (index: number, lang: keyof Pair, value: string) =>
    set((f) => {
      const hints = [...f.hints] as Form['hints'];
      hints[index] = { ...hints[index], [lang]: value };
      return { ...f, hints };
    });

  /** A text in both languages side by side (stacked on a phone). */
  const pair = (label: string, base: string, value: Pair, onChange: (lang: keyof Pair, value: string) => void) => (
    <fieldset className="editor-pair">
      <legend>{label}</legend>
      {(['es', 'en'] as const).map((lang) => {
        const campo = `${base}.${lang}`;
        return (
          <div key={lang} className={messagesOf(campo).length > 0 ? 'field has-error' : 'field'}>
            <label htmlFor={fieldId(campo)}>{t(lang === 'es' ? 'reports.spanish' : 'reports.english')}</label>
            <textarea
              id={fieldId(campo)}
              lang={lang}
              rows={3}
              value={value[lang]}
              onChange={(event) => onChange(lang, event.target.value.replace(/\s*\n\s*/g, ' '))}
              data-testid={`editor-${campo}`}
              {...invalid(campo)}
            />
            <FieldError id={`${fieldId(campo)}-error`} text={error(campo)} />
          </div>
        );
      })}
    </fieldset>
  );

  const answerLocked = loaded?.usada === true;
  return (
    <section
      className="card admin-section question-editor"
      aria-labelledby={`${uid}-title`}
      data-testid="question-editor"
    >
      <h3 id={`${uid}-title`} ref={heading} tabIndex={-1}>
        {currentId === null ? t('editor.newTitle') : t('editor.editTitle', { id: currentId })}
      </h3>
      <p>{t('editor.intro')}</p>
      {id !== null && loaded === null ? (
        <p role="status">{t('editor.loading')}</p>
      ) : (
        <form className="admin-form editor-form" onSubmit={submit} noValidate>
          <div ref={summary} tabIndex={-1} role="alert" className="editor-summary" data-testid="editor-problems">
            {refusal && <p className="field-error">{refusal}</p>}
            {problems.length > 0 && (
              <ul>
                {problems.map((problem, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: problems come as a list and never move
                  <li key={i}>
                    <a href={`#${fieldId(fieldOf(problem.campo))}`}>{labelOf(problem.campo)}</a>
                    {`: ${problem.mensaje}`}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={messagesOf('answer').length > 0 ? 'field has-error' : 'field'}>
            <label htmlFor={fieldId('answer')}>{t('editor.answer')}</label>
            <input
              id={fieldId('answer')}
              value={form.answer}
              maxLength={18}
              autoComplete="off"
              spellCheck={false}
              readOnly={answerLocked}
              onChange={(event) => set((f) => ({ ...f, answer: event.target.value }))}
              data-testid="editor-answer"
              {...invalid('answer')}
              aria-describedby={hintText('answer', `${fieldId('answer')}-help`)}
            />
            <p id={`${fieldId('answer')}-help`} className="field-help">
              {answerLocked ? t('editor.answerLocked') : t('editor.answerHelp')}
            </p>
            <FieldError id={`${fieldId('answer')}-error`} text={error('answer')} />
          </div>
          {pair(t('editor.question'), 'question', form.question, (lang, value) =>
            set((f) => ({ ...f, question: { ...f.question, [lang]: value } })),
          )}
          {form.hints.map((hint, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the three hints are fixed in their order
            <div key={index}>
              {pair(t('reports.hint', { n: index + 1 }), `hints.${index}`, hint, (lang, value) =>
                setHint(index, lang, value),
              )}
            </div>
          ))}
          <FieldError id={`${fieldId('hints')}-error`} text={error('hints')} />
          <div className={messagesOf('fuentes').length > 0 ? 'field has-error' : 'field'}>
            <label htmlFor={fieldId('fuentes')}>{t('editor.sources')}</label>
            <textarea
              id={fieldId('fuentes')}
              rows={4}
              value={form.fuentes}
              spellCheck={false}
              onChange={(event) => set((f) => ({ ...f, fuentes: event.target.value }))}
              data-testid="editor-fuentes"
              {...invalid('fuentes')}
              aria-describedby={hintText('fuentes', `${fieldId('fuentes')}-help`)}
            />
            <p id={`${fieldId('fuentes')}-help`} className="field-help">
              {t('editor.sourcesHelp')}
            </p>
            <FieldError id={`${fieldId('fuentes')}-error`} text={error('fuentes')} />
          </div>
          <div className="editor-meta">
            <div className={messagesOf('club').length > 0 ? 'field has-error' : 'field'}>
              <label htmlFor={fieldId('club')}>{t('bank.club')}</label>
              <input
                id={fieldId('club')}
                list={`${uid}-clubs`}
                value={form.club}
                onChange={(event) => set((f) => ({ ...f, club: event.target.value }))}
                data-testid="editor-club"
                {...invalid('club')}
              />
              <datalist id={`${uid}-clubs`}>
                {clubs.map((club) => (
                  <option key={club} value={club} />
                ))}
              </datalist>
              <FieldError id={`${fieldId('club')}-error`} text={error('club')} />
            </div>
            <div className={messagesOf('dificultad').length > 0 ? 'field has-error' : 'field'}>
              <label htmlFor={fieldId('dificultad')}>{t('bank.difficulty')}</label>
              <select
                id={fieldId('dificultad')}
                value={form.dificultad}
                onChange={(event) => set((f) => ({ ...f, dificultad: event.target.value as Form['dificultad'] }))}
                data-testid="editor-dificultad"
                {...invalid('dificultad')}
              >
                {(['1', '2', '3'] as const).map((n) => (
                  <option key={n} value={n}>
                    {t(`bank.difficulties.${n}`)}
                  </option>
                ))}
              </select>
              <FieldError id={`${fieldId('dificultad')}-error`} text={error('dificultad')} />
            </div>
            <fieldset className={messagesOf('era').length > 0 ? 'field editor-era has-error' : 'field editor-era'}>
              <legend>{t('editor.era')}</legend>
              <label htmlFor={fieldId('era')}>{t('editor.eraFrom')}</label>
              <input
                id={fieldId('era')}
                type="number"
                inputMode="numeric"
                value={form.desde}
                onChange={(event) => set((f) => ({ ...f, desde: event.target.value }))}
                data-testid="editor-desde"
                {...invalid('era')}
              />
              <label htmlFor={`${fieldId('era')}-to`}>{t('editor.eraTo')}</label>
              <input
                id={`${fieldId('era')}-to`}
                type="number"
                inputMode="numeric"
                value={form.hasta}
                onChange={(event) => set((f) => ({ ...f, hasta: event.target.value }))}
                data-testid="editor-hasta"
                {...invalid('era')}
              />
              <FieldError id={`${fieldId('era')}-error`} text={error('era')} />
            </fieldset>
          </div>
          <div className={messagesOf('apodos').length > 0 ? 'field has-error' : 'field'}>
            <label htmlFor={fieldId('apodos')}>{t('editor.nicknames')}</label>
            <input
              id={fieldId('apodos')}
              value={form.apodos}
              onChange={(event) => set((f) => ({ ...f, apodos: event.target.value }))}
              data-testid="editor-apodos"
              {...invalid('apodos')}
              aria-describedby={hintText('apodos', `${fieldId('apodos')}-help`)}
            />
            <p id={`${fieldId('apodos')}-help`} className="field-help">
              {t('editor.nicknamesHelp')}
            </p>
            <FieldError id={`${fieldId('apodos')}-error`} text={error('apodos')} />
          </div>
          <div className={messagesOf('motivo').length > 0 ? 'field has-error' : 'field'}>
            <label htmlFor={fieldId('motivo')}>{t('editor.reason')}</label>
            <input
              id={fieldId('motivo')}
              value={motivo}
              maxLength={200}
              required
              onChange={(event) => setMotivo(event.target.value)}
              data-testid="editor-motivo"
              {...invalid('motivo')}
            />
            <FieldError id={`${fieldId('motivo')}-error`} text={error('motivo')} />
          </div>
          <div className="admin-actions">
            <button type="submit" className="button" disabled={busy} data-testid="editor-save">
              {currentId === null ? t('editor.create') : t('editor.save')}
            </button>
            <button type="button" className="button button-secondary" onClick={onClose} data-testid="editor-close">
              {t('editor.close')}
            </button>
          </div>
          <p role="status" aria-live="polite" className="admin-message" data-testid="editor-status">
            {saved !== null && t('editor.saved', { id: saved })}
          </p>
        </form>
      )}
      {currentId !== null && <QuestionHistory id={currentId} version={version} onError={onError} />}
    </section>
  );
}
