import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { fromPromise } from 'xstate';
import { fieldErrors, forgotPasswordSchema, type MessageKey } from '../../../../machines/accounts/validation.ts';
import { forgotMachine } from '../../../../machines/reset/forgot-machine.ts';
import { Dialog } from '../../components/Dialog.tsx';
import type { Language } from '../../i18n/index.ts';
import { machineOptions } from '../../lib/inspect.ts';
import { requestPasswordReset } from './api.ts';

/** The 'Forgot your password?' link and its modal (spec section 2, Forgot-password modal). */
export function ForgotPassword() {
  const { t, i18n } = useTranslation(['auth', 'accounts']);
  const language: Language = i18n.language === 'en' ? 'en' : 'es';
  const [machine] = useState(() =>
    forgotMachine.provide({
      actors: {
        requestReset: fromPromise(({ input }: { input: { email: string } }) =>
          requestPasswordReset(input.email, i18n.language === 'en' ? 'en' : 'es'),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, machineOptions());
  const [email, setEmail] = useState('');
  // The message's key, written at each render: shown in the page's language even when that changes,
  // or its texts arrive, after the check.
  const [errorKey, setErrorKey] = useState<MessageKey | null>(null);
  const error = errorKey ? t(`accounts:${errorKey}`) : null;
  const open = snapshot.matches('open');
  const sending = snapshot.matches({ open: 'sending' });
  const sent = snapshot.matches({ open: 'sent' });

  const openModal = () => {
    setEmail('');
    setErrorKey(null);
    send({ type: 'OPEN' });
  };
  const submit = () => {
    const key = fieldErrors(forgotPasswordSchema, { email }).email;
    setErrorKey(key ?? null);
    if (!key) send({ type: 'SUBMIT', email });
  };

  return (
    <>
      <button type="button" className="link-button" onClick={openModal} data-testid="forgot-open">
        {t('forgot.open')}
      </button>
      <Dialog open={open} onClose={() => send({ type: 'CLOSE' })} labelledBy="forgot-title" testId="forgot-modal">
        <h2 id="forgot-title">{t('forgot.title')}</h2>
        {sent ? (
          <p role="status" className="form-success" data-testid="forgot-sent">
            {t('forgot.sent')}
          </p>
        ) : (
          <form
            noValidate
            lang={language}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <p>{t('forgot.text')}</p>
            <div className={error ? 'field has-error' : 'field'}>
              <label htmlFor="forgot-email">{t('forgot.email')}</label>
              <input
                id="forgot-email"
                type="email"
                autoComplete="email"
                value={email}
                placeholder={t('forgot.emailPlaceholder')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'forgot-email-error' : undefined}
                onChange={(event) => setEmail(event.target.value)}
                autoFocus
              />
              {error && (
                <span id="forgot-email-error" className="form-error" role="alert">
                  {error}
                </span>
              )}
            </div>
            {snapshot.context.failed && (
              <p className="form-error" role="alert">
                {t('accounts:forgotError')}
              </p>
            )}
            <div className="dialog-actions">
              <button type="button" className="button button-secondary" onClick={() => send({ type: 'CLOSE' })}>
                {t('forgot.close')}
              </button>
              <button type="submit" className="button" disabled={sending} data-testid="forgot-submit">
                {sending ? t('forgot.sending') : t('forgot.submit')}
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
