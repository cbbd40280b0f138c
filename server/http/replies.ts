// Replies written by schema (issue 31, item 4): every route names the zod schema of what it answers,
// held to the contract's type, and Fastify serialises with the serialiser it compiles from that
// schema's JSON form (fast-json-stringify): a field the schema does not name never leaves the server,
// however the handler's object came to hold it (its speed against JSON.stringify: npm run bench:replies).
import { z } from 'zod';

/** Object types compared member by member, whatever intersections or interfaces spelt them. */
type Flat<T> = T extends Date
  ? T
  : T extends readonly (infer Item)[]
    ? Flat<Item>[]
    : T extends object
      ? { [Key in keyof T]: Flat<T[Key]> }
      : T;
type Same<A, B> = (<X>() => X extends Flat<A> ? 1 : 2) extends <X>() => X extends Flat<B> ? 1 : 2 ? true : false;

/**
 * A reply schema that is exactly the contract's type `T`: every field, optional ones included (a
 * field the schema missed would silently never reach the browser), so the type check fails when
 * the contract and the schema part.
 */
export const exactly =
  <T>() =>
  <Schema extends z.ZodType>(schema: Same<z.output<Schema>, T> extends true ? Schema : never): Schema =>
    schema;

type JsonSchema = { [key: string]: unknown };

/**
 * The schema's JSON form for the serialiser. `additionalProperties: false` goes: the serialiser
 * drops unnamed fields anyway, and in a union's branches it would make the branch test refuse an
 * object the handler built with more than the contract names.
 */
function forSerialiser(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerialiser);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || (key === 'additionalProperties' && value === false)) continue;
    out[key] = forSerialiser(value);
  }
  return out;
}

/** A Date (a timestamp from the database) is written as its ISO string, as JSON.stringify would. */
export const jsonSchemaOf = (schema: z.ZodType) =>
  forSerialiser(
    z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
      },
    }),
  ) as JsonSchema;

/** Route options naming a route's reply: `app.get(url, { schema: replyOf(schema) }, handler)`; 201 for a creation. */
export const replyOf = (schema: z.ZodType, status: 200 | 201 = 200) => ({
  response: { [status]: jsonSchemaOf(schema) },
});

/** The reply of a route that answers 204 with no body. */
export const noContent = () => ({ response: { 204: { type: 'null' } } });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Why this route writes its own bytes instead of a reply schema's (a file download). */
    ownBytes?: string;
  }
}

/**
 * The rule (app.ts holds every route to it): an /api route names its reply schema, or says why it
 * writes its own bytes; the websocket, whose messages contracts/messages.ts types, is the one other.
 */
export function repliesBySchema(route: {
  url: string;
  method: string | string[];
  websocket?: boolean;
  schema?: { response?: unknown };
  config?: { ownBytes?: string };
}): void {
  if (!route.url.startsWith('/api/') || route.websocket || route.schema?.response || route.config?.ownBytes) return;
  throw new Error(
    `${[route.method].flat().join(',')} ${route.url} names no reply schema: give it { schema: replyOf(…) } (server/http/replies.ts)`,
  );
}
