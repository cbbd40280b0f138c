// The forgot-password modal (spec section 4): form → sending → sent, which closes and resets itself
// after 3 s. The request is a stub the client provides.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { forgotPasswordSchema } from '../accounts/validation.ts';

export const FORGOT_CLOSE_MS = 3000;

export type ForgotContext = { failed: boolean };

export type ForgotEvent = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'SUBMIT'; email: string };

export const forgotMachine = setup({
  types: {
    context: {} as ForgotContext,
    events: {} as ForgotEvent,
  },
  actors: {
    requestReset: fromPromise<void, { email: string }>(async () => {
      throw new Error('requestReset not provided');
    }),
  },
  actions: {
    setFailed: assign({ failed: true }),
    reset: assign({ failed: false }),
  },
  guards: {
    emailValid: ({ event }) =>
      event.type === 'SUBMIT' && forgotPasswordSchema.safeParse({ email: event.email }).success,
  },
}).createMachine({
  id: 'forgotPassword',
  context: { failed: false },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'open', actions: 'reset' } },
    },
    open: {
      initial: 'form',
      on: { CLOSE: { target: 'closed', actions: 'reset' } },
      states: {
        form: {
          on: { SUBMIT: { guard: 'emailValid', target: 'sending', actions: 'reset' } },
        },
        sending: {
          invoke: {
            id: 'requestReset',
            src: 'requestReset',
            // The e-mail is sent trimmed (spec section 5).
            input: ({ event }) => {
              assertEvent(event, 'SUBMIT');
              return { email: event.email.trim() };
            },
            onDone: 'sent',
            onError: { target: 'form', actions: 'setFailed' },
          },
        },
        sent: {
          after: { [FORGOT_CLOSE_MS]: { target: '#forgotPassword.closed', actions: 'reset' } },
        },
      },
    },
  },
});

export type ForgotMachine = typeof forgotMachine;
