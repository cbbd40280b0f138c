import { useMachine } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { fromPromise } from 'xstate';
import { contactMachine, hasContactErrors, type ContactFailure } from '../../../../machines/contact/machine.ts';
import {
  CONTACT_LIMITS,
  MESSAGE_TYPES,
  type ContactField,
  type ContactValues,
} from '../../../../machines/contact/schema.ts';
import { machineOptions } from '../../lib/inspect.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FieldError } from '../../components/FieldError.tsx';
import { CONTACT_EMAIL, sendContactMessage } from './api.ts';
import './contact.css';

const EXPECT = [
  { key: 'quick', icon: '⚡' },
  { key: 'languages', icon: '🌐' },
  { key: 'time', icon: '⏱' },
] as const;

function ResultDialog({
  open,
  title,
  children,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation(['contact', 'contactForm', 'common']);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="contact-result-title"
      className="contact-dialog"
      testId="contact-result"
    >
      <h2 id="contact-result-title">{title}</h2>
      {children}
      <button type="button" className="button" onClick={onClose}>
        {t('result.understood')}
      </button>
    </Dialog>
  );
}

export function ContactPage() {
  const { t, i18n } = useTranslation(['contact', 'contactForm', 'common']);
  const machine = useMemo(
    () =>
      contactMachine.provide({
        actors: {
          sendMessage: fromPromise<void, ContactValues>(({ input }) =>
            sendContactMessage(input, i18n.language === 'en' ? 'en' : 'es'),
          ),
        },
      }),
    [i18n],
  );
  const [snapshot, send] = useMachine(machine, machineOptions());
  const { values, errors, failure } = snapshot.context;
  const submitting = snapshot.matches('submitting');

  const errorText = (field: ContactField) => {
    const key = errors[field];
    return key ? t(`contactForm:${key}`, CONTACT_LIMITS) : undefined;
  };
  const fieldProps = (field: Exclude<ContactField, 'messageType'>) => {
    const error = errorText(field);
    return {
      id: `contact-${field}`,
      name: field,
      value: values[field],
      placeholder: t(`placeholders.${field}`),
      'aria-required': true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `contact-${field}-error` : undefined,
      onChange: (event: { target: { value: string } }) => send({ type: 'CHANGE', field, value: event.target.value }),
    };
  };
  const field = (name: ContactField, control: ReactNode) => {
    const error = errorText(name);
    return (
      <div className={error ? 'field has-error' : 'field'}>
        <label htmlFor={`contact-${name}`}>
          {t(`fields.${name}`)}{' '}
          <span className="required-mark" aria-hidden="true">
            *
          </span>
          <span className="visually-hidden">{t('required')}</span>
        </label>
        {control}
        <FieldError id={`contact-${name}-error`} text={error} />
      </div>
    );
  };
  const failureText = (value: ContactFailure) => {
    if (value.code === 'NETWORK_ERROR') return t('common:errors.network');
    if (value.code === 'RATE_LIMITED') return t('result.rateLimited');
    if (value.code === 'VALIDATION_ERROR' && value.message) return value.message;
    return null;
  };
  const typeError = errorText('messageType');
  const shownFailure = failure ? failureText(failure) : null;

  return (
    <article className="page contact">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <div className="contact-layout">
        <form
          className="card contact-form"
          noValidate
          aria-labelledby="contact-form-title"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <h2 id="contact-form-title" className="visually-hidden">
            {t('title')}
          </h2>
          <p className="contact-note">{t('requiredNote')}</p>
          {field(
            'messageType',
            <select
              id="contact-messageType"
              name="messageType"
              value={values.messageType}
              aria-required
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? 'contact-messageType-error' : undefined}
              onChange={(event) => send({ type: 'CHANGE', field: 'messageType', value: event.target.value })}
            >
              {MESSAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`contactForm:types.${type}`)}
                </option>
              ))}
            </select>,
          )}
          {field('name', <input type="text" autoComplete="name" {...fieldProps('name')} />)}
          {field('email', <input type="email" autoComplete="email" {...fieldProps('email')} />)}
          {field('subject', <input type="text" {...fieldProps('subject')} />)}
          {field('message', <textarea rows={4} {...fieldProps('message')} />)}
          {hasContactErrors(snapshot.context) && (
            <p className="form-error" role="alert">
              {t('formErrors')}
            </p>
          )}
          <button type="submit" className="button" disabled={submitting} data-testid="contact-submit">
            {submitting ? t('sending') : t('submit')}
          </button>
        </form>

        <section className="card contact-expect" aria-labelledby="contact-expect" data-testid="contact-expect">
          <h2 id="contact-expect">{t('expect.title')}</h2>
          <ul>
            {EXPECT.map(({ key, icon }) => (
              <li key={key}>
                <span className="contact-expect-icon" aria-hidden="true">
                  {icon}
                </span>
                <div>
                  <h3>{t(`expect.${key}.title`)}</h3>
                  <p>{t(`expect.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <ResultDialog
        open={snapshot.matches('success') || snapshot.matches('error')}
        title={snapshot.matches('success') ? t('result.successTitle') : t('result.errorTitle')}
        onClose={() => send({ type: 'DISMISS' })}
      >
        {snapshot.matches('success') && <p>{t('contactForm:sent')}</p>}
        {snapshot.matches('error') &&
          (shownFailure ? (
            <p>{shownFailure}</p>
          ) : (
            <>
              <p>{t('result.unexpected')}</p>
              <p>{t('result.directContact', { email: CONTACT_EMAIL })}</p>
            </>
          ))}
      </ResultDialog>
    </article>
  );
}
