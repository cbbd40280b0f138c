import { useMachine } from '@xstate/react';
import { useState, type ReactNode } from 'react';
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

/** /reset-password?token=…: verifying → invalid | form → success, then /login after 3 s. */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation(['auth', 'accounts', 'common']);
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
    if (value.code === 'INVALID_RESET_TOKEN') return t('accounts:invalidResetLink');
    if (value.status === 429) return t('accounts:tooManyAttempts');
    if (value.status === 0) return t('common:errors.network');
    return value.message || t('accounts:forgotError');
  };

  const submit = () => {
    const errors = fieldErrors(resetPasswordSchema, form.values);
    if (Object.keys(errors).length > 0) form.showErrors(errors);
    else send({ type: 'SUBMIT', newPassword: form.values.newPassword });
  };

  let content: ReactNode;
  if (snapshot.matches('start') || snapshot.matches('verifying')) {
    content = (
      <p role="status" className="page-loading">
        <span className="spinner" aria-hidden="true" />
        {t('reset.verifying')}
      </p>
    );
  } else if (snapshot.matches('invalid')) {
    content = (
      <div data-testid="reset-invalid">
        <h2>{t('reset.invalidTitle')}</h2>
        <p>{t('accounts:invalidResetLink')}</p>
        <p className="auth-intro">{t('reset.invalidHelp')}</p>
        <Link href={paths.login} className="button">
          {t('reset.backToLogin')}
        </Link>
      </div>
    );
  } else if (snapshot.matches('success') || snapshot.matches('redirected')) {
    content = (
      <p role="status" className="form-success" data-testid="reset-success">
        {t('reset.success')}
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
        <p className="auth-greeting">{t('reset.greeting', { username: username ?? '' })}</p>
        <p className="auth-intro">{t('reset.formText')}</p>
        <NewPasswordField
          form={form}
          field="newPassword"
          id="reset-password"
          label={t('reset.newPassword')}
          placeholder={t('reset.newPasswordPlaceholder')}
        />
        <NewPasswordField
          form={form}
          field="confirmPassword"
          id="reset-confirm"
          label={t('reset.confirmPassword')}
          placeholder={t('reset.confirmPlaceholder')}
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
          {snapshot.matches('submitting') ? t('reset.submitting') : t('reset.submit')}
        </button>
      </form>
    );
  }

  return (
    <section className="page narrow auth-page">
      <div className="card auth-form">
        <h1>{t('reset.title')}</h1>
        {content}
      </div>
    </section>
  );
}
