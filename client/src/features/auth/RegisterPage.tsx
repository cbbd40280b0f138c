import { useEffect } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import { registerFailure } from '../../../../machines/accounts/errors.ts';
import { fieldErrors, registerSchema } from '../../../../machines/accounts/validation.ts';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { Field, NewPasswordField, useFieldForm } from './form.tsx';
import './auth.css';

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'accounts']);
  const { register, submitting, failure, clearFailure } = useAuth();
  const form = useFieldForm({ username: '', email: '', password: '', confirmPassword: '' }, (values) =>
    fieldErrors(registerSchema, values),
  );
  const { showErrors } = form;
  const registerFailed = failure?.action === 'register' ? failure : null;
  const shown = registerFailed ? registerFailure(registerFailed) : null;

  useEffect(() => {
    if (registerFailed) showErrors(registerFailure(registerFailed).fields);
  }, [registerFailed, showErrors]);
  useEffect(() => clearFailure, [clearFailure]);

  const submit = () => {
    const errors = fieldErrors(registerSchema, form.values);
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }
    const { username, email, password } = form.values;
    register({ username, email: email.trim(), password });
  };

  return (
    <section className="page narrow auth-page">
      <form
        className="card auth-form"
        noValidate
        aria-labelledby="register-title"
        data-testid="register-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h1 id="register-title">{t('register.title')}</h1>
        <p className="auth-intro">{t('register.intro')}</p>
        <Field
          id="register-username"
          label={t('register.username')}
          error={form.errorText('username')}
          invalid={form.invalid('username')}
        >
          <input
            type="text"
            autoComplete="username"
            {...form.input('username', 'register-username', t('register.usernamePlaceholder'))}
          />
        </Field>
        <Field
          id="register-email"
          label={t('register.email')}
          error={form.errorText('email')}
          invalid={form.invalid('email')}
        >
          <input
            type="email"
            autoComplete="email"
            {...form.input('email', 'register-email', t('register.emailPlaceholder'))}
          />
        </Field>
        <NewPasswordField
          form={form}
          field="password"
          id="register-password"
          label={t('register.password')}
          placeholder={t('register.passwordPlaceholder')}
        />
        <NewPasswordField
          form={form}
          field="confirmPassword"
          id="register-confirm"
          label={t('register.confirmPassword')}
          placeholder={t('register.confirmPlaceholder')}
        />
        {shown?.general && (
          <p className="form-error" role="alert" data-testid="register-error">
            {t(`accounts:${shown.general}`)}
          </p>
        )}
        <button type="submit" className="button auth-submit" disabled={submitting} data-testid="register-submit">
          {submitting ? t('register.submitting') : t('register.submit')}
        </button>
        <p className="auth-links">
          {t('register.haveAccount')} <Link href={paths.login}>{t('register.loginLink')}</Link>
        </p>
      </form>
    </section>
  );
}
