import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Loading } from '../../components/Loading.tsx';
import { useTranslation } from '../../i18n/index.ts';
import type { Usuario } from '../../../../contracts/api/accounts.ts';

// The forms come with the form rules (zod): they load when a card is first opened, not with the page.
const forms = () => import('./SettingsForms.tsx');
const ChangePasswordForm = lazy(() => forms().then((m) => ({ default: m.ChangePasswordForm })));
const ChangeEmailForm = lazy(() => forms().then((m) => ({ default: m.ChangeEmailForm })));
const DeleteAccountForm = lazy(() => forms().then((m) => ({ default: m.DeleteAccountForm })));

function SettingsCard({
  title,
  danger,
  testId,
  children,
}: {
  title: string;
  danger?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // Once opened, a card keeps its form (and what was typed) while it is closed again.
  const [opened, setOpened] = useState(false);
  const id = useId();
  const toggle = () => {
    setOpen((value) => !value);
    setOpened(true);
  };
  return (
    <section className={danger ? 'card settings-card danger' : 'card settings-card'} data-testid={testId}>
      <h3>
        <button type="button" className="settings-toggle" aria-expanded={open} aria-controls={id} onClick={toggle}>
          <span>{title}</span>
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </h3>
      <div id={id} hidden={!open}>
        {opened && <Suspense fallback={<Loading />}>{children}</Suspense>}
      </div>
    </section>
  );
}

/** The three collapsible settings cards (spec section 2, Usuario). */
export function AccountSettings({
  email,
  onEmailChanged,
  onDeleted,
}: {
  email: string;
  onEmailChanged: (profile: Usuario) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <section className="profile-section" aria-labelledby="profile-settings-title">
      <h2 id="profile-settings-title">{t('settings.title')}</h2>
      <div className="settings-cards">
        <SettingsCard title={t('settings.changePassword.title')} testId="settings-password">
          <ChangePasswordForm />
        </SettingsCard>
        <SettingsCard title={t('settings.changeEmail.title')} testId="settings-email">
          <ChangeEmailForm currentEmail={email} onChanged={onEmailChanged} />
        </SettingsCard>
        <SettingsCard title={t('settings.deleteAccount.title')} danger testId="settings-delete">
          <DeleteAccountForm onDeleted={onDeleted} />
        </SettingsCard>
      </div>
    </section>
  );
}
