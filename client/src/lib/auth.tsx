import { createContext, useContext } from 'react';
import type { Usuario } from '../../../contracts/api/accounts.ts';
import type { AuthFailure, Credentials, Registration } from '../../../machines/auth/machine.ts';

export interface AuthState {
  user: Usuario | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** True while a stored token is being checked at start-up. */
  loading: boolean;
  /** Stores a session obtained by another call (a password change returns a fresh token). */
  login(token: string, user: Usuario): void;
  logout(): void;
  updateUser(user: Usuario): void;
  /** Signs in through the server; on success the app goes to /. */
  signIn(credentials: Credentials): void;
  /** Creates the account and signs it in; on success the app goes to /login. */
  register(registration: Registration): void;
  /** A sign-in or registration on its way to the server. */
  submitting: boolean;
  /** Why the last sign-in or registration failed. */
  failure: AuthFailure | null;
  clearFailure(): void;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The session (accounts feature provides it at the root). */
export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth debe ser usado dentro de AuthProvider');
  return auth;
}

export const isAdminUser = (user: Usuario | null) => user?.admin === true;
