import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, type Say } from './errors.ts';
import type texts from './locales/es.ts';

/** The reasons (i18next contexts) a code's texts have in the `http` catalogue. */
type ReasonsOf<Code extends string> = keyof typeof texts extends infer Key
  ? Key extends `${Code}_${infer Reason}`
    ? Reason
    : never
  : never;

/** A problem a schema names itself in its message (a refine): its VALIDATION_ERROR text. */
export const SCHEMA_PROBLEMS = ['dateRange'] as const satisfies readonly ReasonsOf<'VALIDATION_ERROR'>[];
export type SchemaProblem = (typeof SCHEMA_PROBLEMS)[number];
const isSchemaProblem = (message: string): message is SchemaProblem =>
  (SCHEMA_PROBLEMS as readonly string[]).includes(message);

/** What a schema's first problem says, in the player's language (zod's own texts are English only). */
export function describeIssue(issue: z.core.$ZodIssue, field: string): Say {
  const message = issue.message;
  if (isSchemaProblem(message)) return (t) => t('http:VALIDATION_ERROR', { context: message, field });
  // One call per text, each context literal, so the type check holds every one to its key.
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? (t) => t('http:VALIDATION_ERROR', { context: 'required', field })
        : (t) => t('http:VALIDATION_ERROR', { context: 'type', field });
    case 'too_big': {
      const max = String(issue.maximum);
      return issue.origin === 'string'
        ? (t) => t('http:VALIDATION_ERROR', { context: 'tooLong', field, max })
        : (t) => t('http:VALIDATION_ERROR', { context: 'tooBig', field, max });
    }
    case 'too_small': {
      const min = String(issue.minimum);
      return issue.origin === 'string'
        ? (t) => t('http:VALIDATION_ERROR', { context: 'tooShort', field, min })
        : (t) => t('http:VALIDATION_ERROR', { context: 'tooSmall', field, min });
    }
    case 'invalid_value': {
      const options = issue.values.map(String).join(', ');
      return (t) => t('http:VALIDATION_ERROR', { context: 'option', field, options });
    }
    default:
      return (t) => t('http:VALIDATION_ERROR', { context: 'field', field });
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
  const issue = result.error.issues[0];
  throw badRequest(code, describeIssue(issue, issue.path.length > 0 ? issue.path.join('.') : 'body'));
}

export const body = <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) => parse(schema, request.body);
export const query = <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) =>
  parse(schema, request.query);
export const params = <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) =>
  parse(schema, request.params);
