import type { PlayerStats } from '../../../../contracts/api/stats.ts';
import type { Usuario } from '../../../../contracts/api/accounts.ts';
import { del, get, post, put } from '../../lib/api.ts';

export const fetchProfile = () => get<Usuario>('/profile');
/** The one statistics answer: the six figures, the streaks and the guess distribution. */
export const fetchStats = () => get<PlayerStats>('/partidas/estadisticas-usuario');
export const changePassword = (body: { passwordActual: string; nuevaPassword: string }) =>
  put<{ token: string; usuario: Usuario }>('/profile/change-password', body);
/** Asks for a new address: it waits as pending until the link mailed to it is opened. */
export const changeEmail = (body: { password: string; nuevoEmail: string }) =>
  put<{ message: string; usuario: Usuario }>('/profile/change-email', body);
/** Drops the pending new address (the account keeps its own). */
export const cancelPendingEmail = () => del<{ message: string; usuario: Usuario }>('/profile/pending-email');
/** A new confirmation link to the account's pending address, or else to its unconfirmed one. */
export const resendConfirmation = () => post<{ message: string }>('/usuarios/verificar-email/reenviar');
export const deleteAccount = (body: { password: string; confirmacion: string }) =>
  del<void>('/profile/delete-account', body);

/** Everything stored about the player, saved as a JSON file (GDPR art. 20). */
export async function downloadExport(username: string): Promise<void> {
  const data = await get<object>('/profile/export');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `futbol-trivia-${username}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
