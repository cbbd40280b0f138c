// The session chart (spec section 4, Authentication): a stored token is checked against the server
// at start-up, then the player is signed in or out. Calls, storage and navigation are named stubs
// the client provides with machine.provide.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Usuario } from '../../contracts/api/accounts.ts';
import type { CallFailure } from '../accounts/errors.ts';

export type Session = { token: string; usuario: Usuario };
export type Credentials = { email: string; password: string };
export type Registration = { username: string; email: string; password: string };

export type AuthFailure = CallFailure & { action: 'login' | 'register' };

export type AuthContext = {
  token: string | null;
  user: Usuario | null;
  failure: AuthFailure | null;
};

export type AuthInput = { token: string | null; user: Usuario | null };

export type AuthEvent =
  | { type: 'LOGIN'; credentials: Credentials }
  | { type: 'REGISTER'; registration: Registration }
  /** A token obtained by another call (a password change returns a fresh one). */
  | { type: 'SESSION_STARTED'; token: string; user: Usuario }
  | { type: 'USER_UPDATED'; user: Usuario }
  | { type: 'LOGOUT' }
  /** Any call answered that the stored token is no longer valid. */
  | { type: 'SESSION_REJECTED' }
  | { type: 'CLEAR_FAILURE' };

/** What a thrown error says about a call; status 0 means no answer. */
export function callFailure(error: unknown): CallFailure {
  if (typeof error === 'object' && error !== null) {
    const { status, code, message } = error as { status?: unknown; code?: unknown; message?: unknown };
    return {
      status: typeof status === 'number' ? status : 0,
      code: typeof code === 'string' ? code : 'UNEXPECTED',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { status: 0, code: 'UNEXPECTED', message: typeof error === 'string' ? error : '' };
}

/** Only an answer from the server that refuses the token signs out; an unreachable server does not. */
const refusesToken = (error: unknown) => {
  const { status } = callFailure(error);
  return status === 401 || status === 403;
};

/** A logout or a refused token ends a session, checked or still being checked. */
const SIGNING_OUT = {
  LOGOUT: { target: 'signedOut', actions: ['endSession', 'forgetSession', 'clearSession'] },
  SESSION_REJECTED: { target: 'signedOut', actions: ['forgetSession', 'clearSession'] },
} as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    verifySession: fromPromise<Usuario, { token: string }>(async () => {
      throw new Error('verifySession not provided');
    }),
    login: fromPromise<Session, Credentials>(async () => {
      throw new Error('login not provided');
    }),
    register: fromPromise<Session, Registration>(async () => {
      throw new Error('register not provided');
    }),
  },
  actions: {
    // Stubs: storage, the live socket and navigation belong to the client.
    storeSession: (_, _session: { token: string; user: Usuario }) => {},
    storeUser: (_, _user: Usuario) => {},
    clearSession: () => {},
    /** Tells the server the token is done with (a logout revokes it there, not only here). */
    endSession: () => {},
    goHome: () => {},
    goToLogin: () => {},
    setSession: assign((_, session: { token: string; user: Usuario }) => ({
      token: session.token,
      user: session.user,
      failure: null,
    })),
    setUser: assign({ user: (_, user: Usuario) => user }),
    forgetSession: assign({ token: null, user: null }),
    setFailure: assign({ failure: (_, failure: AuthFailure) => failure }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    hasStoredUser: ({ context }) => context.user !== null,
    refusesToken: (_, error: unknown) => refusesToken(error),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ token: input.token, user: input.token ? input.user : null, failure: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasToken', target: 'checking' },
        { target: 'signedOut', actions: 'clearSession' },
      ],
    },
    checking: {
      // The stored session is trusted while it is checked (pages render at once); a page whose call
      // is refused, or a logout, ends it here as it would once checked.
      on: SIGNING_OUT,
      invoke: {
        id: 'verifySession',
        src: 'verifySession',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'setUser', params: ({ event }) => event.output },
            { type: 'storeUser', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: { type: 'refusesToken', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'signedOut',
            actions: ['forgetSession', 'clearSession'],
          },
          // The server could not be reached: keep the stored session rather than sign the player out.
          { guard: 'hasStoredUser', target: 'signedIn' },
          { target: 'signedOut', actions: ['forgetSession', 'clearSession'] },
        ],
      },
    },
    signedOut: {
      initial: 'idle',
      on: {
        SESSION_STARTED: {
          target: 'signedIn',
          actions: [
            { type: 'setSession', params: ({ event }) => ({ token: event.token, user: event.user }) },
            { type: 'storeSession', params: ({ event }) => ({ token: event.token, user: event.user }) },
          ],
        },
      },
      states: {
        idle: {
          on: {
            LOGIN: { target: 'loggingIn', actions: 'clearFailure' },
            REGISTER: { target: 'registering', actions: 'clearFailure' },
            CLEAR_FAILURE: { actions: 'clearFailure' },
          },
        },
        loggingIn: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'LOGIN');
              return event.credentials;
            },
            onDone: {
              target: '#auth.signedIn',
              actions: [
                {
                  type: 'setSession',
                  params: ({ event }) => ({ token: event.output.token, user: event.output.usuario }),
                },
                {
                  type: 'storeSession',
                  params: ({ event }) => ({ token: event.output.token, user: event.output.usuario }),
                },
                'goHome',
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'setFailure',
                params: ({ event }) => ({ action: 'login' as const, ...callFailure(event.error) }),
              },
            },
          },
        },
        registering: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ event }) => {
              assertEvent(event, 'REGISTER');
              return event.registration;
            },
            // Spec section 4: after registering the player is signed in and taken to /login.
            onDone: {
              target: '#auth.signedIn',
              actions: [
                {
                  type: 'setSession',
                  params: ({ event }) => ({ token: event.output.token, user: event.output.usuario }),
                },
                {
                  type: 'storeSession',
                  params: ({ event }) => ({ token: event.output.token, user: event.output.usuario }),
                },
                'goToLogin',
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'setFailure',
                params: ({ event }) => ({ action: 'register' as const, ...callFailure(event.error) }),
              },
            },
          },
        },
      },
    },
    signedIn: {
      on: {
        ...SIGNING_OUT,
        USER_UPDATED: {
          actions: [
            { type: 'setUser', params: ({ event }) => event.user },
            { type: 'storeUser', params: ({ event }) => event.user },
          ],
        },
        SESSION_STARTED: {
          actions: [
            { type: 'setSession', params: ({ event }) => ({ token: event.token, user: event.user }) },
            { type: 'storeSession', params: ({ event }) => ({ token: event.token, user: event.user }) },
          ],
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
