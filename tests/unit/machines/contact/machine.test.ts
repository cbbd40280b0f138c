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

  it('given invalid fields, when submitted, then it stays idle, sends nothing and empties only the fields in error', () => {
    const { actor, sent, fill } = start();
    fill({ ...filled, email: 'luis@', subject: 'Hey' });
    actor.send({ type: 'SUBMIT' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(sent).toEqual([]);
    expect(context.errors).toEqual({ email: 'emailInvalid', subject: 'subjectTooShort' });
    expect(context.values).toEqual({ ...filled, email: '', subject: '' });
  });

  it('given a field in error, when it is focused, then its error is cleared and the others stay', () => {
    const { actor, fill } = start();
    fill({ ...filled, email: '', subject: '' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'FOCUS', field: 'email' });
    expect(actor.getSnapshot().context.errors).toEqual({ subject: 'subjectRequired' });
  });

  it('given a bad message type, when the select is focused, then it is reset to generalInquiry', () => {
    const { actor, fill } = start();
    fill({ ...filled, messageType: 'complaint' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ messageType: 'invalidMessageType' });
    expect(actor.getSnapshot().context.values.messageType).toBe('');
    actor.send({ type: 'FOCUS', field: 'messageType' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().context.values.messageType).toBe('generalInquiry');
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
