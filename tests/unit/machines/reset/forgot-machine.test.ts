import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { FORGOT_CLOSE_MS, forgotMachine } from '../../../../machines/reset/forgot-machine.ts';

function start(requestReset: (email: string) => Promise<void> = () => Promise.resolve()) {
  const call = vi.fn(requestReset);
  const clock = new SimulatedClock();
  const machine = forgotMachine.provide({
    actors: { requestReset: fromPromise(({ input }: { input: { email: string } }) => call(input.email)) },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, call, clock };
}

describe('the forgot-password modal', () => {
  it('given a fresh page, then it is closed until opened', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toEqual({ open: 'form' });
  });

  it.each(['', 'pedri', 'pe dri@barca.es'])('given the e-mail %j, then nothing is sent', (email) => {
    const { actor, call } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT', email });
    expect(actor.getSnapshot().value).toEqual({ open: 'form' });
    expect(call).not.toHaveBeenCalled();
  });

  it('given a valid e-mail, then it is sent trimmed, the sent text shows, and 3 s later the modal closes and resets', async () => {
    const { actor, call, clock } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT', email: '  pedri@barca.es ' });
    expect(actor.getSnapshot().value).toEqual({ open: 'sending' });
    await waitFor(actor, (s) => s.matches({ open: 'sent' }));
    expect(call).toHaveBeenCalledWith('pedri@barca.es');
    clock.increment(FORGOT_CLOSE_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ open: 'sent' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toEqual({ open: 'form' });
  });

  it('given the request fails, then the form shows the failure until the next attempt', async () => {
    let fail = true;
    const { actor } = start(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()));
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT', email: 'pedri@barca.es' });
    expect((await waitFor(actor, (s) => s.matches({ open: 'form' }))).context.failed).toBe(true);
    fail = false;
    actor.send({ type: 'SUBMIT', email: 'pedri@barca.es' });
    expect(actor.getSnapshot().context.failed).toBe(false);
  });

  it('given CLOSE at any step, then it closes', () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT', email: 'pedri@barca.es' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
