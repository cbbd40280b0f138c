import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine, type Credentials, type Registration, type Session } from '../../../../machines/auth/machine.ts';
import type { Usuario } from '../../../../contracts/api/accounts.ts';

const USER: Usuario = {
  id: 7,
  username: 'Pedri8',
  email: 'pedri@barca.es',
  email_confirmado: true,
  email_pendiente: null,
  admin: false,
  fecha_registro: '2026-01-01T00:00:00.000Z',
};
const SESSION: Session = { token: 'token-2', usuario: USER };
const apiError = (status: number, code: string, message: string) => Object.assign(new Error(message), { status, code });

type Calls = { verify?: () => Promise<Usuario>; login?: () => Promise<Session>; register?: () => Promise<Session> };

function start(input: { token: string | null; user: Usuario | null }, calls: Calls = {}) {
  const effects = {
    storeSession: vi.fn(),
    storeUser: vi.fn(),
    clearSession: vi.fn(),
    goHome: vi.fn(),
    goToLogin: vi.fn(),
  };
  const machine = authMachine.provide({
    actors: {
      verifySession: fromPromise(calls.verify ?? (() => Promise.resolve(USER))),
      login: fromPromise<Session, Credentials>(calls.login ?? (() => Promise.resolve(SESSION))),
      register: fromPromise<Session, Registration>(calls.register ?? (() => Promise.resolve(SESSION))),
    },
    actions: {
      storeSession: (_, params) => effects.storeSession(params),
      storeUser: (_, params) => effects.storeUser(params),
      clearSession: () => effects.clearSession(),
      goHome: () => effects.goHome(),
      goToLogin: () => effects.goToLogin(),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(
    actor,
    (s) => !s.matches('checking') && !s.matches({ signedOut: 'loggingIn' }) && !s.matches({ signedOut: 'registering' }),
  );

describe('start-up', () => {
  it('given no stored token, then it is signed out at once and stale session keys are cleared', () => {
    const { actor, effects } = start({ token: null, user: USER });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(effects.clearSession).toHaveBeenCalledOnce();
  });

  it('given a stored token, then it checks it first (loading)', () => {
    const { actor } = start({ token: 'token-1', user: USER }, { verify: () => new Promise(() => {}) });
    expect(actor.getSnapshot().value).toBe('checking');
  });

  it.each(['LOGOUT', 'SESSION_REJECTED'] as const)(
    'given %s while the token is checked, then it signs out and clears the stored session',
    (type) => {
      const { actor, effects } = start({ token: 'token-1', user: USER }, { verify: () => new Promise(() => {}) });
      actor.send({ type });
      expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
      expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
      expect(effects.clearSession).toHaveBeenCalledOnce();
    },
  );

  it('given the server accepts the token, then it is signed in with the fresh user, which is stored', async () => {
    const fresh = { ...USER, email: 'new@barca.es' };
    const { actor, effects } = start({ token: 'token-1', user: USER }, { verify: () => Promise.resolve(fresh) });
    const s = await settled(actor);
    expect(s.value).toBe('signedIn');
    expect(s.context).toMatchObject({ token: 'token-1', user: fresh });
    expect(effects.storeUser).toHaveBeenCalledWith(fresh);
  });

  it.each([401, 403])(
    'given the server refuses the token with %i, then it signs out and clears the stored session',
    async (status) => {
      const { actor, effects } = start(
        { token: 'token-1', user: USER },
        { verify: () => Promise.reject(apiError(status, 'INVALID_TOKEN', 'x')) },
      );
      const s = await settled(actor);
      expect(s.value).toEqual({ signedOut: 'idle' });
      expect(s.context).toMatchObject({ token: null, user: null });
      expect(effects.clearSession).toHaveBeenCalledOnce();
    },
  );

  it('given the server cannot be reached and a user is stored, then the stored session is kept', async () => {
    const { actor, effects } = start(
      { token: 'token-1', user: USER },
      { verify: () => Promise.reject(apiError(0, 'NETWORK_ERROR', 'x')) },
    );
    const s = await settled(actor);
    expect(s.value).toBe('signedIn');
    expect(s.context.user).toEqual(USER);
    expect(effects.clearSession).not.toHaveBeenCalled();
  });

  it('given the server cannot be reached and no user is stored, then it signs out', async () => {
    const { actor } = start(
      { token: 'token-1', user: null },
      { verify: () => Promise.reject(apiError(0, 'NETWORK_ERROR', 'x')) },
    );
    expect((await settled(actor)).value).toEqual({ signedOut: 'idle' });
  });
});

describe('signing in and registering', () => {
  it('given a successful login, then the session is stored and the app goes home', async () => {
    const { actor, effects } = start({ token: null, user: null });
    actor.send({ type: 'LOGIN', credentials: { email: 'pedri', password: 'Barca2024' } });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'loggingIn' });
    const s = await settled(actor);
    expect(s.value).toBe('signedIn');
    expect(effects.storeSession).toHaveBeenCalledWith({ token: 'token-2', user: USER });
    expect(effects.goHome).toHaveBeenCalledOnce();
    expect(effects.goToLogin).not.toHaveBeenCalled();
  });

  it('given the credentials, then the login call receives exactly them', async () => {
    const login = vi.fn((_credentials: Credentials) => Promise.resolve(SESSION));
    const machine = authMachine.provide({
      actors: { login: fromPromise(({ input }: { input: Credentials }) => login(input)) },
    });
    const actor = createActor(machine, { input: { token: null, user: null } }).start();
    actor.send({ type: 'LOGIN', credentials: { email: 'pedri', password: 'Barca2024' } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(login).toHaveBeenCalledWith({ email: 'pedri', password: 'Barca2024' });
  });

  it('given a refused login, then it stays signed out with the failure to show', async () => {
    const { actor, effects } = start(
      { token: null, user: null },
      { login: () => Promise.reject(apiError(401, 'INVALID_CREDENTIALS', 'Credenciales inválidas')) },
    );
    actor.send({ type: 'LOGIN', credentials: { email: 'pedri', password: 'Wrong1234' } });
    const s = await settled(actor);
    expect(s.value).toEqual({ signedOut: 'idle' });
    expect(s.context.failure).toEqual({
      action: 'login',
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Credenciales inválidas',
    });
    expect(effects.storeSession).not.toHaveBeenCalled();
    actor.send({ type: 'CLEAR_FAILURE' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('given a successful registration, then the player is signed in and taken to /login', async () => {
    const { actor, effects } = start({ token: null, user: null });
    actor.send({
      type: 'REGISTER',
      registration: { username: 'Pedri8', email: 'pedri@barca.es', password: 'Barca2024' },
    });
    expect((await settled(actor)).value).toBe('signedIn');
    expect(effects.storeSession).toHaveBeenCalledWith({ token: 'token-2', user: USER });
    expect(effects.goToLogin).toHaveBeenCalledOnce();
    expect(effects.goHome).not.toHaveBeenCalled();
  });

  it('given a refused registration, then the failure names the registration', async () => {
    const { actor } = start(
      { token: null, user: null },
      { register: () => Promise.reject(apiError(409, 'EMAIL_IN_USE', 'El email ya está registrado')) },
    );
    actor.send({
      type: 'REGISTER',
      registration: { username: 'Pedri8', email: 'pedri@barca.es', password: 'Barca2024' },
    });
    expect((await settled(actor)).context.failure).toMatchObject({ action: 'register', code: 'EMAIL_IN_USE' });
  });

  it('given a login in flight, then a second login is ignored', () => {
    const { actor } = start({ token: null, user: null }, { login: () => new Promise(() => {}) });
    actor.send({ type: 'LOGIN', credentials: { email: 'a', password: 'b' } });
    actor.send({ type: 'REGISTER', registration: { username: 'a', email: 'b', password: 'c' } });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'loggingIn' });
  });
});

describe('while signed in', () => {
  const signedIn = async () => {
    const started = start({ token: 'token-1', user: USER });
    await settled(started.actor);
    return started;
  };

  it.each(['LOGOUT', 'SESSION_REJECTED'] as const)(
    'given %s, then the session is forgotten and cleared',
    async (type) => {
      const { actor, effects } = await signedIn();
      actor.send({ type });
      expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
      expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
      expect(effects.clearSession).toHaveBeenCalledOnce();
    },
  );

  it('given an updated user, then it is kept and stored', async () => {
    const { actor, effects } = await signedIn();
    const updated = { ...USER, email: 'nuevo@barca.es' };
    actor.send({ type: 'USER_UPDATED', user: updated });
    expect(actor.getSnapshot().context.user).toEqual(updated);
    expect(effects.storeUser).toHaveBeenLastCalledWith(updated);
  });

  it('given a fresh token (after a password change), then it replaces the stored one', async () => {
    const { actor, effects } = await signedIn();
    actor.send({ type: 'SESSION_STARTED', token: 'token-3', user: USER });
    expect(actor.getSnapshot().context.token).toBe('token-3');
    expect(effects.storeSession).toHaveBeenCalledWith({ token: 'token-3', user: USER });
  });

  it('given LOGIN while signed in, then nothing happens', async () => {
    const { actor } = await signedIn();
    actor.send({ type: 'LOGIN', credentials: { email: 'x', password: 'y' } });
    expect(actor.getSnapshot().value).toBe('signedIn');
  });
});
