import type { Usuario } from '../../../../contracts/api/accounts.ts';
import type { Credentials, Registration, Session } from '../../../../machines/auth/machine.ts';
import type { TokenCheck } from '../../../../machines/reset/machine.ts';
import type { Language } from '../../i18n/index.ts';
import { get, post } from '../../lib/api.ts';

export const fetchSessionUser = () => get<{ usuario: Usuario }>('/usuarios/perfil').then((answer) => answer.usuario);
export const login = (credentials: Credentials) => post<Session>('/usuarios/login', credentials);
export const register = (registration: Registration) => post<Session>('/usuarios/registro', registration);
export const logout = () => post<void>('/usuarios/logout');
export const confirmEmail = (token: string) =>
  // A confirmation that ends the account's sessions (a changed or an admin address) gives a signed-in
  // caller of that account a fresh session.
  post<{ message: string; email: string } & Partial<Session>>('/usuarios/verificar-email', { token });
export const requestPasswordReset = (email: string, lang: Language) =>
  post<void>('/usuarios/forgot-password', { email, lang });
export const verifyResetToken = (token: string) =>
  get<TokenCheck>(`/usuarios/verify-token/${encodeURIComponent(token)}`);
export const resetPassword = (token: string, newPassword: string, lang: Language) =>
  post<void>('/usuarios/reset-password', { token, newPassword, lang });
