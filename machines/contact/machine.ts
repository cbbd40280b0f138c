// The contact form chart (spec section 4, Contact form): idle → submitting → success | error.
// The client provides the `sendMessage` actor (which applies the second validation layer before the
// request); the server validates the same rules with the shared schemas.
import { assign, fromPromise, setup } from 'xstate';
import { callFailure } from '../auth/machine.ts';
import {
  CONTACT_FIELDS,
  DEFAULT_MESSAGE_TYPE,
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
  /** A field with an error shows it as its placeholder, with its value emptied. */
  errors: ContactErrors;
  failure: ContactFailure | null;
};

export type ContactEvent =
  | { type: 'CHANGE'; field: ContactField; value: string }
  | { type: 'FOCUS'; field: ContactField }
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
    change: assign({
      values: ({ context, event }) =>
        event.type === 'CHANGE' ? { ...context.values, [event.field]: event.value } : context.values,
    }),
    clearFieldError: assign(({ context, event }) => {
      if (event.type !== 'FOCUS' || !context.errors[event.field]) return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      const values =
        event.field === 'messageType' ? { ...context.values, messageType: DEFAULT_MESSAGE_TYPE } : context.values;
      return { errors, values };
    }),
    showErrors: assign(({ context }) => {
      const check = checkContact(contactFormSchema, context.values);
      if (check.ok) return {};
      const values = { ...context.values };
      for (const field of CONTACT_FIELDS) if (check.errors[field]) values[field] = '';
      return { errors: check.errors, values };
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
        FOCUS: { actions: 'clearFieldError' },
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
