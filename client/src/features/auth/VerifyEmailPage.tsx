import { useEffect } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link, useSearch } from 'wouter';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { KEYS, writeString } from '../../lib/storage.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useLoad } from '../../lib/use-load.ts';
import type { Session } from '../../../../machines/auth/machine.ts';
import * as accounts from './api.ts';
import './auth.css';

type Outcome = 'confirming' | 'confirmed' | 'invalid' | 'expired' | 'failed';

/** A link works once: a second mount of the page (React's strict mode) waits for the first call. */
const calls = new Map<string, Promise<Outcome>>();
/** The fresh session a confirmation gave this browser (its other sessions ended). */
const freshSessions = new Map<string, Session>();

function confirm(token: string): Promise<Outcome> {
  let call = calls.get(token);
  if (!call) {
    call = accounts.confirmEmail(token).then(
      (answer) => {
        if (answer.token && answer.usuario) {
          // Stored at once, so no request in flight with the ended token signs this browser out.
          writeString(KEYS.token, answer.token);
          freshSessions.set(token, { token: answer.token, usuario: answer.usuario });
        }
        return 'confirmed' as const;
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'VERIFICATION_TOKEN_EXPIRED') return 'expired' as const;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429)
          return 'invalid' as const;
        calls.delete(token);
        return 'failed' as const;
      },
    );
    calls.set(token, call);
  }
  return call;
}

/** /verificar-email?token=…: confirms the address through the server and says how it went. */
export function VerifyEmailPage() {
  const { t } = useTranslation(['auth', 'accounts']);
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { isAuthenticated, login, updateUser } = useAuth();
  const { value: confirmed } = useLoad(() => confirm(token), [token], { enabled: token !== '' });
  const outcome: Outcome = token ? (confirmed ?? 'confirming') : 'invalid';

  // A signed-in page learns the account's new state (confirmed, perhaps a new address or admin),
  // with the fresh session when the confirmation ended the others.
  const fresh = outcome === 'confirmed' ? freshSessions.get(token) : undefined;
  useEffect(() => {
    if (fresh) login(fresh.token, fresh.usuario);
  }, [fresh, login]);
  useLoad(accounts.fetchSessionUser, [], {
    enabled: outcome === 'confirmed' && !fresh && isAuthenticated,
    onLoad: updateUser,
  });

  return (
    <section className="page narrow auth-page">
      <div className="card auth-form" data-testid="verify-email" data-outcome={outcome}>
        <h1>{t('verify.title')}</h1>
        {outcome === 'confirming' ? (
          <p role="status" className="page-loading">
            <span className="spinner" aria-hidden="true" />
            {t('verify.confirming')}
          </p>
        ) : (
          <>
            <p
              role={outcome === 'confirmed' ? 'status' : 'alert'}
              className={outcome === 'confirmed' ? 'form-success' : 'form-error'}
            >
              {outcome === 'confirmed'
                ? t('verify.confirmed')
                : outcome === 'failed'
                  ? t('verify.failed')
                  : outcome === 'expired'
                    ? t('accounts:confirmationLinkExpired')
                    : t('accounts:invalidConfirmationLink')}
            </p>
            {outcome !== 'confirmed' && outcome !== 'failed' && (
              <p className="auth-intro">{t('accounts:askForAnotherLink')}</p>
            )}
            <Link href={isAuthenticated ? paths.profile : paths.login} className="button">
              {isAuthenticated ? t('verify.toProfile') : t('verify.toLogin')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
