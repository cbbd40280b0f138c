import type { z } from 'zod';
import { RULE_CODES, firstError } from '../../machines/accounts/validation.ts';
import { badRequest } from '../http/index.ts';

/** An account form is a few short fields: nothing bigger is read. */
export const FORM_BODY = 4096;

/** Parses an account form with its shared schema; a failure is a 400 with the rule's code and text. */
export function form<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const key = firstError(schema, value ?? {}) ?? 'allFieldsRequired';
  throw badRequest(RULE_CODES[key], `accounts:${key}`);
}
