import type { Periodo } from '../../../../contracts/api/leaderboards.ts';
import type { Invitacion, LeagueTable, Liga } from '../../../../contracts/api/leagues.ts';
import { del, get, patch, post } from '../../lib/api.ts';

export type { Invitacion, LeagueTable, Liga };

type Answer = { liga: Liga };

export const createLeague = async (nombre: string) => (await post<Answer>('/ligas', { nombre })).liga;
export const joinLeague = async (codigo: string) => (await post<Answer>('/ligas/unirse', { codigo })).liga;
export const readInvitation = async (codigo: string) =>
  (await post<{ invitacion: Invitacion }>('/ligas/invitacion', { codigo })).invitacion;
export const inviteAgain = async (id: number, usuarioId: number) =>
  (await del<Answer>(`/ligas/${id}/expulsados/${usuarioId}`)).liga;
export const fetchLeague = async (id: number) => (await get<Answer>(`/ligas/${id}`)).liga;
export const renameLeague = async (id: number, nombre: string) =>
  (await patch<Answer>(`/ligas/${id}`, { nombre })).liga;
export const renewCode = async (id: number) => (await post<Answer>(`/ligas/${id}/codigo`)).liga;
export const handOver = async (id: number, usuarioId: number) =>
  (await post<Answer>(`/ligas/${id}/propietario`, { usuarioId })).liga;
export const deleteLeague = (id: number) => del<null>(`/ligas/${id}`);
export const removeMember = (id: number, usuarioId: number) => del<null>(`/ligas/${id}/miembros/${usuarioId}`);
export const fetchLeagueTable = (id: number, periodo: Periodo) =>
  get<LeagueTable>(`/ligas/${id}/clasificacion/${periodo}`);
