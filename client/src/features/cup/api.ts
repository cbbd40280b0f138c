import type { Copa, Palmares } from '../../../../contracts/api/cup.ts';
import { get } from '../../lib/api.ts';

/** This week's cup (the caller's own Monday place with their session). */
export const fetchCup = () => get<Copa>('/copa');
/** The weeks that are over: each one's podium, newest first. */
export const fetchHallOfFame = async () => (await get<Palmares>('/copa/palmares')).palmares;
