import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from './errors.ts';

/** Parses input with a zod schema; a failure is a 400 naming the first problem. */
export function parse<Schema extends z.ZodType>(schema: Schema, value: unknown, code = 'VALIDATION_ERROR'): z.output<Schema> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest(code, `${where}${issue.message}`);
}

export const body = <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) => parse(schema, request.body);
export const query = <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) => parse(schema, request.query);
export const params = <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) => parse(schema, request.params);
