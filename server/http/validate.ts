import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from './errors.ts';
import { isMessageKey, type MessageKey, type MessageParams } from './messages.ts';

/** Which message a schema's first problem gets, in the player's language (zod's own texts are English only). */
function describeIssue(issue: z.core.$ZodIssue): { key: MessageKey; params: MessageParams } {
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  if (isMessageKey(issue.message)) return { key: issue.message, params: { field } };
  switch (issue.code) {
    case 'invalid_type':
      return {
        key: issue.input === undefined ? 'VALIDATION_ERROR.required' : 'VALIDATION_ERROR.type',
        params: { field },
      };
    case 'too_big':
      return {
        key: issue.origin === 'string' ? 'VALIDATION_ERROR.tooLong' : 'VALIDATION_ERROR.tooBig',
        params: { field, max: String(issue.maximum) },
      };
    case 'too_small':
      return {
        key: issue.origin === 'string' ? 'VALIDATION_ERROR.tooShort' : 'VALIDATION_ERROR.tooSmall',
        params: { field, min: String(issue.minimum) },
      };
    case 'invalid_value':
      return { key: 'VALIDATION_ERROR.option', params: { field, options: issue.values.map(String).join(', ') } };
    default:
      return { key: 'VALIDATION_ERROR.field', params: { field } };
  }
}

/** Parses input with a zod schema; a failure is a 400 naming the first problem. */
export function parse<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  code = 'VALIDATION_ERROR',
): z.output<Schema> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const { key, params } = describeIssue(result.error.issues[0]);
  throw badRequest(code, key, params);
}

export const body = <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) => parse(schema, request.body);
export const query = <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) =>
  parse(schema, request.query);
export const params = <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) =>
  parse(schema, request.params);
