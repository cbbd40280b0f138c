import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link, useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import type { CallFailure } from '../../../../machines/accounts/errors.ts';
import { fieldErrors, resetPasswordSchema } from '../../../../machines/accounts/validation.ts';
import { resetMachine } from '../../../../machines/reset/machine.ts';
import { paths } from '../../config/paths.ts';
import { machineOptions } from '../../lib/inspect.ts';
import * as accounts from './api.ts';
import { NewPasswordField, useFieldForm } from './form.tsx';
import './auth.css';
import './i18n.ts';

/** /reset-password?token=…: verifying → invalid | form → success, then /login after 3 s. */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [machine] = useState(() =>
    resetMachine.provide({
      actors: {
        verifyToken: fromPromise(({ input }: { input: { token: string } }) => accounts.verifyResetToken(input.token)),
        resetPassword: fromPromise(({ input }: { input: { token: string; newPassword: string } }) =>
          accounts.resetPassword(input.token, input.newPassword, i18n.language === 'en' ? 'en' : 'es'),
        ),
      },
      actions: { goToLogin: () => navigate(paths.login) },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { token: new URLSearchParams(search).get('token') },
    ...machineOptions(),
  });
  const form = useFieldForm({ newPassword: '', confirmPassword: '' }, (values) =>
    fieldErrors(resetPasswordSchema, values),
  );
  const { failure, username } = snapshot.context;

  const failureText = (value: CallFailure) => {
    if (value.code === 'INVALID_RESET_TOKEN') return t('auth.reset.invalidText');
    if (value.status === 429) return t('auth.messages.tooManyAttempts');
    if (value.status === 0) return t('errors.network');
    return value.message || t('auth.messages.forgotError');
  };

  const submit = () => {
    const errors = fieldErrors(resetPasswordSchema, form.values);
    if (Object.keys(errors).length > 0) form.showErrors(errors);
    else send({ type: 'SUBMIT', newPassword: form.values.newPassword });
  };

  let content;
  if (snapshot.matches('start') || snapshot.matches('verifying')) {
    content = (
      <p role="status" className="page-loading">
        <span className="spinner" aria-hidden="true" />
        {t('auth.reset.verifying')}
      </p>
    );
  } else if (snapshot.matches('invalid')) {
    content = (
      <div data-testid="reset-invalid">
        <h2>{t('auth.reset.invalidTitle')}</h2>
        <p>{t('auth.reset.invalidText')}</p>
        <p className="auth-intro">{t('auth.reset.invalidHelp')}</p>
        <Link href={paths.login} className="button">
          {t('auth.reset.backToLogin')}
        </Link>
      </div>
    );
  } else if (snapshot.matches('success') || snapshot.matches('redirected')) {
    content = (
      <p role="status" className="form-success" data-testid="reset-success">
        {t('auth.reset.success')}
      </p>
    );
  } else {
    content = (
      <form
        noValidate
        data-testid="reset-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="auth-greeting">{t('auth.reset.greeting', { username })}</p>
        <p className="auth-intro">{t('auth.reset.formText')}</p>
        <NewPasswordField
          form={form}
          field="newPassword"
          id="reset-password"
          label={t('auth.reset.newPassword')}
          placeholder={t('auth.reset.newPasswordPlaceholder')}
        />
        <NewPasswordField
          form={form}
          field="confirmPassword"
          id="reset-confirm"
          label={t('auth.reset.confirmPassword')}
          placeholder={t('auth.reset.confirmPlaceholder')}
        />
        {failure && (
          <p className="form-error" role="alert">
            {failureText(failure)}
          </p>
        )}
        <button
          type="submit"
          className="button auth-submit"
          disabled={snapshot.matches('submitting')}
          data-testid="reset-submit"
        >
          {snapshot.matches('submitting') ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </button>
      </form>
    );
  }

  return (
    <section className="page narrow auth-page">
      <div className="card auth-form">
        <h1>{t('auth.reset.title')}</h1>
        {content}
      </div>
    </section>
  );
}
