import { useEffect } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import { loginFailure } from '../../../../machines/accounts/errors.ts';
import { fieldErrors, loginSchema } from '../../../../machines/accounts/validation.ts';
import { paths } from '../../config/paths.ts';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { Loading } from '../../components/Loading.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { ForgotPassword } from './ForgotPassword.tsx';
import { Field, useFieldForm } from './form.tsx';
import { justRegistered } from './welcome.ts';
import './auth.css';

export function LoginPage() {
  const { t } = useTranslation(['auth', 'accounts']);
  const { user, isAuthenticated, loading, signIn, submitting, failure, clearFailure } = useAuth();
  const form = useFieldForm({ email: '', password: '' }, (values) => fieldErrors(loginSchema, values));
  const { showErrors } = form;
  const loginFailed = failure?.action === 'login' ? failure : null;
  const shown = loginFailed ? loginFailure(loginFailed) : null;

  // The server's answer lands on the fields it is about (spec section 8, Login); a refused password
  // goes, what was typed as the e-mail or username stays.
  useEffect(() => {
    if (loginFailed) {
      const { fields } = loginFailure(loginFailed);
      showErrors(fields, fields.password ? ['password'] : []);
    }
  }, [loginFailed, showErrors]);
  useEffect(() => clearFailure, [clearFailure]);

  if (loading) return <Loading />;

  if (isAuthenticated && user && justRegistered()) {
    return (
      <section className="page narrow auth-page" data-testid="registered">
        <div className="card auth-welcome">
          <h1>{t('registered.title')}</h1>
          <p>{t('registered.greeting', { name: user.username || user.email })}</p>
          <p>
            {t('registered.mailSent')} <strong className="auth-email">{user.email}</strong>
          </p>
          <p className="auth-intro">{t('registered.mailHelp')}</p>
          <div className="auth-actions">
            <Link href={paths.game} className="button" data-testid="registered-play">
              {t('registered.play')}
            </Link>
            <Link href={paths.profile} className="button button-secondary">
              {t('login.profile')}
            </Link>
          </div>
        </div>
      </section>
    );
  }

  if (isAuthenticated && user) {
    return (
      <section className="page narrow auth-page" data-testid="login-signed-in">
        <div className="card">
          <h1>{t('login.title')}</h1>
          <p>{t('login.signedInAs', { name: user.username || user.email })}</p>
          <div className="auth-actions">
            <Link href={paths.home} className="button">
              {t('login.play')}
            </Link>
            <Link href={paths.profile} className="button button-secondary">
              {t('login.profile')}
            </Link>
          </div>
        </div>
      </section>
    );
  }

  const submit = () => {
    const errors = fieldErrors(loginSchema, form.values);
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }
    signIn({ email: form.values.email.trim(), password: form.values.password });
  };

  return (
    <section className="page narrow auth-page">
      <div className="card auth-form">
        <form
          noValidate
          aria-labelledby="login-title"
          data-testid="login-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h1 id="login-title">{t('login.title')}</h1>
          <p className="auth-intro">{t('login.intro')}</p>
          <Field
            id="login-email"
            label={t('login.identifier')}
            error={form.errorText('email')}
            invalid={form.invalid('email')}
          >
            <input
              type="text"
              autoComplete="username"
              {...form.input('email', 'login-email', t('login.identifierPlaceholder'))}
            />
          </Field>
          <Field
            id="login-password"
            label={t('login.password')}
            error={form.errorText('password')}
            invalid={form.invalid('password')}
          >
            <PasswordInput
              autoComplete="current-password"
              showLabel={t('showPassword')}
              hideLabel={t('hidePassword')}
              {...form.input('password', 'login-password', t('login.passwordPlaceholder'))}
            />
          </Field>
          {shown?.general && (
            <p className="form-error" role="alert" data-testid="login-error">
              {t(`accounts:${shown.general}`)}
            </p>
          )}
          <button type="submit" className="button auth-submit" disabled={submitting} data-testid="login-submit">
            {submitting ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        {/* Outside the form: the modal holds a form of its own. */}
        <div className="auth-links">
          <ForgotPassword />
          <p>
            {t('login.noAccount')} <Link href={paths.register}>{t('login.registerLink')}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
