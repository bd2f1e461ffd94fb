import fc from 'fast-check';

/**
 * fast-check values for a zod 4 schema, read from its definition (`_zod.def`): mostly values of
 * the right shape, so the request gets past the first check and reaches the service, and at every
 * leaf sometimes a hostile string or a value of the wrong type. Only the input side is followed
 * (a pipe's `in`, a default's inner type): that is what a client sends.
 */

const MEGABYTE = 'A'.repeat(1024 * 1024);

/** What an attacker types: NUL, bidi override, astral and joined emoji, SQL, markup, 1 MB. */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'nome\u0000oculto',
  'fatura\u202Efdp.exe',
  '\u2066\u2067\u2068\u2069\u200e\u200f\u061c',
  '👩‍👩‍👧‍👦🧵🪡𝄞\u{1F3FD}',
  '\uD800sozinho',
  "'; drop table users; --",
  "' OR '1'='1",
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '\r\nSet-Cookie: x=1',
  ' ',
  '',
  MEGABYTE,
];

const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s !== MEGABYTE)) },
  // The megabyte is costly (parse, validate, log): rare, but in every route's runs at scale.
  { weight: 1, arbitrary: fc.constant(MEGABYTE) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const wrongType = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.string({ maxLength: 8 }),
);

export interface ArbitraryOptions {
  /** Ids worth aiming at (another user's rows): uuids are drawn from these half of the time. */
  ids: readonly string[];
  /**
   * False: only values of the right shape (any Unicode in texts), so the request gets past the
   * schema and reaches the service and the database. True (default): hostile leaves too.
   */
  hostile?: boolean;
}

interface Def {
  type: string;
  format?: string;
  checks?: Array<{ _zod: { def: Record<string, unknown> } }>;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

function bounds(def: Def) {
  let min: number | undefined;
  let max: number | undefined;
  let pattern: RegExp | undefined;
  let format = def.format;
  let int = false;
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    switch (d.check) {
      case 'min_length':
        min = d.minimum as number;
        break;
      case 'max_length':
        max = d.maximum as number;
        break;
      case 'length_equals':
        min = max = d.length as number;
        break;
      case 'greater_than':
        min = (d.value as number) + (d.inclusive ? 0 : 1);
        break;
      case 'less_than':
        max = (d.value as number) - (d.inclusive ? 0 : 1);
        break;
      case 'number_format':
        int = String(d.format).includes('int');
        break;
      case 'string_format':
        format = d.format as string;
        if (d.pattern instanceof RegExp) pattern = d.pattern;
        break;
    }
  }
  return { min, max, pattern, format, int };
}

const isoDate = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString());

function stringOf(def: Def, opts: ArbitraryOptions): fc.Arbitrary<string> {
  const b = bounds(def);
  switch (b.format ?? '') {
    case 'uuid':
    case 'guid':
      return opts.ids.length
        ? fc.oneof(fc.uuid({ version: 4 }), fc.constantFrom(...opts.ids))
        : fc.uuid({ version: 4 });
    case 'email':
      return fc.emailAddress();
    case 'datetime':
      return isoDate;
    case 'date':
      return isoDate.map((d) => d.slice(0, 10));
    case 'regex':
      if (b.pattern) return fc.stringMatching(b.pattern);
      break;
    default:
      break;
  }
  const min = b.min ?? 0;
  const sized = { minLength: min, maxLength: Math.max(min, Math.min(b.max ?? 60, 200)) };
  return fc.oneof(fc.string(sized), fc.string({ ...sized, unit: 'grapheme' }));
}

function numberOf(def: Def): fc.Arbitrary<number> {
  const b = bounds(def);
  const min = b.min ?? -1_000_000;
  const max = b.max ?? 1_000_000;
  return b.int || def.type === 'int'
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
    : fc.double({ min, max, noNaN: true });
}

export function arbitraryOf(schema: unknown, opts: ArbitraryOptions): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  /** Leaves: mostly right, sometimes hostile, sometimes the wrong type. */
  const leaf = <T>(right: fc.Arbitrary<T>, strings = false): fc.Arbitrary<unknown> =>
    opts.hostile === false
      ? right
      : fc.oneof(
          { weight: 6, arbitrary: right },
          { weight: strings ? 3 : 1, arbitrary: hostileString },
          { weight: 1, arbitrary: wrongType },
        );
  const inner = (key: string) => arbitraryOf(def[key], opts);
  switch (def.type) {
    case 'string':
      return leaf(stringOf(def, opts), true);
    case 'number':
    case 'int':
      return leaf(numberOf(def));
    case 'bigint':
      return leaf(fc.bigInt().map(String));
    case 'boolean':
      return leaf(fc.boolean());
    case 'enum':
      return leaf(fc.constantFrom(...Object.values(def.entries as Record<string, string>)));
    case 'literal':
      return leaf(fc.constantFrom(...(def.values as unknown[])));
    case 'null':
      return leaf(fc.constant(null));
    case 'undefined':
    case 'void':
    case 'never':
      return fc.constant(undefined);
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
    case 'pipe':
      return inner('in');
    case 'transform':
      return fc.jsonValue();
    case 'lazy':
      return arbitraryOf((def.getter as () => unknown)(), opts);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => arbitraryOf(o, opts)));
    case 'intersection':
      return inner('left');
    case 'array': {
      const b = bounds(def);
      return leaf(
        fc.array(inner('element'), {
          minLength: b.min ?? 0,
          maxLength: Math.max(b.min ?? 0, Math.min(b.max ?? 4, 6)),
        }),
      );
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((i) => arbitraryOf(i, opts)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), {
        maxKeys: 4,
      });
    case 'object':
      return objectOf(def, opts);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(def: Def, opts: ArbitraryOptions): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, unknown>;
  const optional = new Set(['optional', 'default', 'prefault', 'catch']);
  const model = Object.fromEntries(
    Object.entries(shape).map(([k, v]) => [k, arbitraryOf(v, opts)]),
  );
  const requiredKeys = Object.keys(shape).filter((k) => !optional.has(defOf(shape[k]).type));
  const record = fc.record(model, { requiredKeys });
  // Now and then a key the schema does not know (strict schemas refuse it, others drop it).
  const withExtra = fc
    .tuple(record, fc.constantFrom('__proto__x', 'is_admin', 'user_created', 'id'), fc.jsonValue())
    .map(([r, k, v]) => ({ ...r, [k]: v }));
  if (opts.hostile === false) return record;
  return fc.oneof({ weight: 8, arbitrary: record }, { weight: 1, arbitrary: withExtra });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A query or path value: what a URL can carry. A lone surrogate cannot be percent-encoded (the
 * client throws before sending), so it goes as U+FFFD, as a browser would send it; raw bytes
 * that are not UTF-8 are sent by the fuzz test on their own.
 */
export function queryValue(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  // JSON for objects: String() of a generated `{ toString: … }` throws.
  const one = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  const text = Array.isArray(value) ? value.map(one).join(',') : one(value);
  return text.replace(LONE_SURROGATE, '\uFFFD');
}
