import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { RESET_REDIRECT_MS, resetMachine, type TokenCheck } from '../../../../machines/reset/machine.ts';

function start(token: string | null, calls: { verify?: () => Promise<TokenCheck>; reset?: () => Promise<void> } = {}) {
  const goToLogin = vi.fn();
  const reset = calls.reset ?? (() => Promise.resolve());
  const resetCall = vi.fn((_input: { token: string; newPassword: string }) => reset());
  const clock = new SimulatedClock();
  const machine = resetMachine.provide({
    actors: {
      verifyToken: fromPromise(calls.verify ?? (() => Promise.resolve({ valid: true, username: 'Pedri8' }))),
      resetPassword: fromPromise(({ input }: { input: { token: string; newPassword: string } }) => resetCall(input)),
    },
    actions: { goToLogin },
  });
  const actor = createActor(machine, { input: { token }, clock }).start();
  return { actor, goToLogin, resetCall, clock };
}

describe('verifying the link', () => {
  it.each([null, ''])('given no token (%j), then the link is invalid without asking the server', (token) => {
    const verify = vi.fn(() => Promise.resolve({ valid: true, username: 'x' }));
    const { actor } = start(token, { verify });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(verify).not.toHaveBeenCalled();
  });

  it('given a token, then it is verifying first', () => {
    expect(start('abc', { verify: () => new Promise(() => {}) }).actor.getSnapshot().value).toBe('verifying');
  });

  it('given a valid token, then the form greets the username', async () => {
    const { actor } = start('abc');
    const s = await waitFor(actor, (snapshot) => snapshot.matches('form'));
    expect(s.context.username).toBe('Pedri8');
  });

  it.each([
    { why: 'the server says invalid', verify: () => Promise.resolve({ valid: false, username: null }) },
    { why: 'the check fails', verify: () => Promise.reject(new Error('offline')) },
  ])('given $why, then the page shows the invalid link', async ({ verify }) => {
    const { actor } = start('abc', { verify });
    expect((await waitFor(actor, (s) => s.matches('invalid'))).status).toBe('done');
  });
});

describe('the form', () => {
  const atForm = async (calls?: { reset?: () => Promise<void> }) => {
    const started = start('abc', calls);
    await waitFor(started.actor, (s) => s.matches('form'));
    return started;
  };

  it('given a password that breaks the rules, then nothing is sent', async () => {
    const { actor, resetCall } = await atForm();
    actor.send({ type: 'SUBMIT', newPassword: 'weak' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(resetCall).not.toHaveBeenCalled();
  });

  it('given a valid password, then it is sent with the token and, on success, /login follows 3 s later', async () => {
    const { actor, resetCall, goToLogin, clock } = await atForm();
    actor.send({ type: 'SUBMIT', newPassword: 'Barca2024' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('success'));
    expect(resetCall).toHaveBeenCalledWith({ token: 'abc', newPassword: 'Barca2024' });
    clock.increment(RESET_REDIRECT_MS - 1);
    expect(goToLogin).not.toHaveBeenCalled();
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(RESET_REDIRECT_MS).toBe(3000);
  });

  it('given the server refuses, then the form comes back with the failure, which a new attempt clears', async () => {
    const failure = Object.assign(new Error('El enlace no es válido'), { status: 400, code: 'INVALID_RESET_TOKEN' });
    const { actor } = await atForm({ reset: () => Promise.reject(failure) });
    actor.send({ type: 'SUBMIT', newPassword: 'Barca2024' });
    const s = await waitFor(actor, (snapshot) => snapshot.matches('form'));
    expect(s.context.failure).toEqual({ status: 400, code: 'INVALID_RESET_TOKEN', message: 'El enlace no es válido' });
    actor.send({ type: 'SUBMIT', newPassword: 'Barca2024' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
