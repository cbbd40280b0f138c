// The contact form chart (spec section 4, Contact form): idle → submitting → success | error.
// The client provides the `sendMessage` actor (which applies the second validation layer before the
// request); the server validates the same rules with the shared schemas.
import { assign, fromPromise, setup } from 'xstate';
import { callFailure } from '../auth/machine.ts';
import {
  checkContact,
  contactFormSchema,
  emptyContactValues,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './schema.ts';

/** Why sending failed: `code` lets the UI pick a text ('NETWORK_ERROR', 'RATE_LIMITED', ...). */
export type ContactFailure = { code: string; message: string };

export type ContactContext = {
  values: ContactValues;
  /** The fields in error: each keeps what was typed and its error until it is corrected. */
  errors: ContactErrors;
  failure: ContactFailure | null;
};

export type ContactEvent =
  | { type: 'CHANGE'; field: ContactField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'DISMISS' };

export const hasContactErrors = (context: Pick<ContactContext, 'errors'>) => Object.keys(context.errors).length > 0;

/** The code and message of a thrown error (the shape every account machine reads). */
function failureOf(error: unknown): ContactFailure {
  const { code, message } = callFailure(error);
  return { code, message };
}

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
  },
  actors: {
    // Named stub: the client injects the real call with machine.provide.
    sendMessage: fromPromise<void, ContactValues>(async () => {
      throw new Error('sendMessage not provided');
    }),
  },
  guards: {
    formValid: ({ context }) => checkContact(contactFormSchema, context.values).ok,
  },
  actions: {
    // A field in error is checked again as it changes: its error goes once it is right.
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const values = { ...context.values, [event.field]: event.value };
      if (!context.errors[event.field]) return { values };
      const check = checkContact(contactFormSchema, values);
      const errors = { ...context.errors };
      const still = check.ok ? undefined : check.errors[event.field];
      if (still) errors[event.field] = still;
      else delete errors[event.field];
      return { values, errors };
    }),
    showErrors: assign(({ context }) => {
      const check = checkContact(contactFormSchema, context.values);
      return check.ok ? {} : { errors: check.errors };
    }),
    clearErrors: assign({ errors: {}, failure: null }),
    setFailure: assign({ failure: (_, failure: ContactFailure) => failure }),
    resetForm: assign({ values: emptyContactValues(), errors: {}, failure: null }),
  },
}).createMachine({
  id: 'contact',
  context: { values: emptyContactValues(), errors: {}, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [{ guard: 'formValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => context.values,
        onDone: { target: 'success', actions: 'resetForm' },
        onError: { target: 'error', actions: { type: 'setFailure', params: ({ event }) => failureOf(event.error) } },
      },
    },
    // The result modal; DISMISS ('understood') closes it. After an error the form keeps its values.
    success: { on: { DISMISS: 'idle' } },
    error: { on: { DISMISS: { target: 'idle', actions: 'clearErrors' } } },
  },
});

export type ContactMachine = typeof contactMachine;
