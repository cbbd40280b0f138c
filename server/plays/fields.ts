// Input fields shared by the play commands and the question reads.
import { z } from 'zod';
import { isDebugStreamId } from '../../contracts/streams.ts';

export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
/** Checked by playableDay, so a bad day is INVALID_DATE rather than a generic validation error. */
export const fechaField = z.string().max(20).nullish();
export const partidaIdField = z.string().refine(isDebugStreamId).nullish();
