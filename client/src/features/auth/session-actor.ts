// The session's machine (machines/auth) with the browser's calls, storage and navigation. Loaded on
// demand by AuthProvider, so XState stays off the first load of pages that run no machine.
import { createActor, fromPromise } from 'xstate';
import { authMachine, type Credentials, type Registration } from '../../../../machines/auth/machine.ts';
import type { Usuario } from '../../../../contracts/api/accounts.ts';
import { forgetSessionPlays } from '../../lib/daily-game.ts';
import { machineOptions } from '../../lib/inspect.ts';
import { realtime } from '../../lib/realtime.ts';
import { KEYS, readJson, readString, remove, writeJson, writeString } from '../../lib/storage.ts';
import * as accounts from './api.ts';
import { checkSession } from './session-check.ts';

export type SessionActor = ReturnType<typeof startSessionActor>;

/** Starts the machine from what this browser stored; `navigate` is the router's. */
export function startSessionActor(navigate: (path: 'home' | 'login') => void) {
  const machine = authMachine.provide({
    actors: {
      verifySession: fromPromise(({ input }: { input: { token: string } }) => checkSession(input.token)),
      login: fromPromise(({ input }: { input: Credentials }) => accounts.login(input)),
      register: fromPromise(({ input }: { input: Registration }) => accounts.register(input)),
    },
    actions: {
      storeSession: (_, session) => {
        writeString(KEYS.token, session.token);
        writeJson(KEYS.user, session.user);
        // The socket reconnects so the server knows whose it is.
        realtime.restart();
      },
      storeUser: (_, user) => writeJson(KEYS.user, user),
      clearSession: () => {
        const hadToken = readString(KEYS.token) !== null;
        remove(KEYS.token);
        remove(KEYS.user);
        if (!hadToken) return;
        // A session ended here: what this browser kept of the account's games goes with it.
        forgetSessionPlays();
        realtime.restart();
      },
      // Sent before the token is forgotten (the call reads it now); a failure changes nothing here.
      endSession: () => void accounts.logout().catch(() => {}),
      goHome: () => navigate('home'),
      goToLogin: () => navigate('login'),
    },
  });
  return createActor(machine, {
    input: { token: readString(KEYS.token), user: readJson<Usuario>(KEYS.user) },
    ...machineOptions(),
  }).start();
}
