import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { authMachine, type Credentials, type Registration, type SessionUser } from '../../../../machines/auth/machine.ts';
import { paths } from '../../config/paths.ts';
import { onSessionRejected } from '../../lib/api.ts';
import { AuthContext, isAdminUser, type AuthState, type User } from '../../lib/auth.tsx';
import { machineOptions } from '../../lib/inspect.ts';
import { realtime } from '../../lib/realtime.ts';
import { KEYS, readJson, readString, remove, writeJson, writeString } from '../../lib/storage.ts';
import * as accounts from './api.ts';

/** The session, driven by the auth machine: signed in means a token is stored (spec section 4). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const [machine] = useState(() =>
    authMachine.provide({
      actors: {
        verifySession: fromPromise(() => accounts.fetchSessionUser()),
        login: fromPromise(({ input }: { input: Credentials }) => accounts.login(input)),
        register: fromPromise(({ input }: { input: Registration }) => accounts.register(input)),
      },
      actions: {
        storeSession: (_, session) => {
          writeString(KEYS.token, session.token);
          writeJson(KEYS.user, session.user);
          // The socket reconnects so the server knows whose it is.
          realtime.restart();
        },
        storeUser: (_, user) => writeJson(KEYS.user, user),
        clearSession: () => {
          const hadToken = readString(KEYS.token) !== null;
          remove(KEYS.token);
          remove(KEYS.user);
          if (hadToken) realtime.restart();
        },
        // Sent before the token is forgotten (the call reads it now); a failure changes nothing here.
        endSession: () => void accounts.logout().catch(() => {}),
        goHome: () => navigateRef.current(paths.home),
        goToLogin: () => navigateRef.current(paths.login),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { token: readString(KEYS.token), user: readJson<SessionUser>(KEYS.user) },
    ...machineOptions(),
  });

  useEffect(() => onSessionRejected(() => send({ type: 'SESSION_REJECTED' })), [send]);

  const { failure } = snapshot.context;
  // A stored player is signed in while the token is checked, so pages render at once; only a
  // token without a stored player waits. The checked user keeps its identity when nothing changed,
  // so the check does not render every page a second time.
  const checking = snapshot.matches('start') || snapshot.matches('checking');
  const user = useStableUser(snapshot.context.user);
  const signedIn = snapshot.matches('signedIn') || (checking && user !== null);
  const loading = checking && user === null;
  const submitting = snapshot.matches({ signedOut: 'loggingIn' }) || snapshot.matches({ signedOut: 'registering' });

  // Stable callbacks: pages may run effects on them.
  const commands = useMemo(
    () => ({
      login: (token: string, next: User) => send({ type: 'SESSION_STARTED', token, user: next }),
      logout: () => send({ type: 'LOGOUT' }),
      updateUser: (next: User) => send({ type: 'USER_UPDATED', user: next }),
      signIn: (credentials: Credentials) => send({ type: 'LOGIN', credentials }),
      register: (registration: Registration) => send({ type: 'REGISTER', registration }),
      clearFailure: () => send({ type: 'CLEAR_FAILURE' }),
    }),
    [send],
  );
  const value = useMemo<AuthState>(
    () => ({
      ...commands,
      user: signedIn ? user : null,
      isAuthenticated: signedIn,
      isAdmin: signedIn && isAdminUser(user),
      loading,
      submitting,
      failure,
    }),
    [commands, user, signedIn, loading, submitting, failure],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The same object for the same user, so an unchanged check re-renders nothing. */
function useStableUser(user: SessionUser | null): SessionUser | null {
  const last = useRef(user);
  if (user !== last.current && JSON.stringify(user) !== JSON.stringify(last.current)) last.current = user;
  return user === null ? null : last.current;
}
