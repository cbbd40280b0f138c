// The account settings' forms (section 8), loaded when a settings card is first opened: they bring
// the form rules (zod) the rest of the profile does not need.
import type { Usuario } from '../../../../contracts/api/accounts.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { profileFailure, type AccountTextKey, type ProfileAction } from '../../../../machines/accounts/errors.ts';
import { callFailure } from '../../../../machines/auth/machine.ts';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  firstError,
} from '../../../../machines/accounts/validation.ts';
import { paths } from '../../config/paths.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { useAuth } from '../../lib/auth.tsx';
import * as profileApi from './api.ts';

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'error'; key: AccountTextKey } | { kind: 'done' };

/** One settings action: validate with the shared schema, call, and map a failure to its text (section 8). */
function useSettingsAction(action: ProfileAction) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const validate = (schema: z.ZodType, values: object) => {
    const key = firstError(schema, values);
    setStatus(key ? { kind: 'error', key } : { kind: 'idle' });
    return key === null;
  };
  const run = async (call: () => Promise<void>) => {
    setStatus({ kind: 'saving' });
    try {
      await call();
      setStatus({ kind: 'done' });
    } catch (error) {
      setStatus({ kind: 'error', key: profileFailure(action, callFailure(error)) });
    }
  };
  return { status, validate, run };
}

function StatusLine({ status, success }: { status: Status; success: string }) {
  const { t } = useTranslation(['profile', 'accounts']);
  if (status.kind === 'error')
    return (
      <p className="form-error" role="alert">
        {t(`accounts:${status.key}`)}
      </p>
    );
  if (status.kind === 'done')
    return (
      <p className="form-success" role="status">
        {success}
      </p>
    );
  return null;
}

function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  const { t } = useTranslation(['profile', 'accounts']);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <PasswordInput
        id={id}
        value={value}
        autoComplete={autoComplete}
        showLabel={t('settings.showPassword')}
        hideLabel={t('settings.hidePassword')}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

const submitted = (handler: () => void) => (event: FormEvent) => {
  event.preventDefault();
  handler();
};

export function ChangePasswordForm() {
  const { t } = useTranslation(['profile', 'accounts']);
  const { login } = useAuth();
  const { status, validate, run } = useSettingsAction('changePassword');
  const empty = { passwordActual: '', nuevaPassword: '', confirmarPassword: '' };
  const [values, setValues] = useState(empty);
  // A new key remounts the fields, which also turns their show-password toggles off.
  const [generation, setGeneration] = useState(0);
  const set = (field: keyof typeof empty) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = () => {
    if (!validate(changePasswordSchema, values)) return;
    void run(async () => {
      const answer = await profileApi.changePassword({
        passwordActual: values.passwordActual,
        nuevaPassword: values.nuevaPassword,
      });
      // The change ended every session, this one too: keep going with the fresh token.
      login(answer.token, answer.usuario);
      setValues(empty);
      setGeneration((value) => value + 1);
    });
  };

  return (
    <form noValidate onSubmit={submitted(submit)} key={generation} data-testid="change-password-form">
      <PasswordField
        id="profile-current-password"
        label={t('settings.changePassword.current')}
        value={values.passwordActual}
        onChange={set('passwordActual')}
        autoComplete="current-password"
      />
      <PasswordField
        id="profile-new-password"
        label={t('settings.changePassword.new')}
        value={values.nuevaPassword}
        onChange={set('nuevaPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        id="profile-confirm-password"
        label={t('settings.changePassword.confirm')}
        value={values.confirmarPassword}
        onChange={set('confirmarPassword')}
        autoComplete="new-password"
      />
      <StatusLine status={status} success={t('settings.changePassword.success')} />
      <button type="submit" className="button" disabled={status.kind === 'saving'}>
        {status.kind === 'saving' ? t('settings.saving') : t('settings.changePassword.submit')}
      </button>
    </form>
  );
}

export function ChangeEmailForm({
  currentEmail,
  onChanged,
}: {
  currentEmail: string;
  onChanged: (profile: Usuario) => void;
}) {
  const { t } = useTranslation(['profile', 'accounts']);
  const { updateUser } = useAuth();
  const { status, validate, run } = useSettingsAction('changeEmail');
  const [values, setValues] = useState({ nuevoEmail: '', password: '' });

  const submit = () => {
    if (!validate(changeEmailSchema(currentEmail), values)) return;
    void run(async () => {
      const answer = await profileApi.changeEmail({ password: values.password, nuevoEmail: values.nuevoEmail.trim() });
      // Nothing changed yet but the pending address: the session goes on.
      updateUser(answer.usuario);
      onChanged(answer.usuario);
      setValues({ nuevoEmail: '', password: '' });
    });
  };

  return (
    <form noValidate onSubmit={submitted(submit)} data-testid="change-email-form">
      <div className="field">
        <label htmlFor="profile-new-email">{t('settings.changeEmail.newEmail')}</label>
        <input
          id="profile-new-email"
          type="email"
          autoComplete="email"
          value={values.nuevoEmail}
          onChange={(event) => setValues((current) => ({ ...current, nuevoEmail: event.target.value }))}
        />
      </div>
      <PasswordField
        id="profile-email-password"
        label={t('settings.changeEmail.password')}
        value={values.password}
        onChange={(password) => setValues((current) => ({ ...current, password }))}
        autoComplete="current-password"
      />
      <StatusLine status={status} success={t('settings.changeEmail.success')} />
      <button type="submit" className="button" disabled={status.kind === 'saving'}>
        {status.kind === 'saving' ? t('settings.saving') : t('settings.changeEmail.submit')}
      </button>
    </form>
  );
}

export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation(['profile', 'accounts']);
  const { logout } = useAuth();
  const [, navigate] = useLocation();
  const { status, validate, run } = useSettingsAction('deleteAccount');
  const [values, setValues] = useState({ password: '', confirmacion: '' });
  const [confirming, setConfirming] = useState(false);

  const accept = () => {
    setConfirming(false);
    void run(async () => {
      await profileApi.deleteAccount({ password: values.password, confirmacion: values.confirmacion.trim() });
      onDeleted();
      logout();
      navigate(paths.home, { replace: true });
    });
  };

  return (
    <form
      noValidate
      onSubmit={submitted(() => validate(deleteAccountSchema, values) && setConfirming(true))}
      data-testid="delete-account-form"
    >
      <p className="danger-label">{t('settings.deleteAccount.danger')}</p>
      <p>{t('settings.deleteAccount.warning')}</p>
      <PasswordField
        id="profile-delete-password"
        label={t('settings.deleteAccount.password')}
        value={values.password}
        onChange={(password) => setValues((current) => ({ ...current, password }))}
        autoComplete="current-password"
      />
      <div className="field">
        <label htmlFor="profile-delete-confirmation">{t('settings.deleteAccount.confirmation')}</label>
        <input
          id="profile-delete-confirmation"
          type="text"
          autoComplete="off"
          aria-describedby="profile-delete-hint"
          value={values.confirmacion}
          onChange={(event) => setValues((current) => ({ ...current, confirmacion: event.target.value }))}
        />
        <span id="profile-delete-hint" className="field-hint">
          {t('settings.deleteAccount.confirmationHint')}
        </span>
      </div>
      <StatusLine status={status} success="" />
      <button type="submit" className="button button-danger" disabled={status.kind === 'saving'}>
        {status.kind === 'saving' ? t('settings.deleteAccount.deleting') : t('settings.deleteAccount.submit')}
      </button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        labelledBy="delete-confirm-title"
        testId="delete-confirm"
      >
        <h2 id="delete-confirm-title">{t('settings.deleteAccount.modalTitle')}</h2>
        <p>{t('settings.deleteAccount.modalText')}</p>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
            {t('settings.deleteAccount.cancel')}
          </button>
          <button type="button" className="button button-danger" onClick={accept} data-testid="delete-accept">
            {t('settings.deleteAccount.accept')}
          </button>
        </div>
      </Dialog>
    </form>
  );
}
