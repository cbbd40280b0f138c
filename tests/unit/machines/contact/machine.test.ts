import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contactMachine } from '../../../../machines/contact/machine.ts';
import type { ContactValues } from '../../../../machines/contact/schema.ts';

const filled: ContactValues = {
  messageType: 'suggestion',
  name: 'Luis',
  email: 'luis@example.com',
  subject: 'Más pistas',
  message: 'Me gustaría una cuarta pista los lunes.',
};

function start(send: (values: ContactValues) => Promise<void> = async () => {}) {
  const sent: ContactValues[] = [];
  const machine = contactMachine.provide({
    actors: {
      sendMessage: fromPromise<void, ContactValues>(async ({ input }) => {
        sent.push(input);
        await send(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  const fill = (values: Partial<ContactValues>) => {
    for (const [field, value] of Object.entries(values))
      actor.send({ type: 'CHANGE', field: field as keyof ContactValues, value });
  };
  return { actor, sent, fill };
}

describe('contact machine', () => {
  it('given a fresh form, then it is idle with generalInquiry and empty fields', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual({
      messageType: 'generalInquiry',
      name: '',
      email: '',
      subject: '',
      message: '',
    });
  });

  it('given invalid fields, when submitted, then it stays idle, sends nothing and keeps what was typed', () => {
    const { actor, sent, fill } = start();
    fill({ ...filled, email: 'luis@', subject: 'Hey' });
    actor.send({ type: 'SUBMIT' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(sent).toEqual([]);
    expect(context.errors).toEqual({ email: 'emailInvalid', subject: 'subjectTooShort' });
    expect(context.values).toEqual({ ...filled, email: 'luis@', subject: 'Hey' });
  });

  it('given a field in error, when it changes, then its error follows the new value and goes once it is right', () => {
    const { actor, fill } = start();
    fill({ ...filled, email: '', subject: '' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'emailRequired', subject: 'subjectRequired' });
    fill({ email: 'luis@' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'emailInvalid', subject: 'subjectRequired' });
    fill({ email: 'luis@example.com' });
    expect(actor.getSnapshot().context.errors).toEqual({ subject: 'subjectRequired' });
  });

  it('given a field without an error, when it changes to something wrong, then no error shows before a submit', () => {
    const { actor, fill } = start();
    fill({ ...filled, subject: 'Hey' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('given a valid form, when submitted and the send succeeds, then success resets the form to generalInquiry', async () => {
    const { actor, sent, fill } = start();
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toEqual([filled]);
    expect(actor.getSnapshot().context.values).toEqual({
      messageType: 'generalInquiry',
      name: '',
      email: '',
      subject: '',
      message: '',
    });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('given a valid form, when the send fails, then the error keeps the failure and the values for a retry', async () => {
    const { actor, fill } = start(async () => {
      throw Object.assign(new Error('Demasiadas solicitudes'), { code: 'RATE_LIMITED' });
    });
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'RATE_LIMITED', message: 'Demasiadas solicitudes' });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual(filled);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('given a send in flight, when submitted again or edited, then nothing changes', () => {
    const { actor, sent, fill } = start(() => new Promise(() => {}));
    fill(filled);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', field: 'name', value: 'Otro' });
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.values.name).toBe('Luis');
  });
});
