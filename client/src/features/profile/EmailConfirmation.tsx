import { useState } from 'react';
import { CheckIcon, WarningIcon } from '../../components/Icons.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { cancelPendingEmail, resendConfirmation } from './api.ts';
import type { Usuario } from '../../../../contracts/api/accounts.ts';

type Sending = 'idle' | 'busy' | 'sent' | 'tooMany' | 'failed';

/** "Send again": mails a new confirmation link to the address waiting for one, and how that went. */
function useResend(): [Sending, () => Promise<void>] {
  const [sending, setSending] = useState<Sending>('idle');
  const resend = async () => {
    setSending('busy');
    try {
      await resendConfirmation();
      setSending('sent');
    } catch (error) {
      setSending(error instanceof ApiError && error.status === 429 ? 'tooMany' : 'failed');
    }
  };
  return [sending, resend];
}

/** Whether the account's address is confirmed (not by colour alone: a mark and words), with "send again". */
export function EmailConfirmation({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation('profile');
  const [sending, resend] = useResend();
  if (confirmed) {
    return (
      <span className="email-status confirmed" data-testid="email-status" data-confirmed="true">
        <CheckIcon /> {t('account.confirmed')}
      </span>
    );
  }
  return (
    <span className="email-status" data-testid="email-status" data-confirmed="false">
      <span>
        <WarningIcon /> {t('account.unconfirmed')}
      </span>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={sending === 'busy'}
        onClick={() => void resend()}
        data-testid="email-resend"
      >
        {sending === 'busy' ? t('account.resending') : t('account.resend')}
      </button>
      {sending === 'sent' && (
        <span className="form-success" role="status">
          {t('account.resent')}
        </span>
      )}
      {(sending === 'tooMany' || sending === 'failed') && (
        <span className="form-error" role="alert">
          {t(sending === 'tooMany' ? 'account.resendTooMany' : 'account.resendFailed')}
        </span>
      )}
    </span>
  );
}

type Cancelling = 'idle' | 'busy' | 'failed';

/**
 * The new address asked for, which becomes the account's only when its mailed link is opened:
 * "send again" mails a new link to it, "cancel" drops it (the account keeps its address).
 */
export function PendingEmail({ email, onCancelled }: { email: string; onCancelled: (profile: Usuario) => void }) {
  const { t } = useTranslation('profile');
  const [sending, resend] = useResend();
  const [cancelling, setCancelling] = useState<Cancelling>('idle');
  const cancel = async () => {
    setCancelling('busy');
    try {
      onCancelled((await cancelPendingEmail()).usuario);
    } catch {
      setCancelling('failed');
    }
  };
  return (
    <span className="email-status" data-testid="email-pending">
      <span>
        <WarningIcon /> {t('account.pendingText')}
      </span>
      <span className="pending-address" data-testid="email-pending-address">
        {email}
      </span>
      <span className="email-actions">
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={sending === 'busy'}
          onClick={() => void resend()}
          data-testid="email-pending-resend"
        >
          {sending === 'busy' ? t('account.resending') : t('account.resend')}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={cancelling === 'busy'}
          onClick={() => void cancel()}
          data-testid="email-pending-cancel"
        >
          {t('account.cancelPending')}
        </button>
      </span>
      {sending === 'sent' && (
        <span className="form-success" role="status">
          {t('account.resent')}
        </span>
      )}
      {(sending === 'tooMany' || sending === 'failed' || cancelling === 'failed') && (
        <span className="form-error" role="alert">
          {t(
            cancelling === 'failed'
              ? 'account.cancelFailed'
              : sending === 'tooMany'
                ? 'account.resendTooMany'
                : 'account.resendFailed',
          )}
        </span>
      )}
    </span>
  );
}
