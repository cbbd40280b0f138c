// Replies written by schema (issue 31, item 4): every route names the zod schema of what it answers,
// held to the contract's type, and Fastify serialises with the serialiser it compiles from that
// schema's JSON form (fast-json-stringify): faster than JSON.stringify, and a field the schema does
// not name never leaves the server, however the handler's object came to hold it.
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

export const jsonSchemaOf = (schema: z.ZodType) =>
  forSerialiser(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })) as JsonSchema;

/** Route options naming a route's reply: `app.get(url, { schema: reply(schema) }, handler)`; 201 for a creation. */
export const reply = (schema: z.ZodType, status: 200 | 201 = 200) => ({
  response: { [status]: jsonSchemaOf(schema) },
});

/** The reply of a route that answers 204 with no body. */
export const noContent = () => ({ response: { 204: { type: 'null' } } });
