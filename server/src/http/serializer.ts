import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = FastifySerializerCompiler<unknown>;
type Serializer = (data: unknown) => string;

const zodSerializerCompiler = createSerializerCompiler({});

/**
 * Zod kinds whose output a JSON Schema cannot reproduce: transforms and pipes change values,
 * defaults and catches fill them in, and the rest have no JSON form. A schema holding any of
 * them keeps zod's serializer.
 */
const ZOD_ONLY = new Set([
  'transform',
  'pipe',
  'default',
  'prefault',
  'catch',
  'custom',
  'lazy',
  'promise',
  'success',
  'nan',
  'date',
  'bigint',
  'symbol',
  'undefined',
  'void',
  'map',
  'set',
  'function',
  'file',
  'never',
]);

type JsonSchema = { [key: string]: unknown };

/** `anyOf: [X, {type: 'null'}]` (zod's nullable) as fast-json-stringify's cheaper `nullable`. */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex(
      (s: JsonSchema) => s.type === 'null' && Object.keys(s).length === 1,
    );
    const other = anyOf[1 - nullAt] as JsonSchema | undefined;
    if (nullAt >= 0 && other && typeof other.type === 'string' && other.anyOf === undefined) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

/** The JSON Schema fast-json-stringify compiles, or null when only zod can write this answer. */
export function jsonSchemaFor(schema: z.ZodType): JsonSchema | null {
  let zodOnly = false;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
      cycles: 'throw',
      reused: 'inline',
      override: (ctx) => {
        const def = ctx.zodSchema._zod.def as { type: string; coerce?: boolean };
        if (ZOD_ONLY.has(def.type) || def.coerce) zodOnly = true;
      },
    });
  } catch {
    return null;
  }
  if (zodOnly || JSON.stringify(json).includes('"$ref"')) return null;
  delete json.$schema;
  return simplify(json) as JsonSchema;
}

/**
 * Answers written by fast-json-stringify from their zod schema (converted once per route and
 * status), instead of a zod parse of every answer; schemas JSON Schema cannot express keep zod's
 * serializer. With `verify` (tests) both run and any difference is an error, so every server
 * suite checks the two agree on real answers.
 */
export function createFastSerializerCompiler(opts: { verify: boolean }): SerializerCompiler {
  // Fastify compiles every route's serializers before listening; converting and compiling them
  // all took about a second of each start, so each one is built on its route's first answer.
  return (route) => {
    let compiled: Serializer | undefined;
    return (data) => (compiled ??= compile(route))(data);
  };

  function compile(route: Parameters<SerializerCompiler>[0]): Serializer {
    const { schema } = route;
    const viaZod = () => (zodSerializerCompiler as SerializerCompiler)(route) as Serializer;
    if (!(schema instanceof z.ZodType)) return viaZod();
    const json = jsonSchemaFor(schema);
    if (!json) return viaZod();
    let fast: Serializer;
    try {
      fast = fastJson(json) as Serializer;
    } catch {
      return viaZod();
    }
    if (!opts.verify) return fast;
    const zod = viaZod();
    return (data) => {
      const expected = zod(data);
      const actual = fast(data);
      if (actual !== expected)
        throw new Error(
          `serializador rápido difere do zod em ${route.method} ${route.url} (${String(route.httpStatus)}):\n  zod:  ${expected}\n  fast: ${actual}`,
        );
      return actual;
    };
  }
}
