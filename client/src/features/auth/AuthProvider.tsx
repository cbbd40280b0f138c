import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Usuario } from '../../../../contracts/api/accounts.ts';
import type { AuthFailure, Credentials, Registration } from '../../../../machines/auth/machine.ts';
import { paths } from '../../config/paths.ts';
import { JUST_REGISTERED } from './welcome.ts';
import { onSessionRejected } from '../../lib/api.ts';
import { AuthContext, isAdminUser, type AuthState } from '../../lib/auth.tsx';
import { KEYS, readJson, readString, writeJson } from '../../lib/storage.ts';
import { takeInvite } from '../../lib/pending-invite.ts';
import type { SessionActor } from './session-actor.ts';
import { checkSession } from './session-check.ts';

/** What the pages see of the session. */
type View = {
  user: Usuario | null;
  signedIn: boolean;
  loading: boolean;
  submitting: boolean;
  failure: AuthFailure | null;
};

/** Before the machine is loaded: what this browser stored (a stored player is signed in while checked). */
function storedView(): View {
  const token = readString(KEYS.token);
  const user = token ? readJson<Usuario>(KEYS.user) : null;
  return { user, signedIn: user !== null, loading: token !== null && user === null, submitting: false, failure: null };
}

function viewOf(snapshot: ReturnType<SessionActor['getSnapshot']>): View {
  const { user, failure } = snapshot.context;
  // A stored player is signed in while the token is checked, so pages render at once; only a
  // token without a stored player waits.
  const checking = snapshot.matches('start') || snapshot.matches('checking');
  return {
    user,
    signedIn: snapshot.matches('signedIn') || (checking && user !== null),
    loading: checking && user === null,
    submitting: snapshot.matches({ signedOut: 'loggingIn' }) || snapshot.matches({ signedOut: 'registering' }),
    failure,
  };
}

const VIEW_FLAGS = ['signedIn', 'loading', 'submitting', 'failure'] as const;

/** Settles once the machine has the start-up check's answer (at once when it had no token to check). */
const pastCheck = (actor: SessionActor) =>
  new Promise<void>((resolve) => {
    const past = () => !actor.getSnapshot().matches('start') && !actor.getSnapshot().matches('checking');
    if (past()) return resolve();
    const subscription = actor.subscribe(() => {
      if (!past()) return;
      subscription.unsubscribe();
      resolve();
    });
  });

/** The next view, keeping the current objects when nothing changed (nothing then re-renders). */
function nextView(current: View, next: View): View {
  const user = JSON.stringify(next.user) === JSON.stringify(current.user) ? current.user : next.user;
  const same = user === current.user && VIEW_FLAGS.every((flag) => next[flag] === current[flag]);
  return same ? current : { ...next, user };
}

/**
 * The session (spec section 4: signed in means a token is stored), driven by the auth machine. The
 * machine (and XState) loads at start when a token must be checked before anything shows, else with
 * the first sign-in, registration, logout or refused token: a visitor's pages never load it, and a
 * stored player's check, when the server accepts the token, needs only its call (the machine, when
 * it loads, takes that answer). Until it runs, the pages see what this browser stored.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // What this browser stored, read once: the first view, and whether a check must come first.
  const [stored] = useState(storedView);
  const [view, setView] = useState(stored);

  const [session] = useState(() => {
    let actor: Promise<SessionActor> | null = null;
    const load = () =>
      (actor ??= import('./session-actor.ts').then(({ startSessionActor }) => {
        // The machine goes to /login only after a registration: that page then welcomes the new player.
        const started = startSessionActor((to) =>
          to === 'home'
            ? navigateRef.current(takeInvite() ?? paths.home)
            : navigateRef.current(paths.login, { state: { [JUST_REGISTERED]: true } }),
        );
        // A change of session renders as a transition (the check's answer re-renders every page
        // that reads the session: that yields to input on a slow phone). The same session checked
        // again keeps its objects, so nothing re-renders for it.
        const update = () => {
          const next = viewOf(started.getSnapshot());
          startTransition(() => setView((current) => nextView(current, next)));
        };
        started.subscribe(update);
        update();
        return started;
      }));
    return {
      load,
      loaded: () => actor !== null,
      // Only a sign-out is taken while the start-up check runs: anything else waits for its answer
      // (usually given already: the machine then takes it at once).
      send: (event: Parameters<SessionActor['send']>[0]) =>
        void load().then(async (started) => {
          if (event.type !== 'LOGOUT' && event.type !== 'SESSION_REJECTED') await pastCheck(started);
          started.send(event);
        }),
    };
  });

  useEffect(() => {
    // A stored token is checked with the server: at once when there is nothing to show until it is
    // (index.html preloads the machine then); a stored player renders signed in meanwhile, so their
    // check waits until the page has drawn. The server's copy of an accepted player is stored and
    // shown as the machine would (setUser, storeUser); a refused token or no answer loads the
    // machine, which decides from the same answer (a refused token signs out).
    const check = () => {
      const token = readString(KEYS.token);
      if (token === null) return;
      checkSession(token).then(
        (user) => {
          if (session.loaded() || readString(KEYS.token) !== token) return;
          writeJson(KEYS.user, user);
          startTransition(() => setView((current) => nextView(current, { ...current, user })));
        },
        () => void session.load(),
      );
    };
    if (stored.loading) void session.load();
    else if (stored.signedIn && typeof requestIdleCallback === 'function')
      requestIdleCallback(check, { timeout: 2000 });
    else if (stored.signedIn) setTimeout(check, 200);
    return onSessionRejected(() => {
      if (readString(KEYS.token) !== null) session.send({ type: 'SESSION_REJECTED' });
    });
  }, [session, stored]);

  // Stable callbacks: pages may run effects on them.
  const commands = useMemo(
    () => ({
      login: (token: string, next: Usuario) => session.send({ type: 'SESSION_STARTED', token, user: next }),
      logout: () => session.send({ type: 'LOGOUT' }),
      updateUser: (next: Usuario) => session.send({ type: 'USER_UPDATED', user: next }),
      signIn: (credentials: Credentials) => session.send({ type: 'LOGIN', credentials }),
      register: (registration: Registration) => session.send({ type: 'REGISTER', registration }),
      clearFailure: () => session.send({ type: 'CLEAR_FAILURE' }),
    }),
    [session],
  );
  const value = useMemo<AuthState>(
    () => ({
      ...commands,
      user: view.signedIn ? view.user : null,
      isAuthenticated: view.signedIn,
      isAdmin: view.signedIn && isAdminUser(view.user),
      loading: view.loading,
      submitting: view.submitting,
      failure: view.failure,
    }),
    [commands, view],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
