// The reset-password page (spec section 4): verifying → invalid | form → submitting → success, and
// /login 3 s after success. The calls and the navigation are stubs the client provides.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { callFailure } from '../auth/machine.ts';
import type { CallFailure } from '../accounts/errors.ts';
import { resetPasswordRequestSchema } from '../accounts/validation.ts';

export const RESET_REDIRECT_MS = 3000;

export type ResetContext = {
  token: string | null;
  username: string | null;
  failure: CallFailure | null;
};

export type ResetEvent = { type: 'SUBMIT'; newPassword: string };

export type TokenCheck = { valid: boolean; username: string | null };

export const resetMachine = setup({
  types: {
    context: {} as ResetContext,
    events: {} as ResetEvent,
    input: {} as { token: string | null },
  },
  actors: {
    verifyToken: fromPromise<TokenCheck, { token: string }>(async () => {
      throw new Error('verifyToken not provided');
    }),
    resetPassword: fromPromise<void, { token: string; newPassword: string }>(async () => {
      throw new Error('resetPassword not provided');
    }),
  },
  actions: {
    goToLogin: () => {},
    setUsername: assign({ username: (_, username: string | null) => username }),
    setFailure: assign({ failure: (_, failure: CallFailure) => failure }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token !== '',
    tokenValid: (_, check: TokenCheck) => check.valid,
    passwordValid: ({ event }) => resetPasswordRequestSchema.safeParse({ newPassword: event.newPassword }).success,
  },
}).createMachine({
  id: 'reset',
  context: ({ input }) => ({ token: input.token, username: null, failure: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasToken', target: 'verifying' }, { target: 'invalid' }],
    },
    verifying: {
      invoke: {
        id: 'verifyToken',
        src: 'verifyToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'tokenValid', params: ({ event }) => event.output },
            target: 'form',
            actions: { type: 'setUsername', params: ({ event }) => event.output.username },
          },
          { target: 'invalid' },
        ],
        onError: 'invalid',
      },
    },
    invalid: { type: 'final' },
    form: {
      on: {
        SUBMIT: { guard: 'passwordValid', target: 'submitting', actions: 'clearFailure' },
      },
    },
    submitting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT');
          return { token: context.token ?? '', newPassword: event.newPassword };
        },
        onDone: 'success',
        onError: {
          target: 'form',
          actions: { type: 'setFailure', params: ({ event }) => callFailure(event.error) },
        },
      },
    },
    success: {
      after: { [RESET_REDIRECT_MS]: 'redirected' },
    },
    redirected: { type: 'final', entry: 'goToLogin' },
  },
});

export type ResetMachine = typeof resetMachine;
