import { get } from '../../lib/api.ts';
import type { PlayedDay } from '../../../../contracts/api/stats.ts';

export type { PlayedDay };

export interface MonthData {
  available: string[];
  played: PlayedDay[];
  /** Today and the replayable days (the server's clock); absent when the call failed. */
  hoy?: string;
  desde?: string;
  hasta?: string;
}

/** A month's playable and played days; on failure both lists are empty (spec section 8). */
export async function fetchMonth(year: number, month: number): Promise<MonthData> {
  try {
    return await get<MonthData>(`/past-games/month?year=${year}&month=${month}`);
  } catch {
    return { available: [], played: [] };
  }
}
