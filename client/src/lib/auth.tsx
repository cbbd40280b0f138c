import { createContext, useContext } from 'react';

export interface User {
  id?: number;
  username: string | null;
  email: string;
  admin?: boolean | number;
  fecha_registro?: string;
}

export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  loading: boolean;
  login(token: string, user: User): void;
  logout(): void;
  updateUser(user: User): void;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The session (accounts feature provides it at the root). */
export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth debe ser usado dentro de AuthProvider');
  return auth;
}

export const isAdminUser = (user: User | null) => user?.admin === true || user?.admin === 1;
