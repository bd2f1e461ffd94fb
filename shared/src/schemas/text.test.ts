import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiContract } from '../api/endpoints';
import { ERRORS } from '../messages/errors';
import { hasNoControls, hasNoControlsButLines, line, longText } from './text';

type AnySchema = z.core.$ZodType;

/**
 * Every string leaf of `schema` with the path that reaches it. A leaf is safe when it goes
 * through `line`/`longText`, or when its format or pattern cannot hold a control character
 * (uuid, e-mail, datetime, a regex anchored to digits).
 */
function stringLeaves(schema: AnySchema, path: string, out: Array<[string, AnySchema]>) {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (s: unknown, p: string) => stringLeaves(s as AnySchema, p, out);
  switch (def.type) {
    case 'string':
      out.push([path, schema]);
      return;
    case 'object':
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>))
        walk(v, `${path}.${k}`);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      walk(def.innerType, path);
      return;
    case 'pipe':
      walk(def.in, path);
      walk(def.out, path);
      return;
    case 'array':
      walk(def.element, `${path}[]`);
      return;
    case 'union':
      for (const o of def.options as unknown[]) walk(o, path);
      return;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      return;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      return;
    case 'tuple':
      (def.items as unknown[]).forEach((item, i) => walk(item, `${path}[${i}]`));
      return;
    case 'lazy':
      walk((def.getter as () => unknown)(), path);
      return;
    default:
      return; // numbers, booleans, enums, literals, transforms: no free text
  }
}

function isGuarded(leaf: AnySchema): boolean {
  const def = leaf._zod.def as unknown as { format?: string; checks?: AnySchema[] };
  if (def.format) return true; // uuid, email, iso datetime…
  return (def.checks ?? []).some((c) => {
    const cd = c._zod.def as unknown as { check: string; format?: string; fn?: unknown };
    return (
      (cd.check === 'string_format' && cd.format === 'regex') ||
      cd.fn === hasNoControls ||
      cd.fn === hasNoControlsButLines
    );
  });
}

describe('text from clients', () => {
  it('every string a client sends in a body, query or path goes through line or longText', () => {
    const unguarded: string[] = [];
    for (const [group, endpoints] of Object.entries(apiContract)) {
      for (const [name, e] of Object.entries(
        endpoints as unknown as Record<string, Record<string, unknown>>,
      ))
        for (const part of ['params', 'query', 'body'] as const) {
          const schema = e[part] as AnySchema | undefined;
          if (!schema) continue;
          const leaves: Array<[string, AnySchema]> = [];
          stringLeaves(schema, `${group}.${name}.${part}`, leaves);
          for (const [p, leaf] of leaves) if (!isGuarded(leaf)) unguarded.push(p);
        }
    }
    expect(unguarded).toEqual([]);
  });

  it('the check is real: a leaf built from z.string() is found unguarded', () => {
    const leaves: Array<[string, AnySchema]> = [];
    stringLeaves(
      z.object({ a: z.string().trim().optional(), b: line(), c: z.array(z.uuid()) }),
      'x',
      leaves,
    );
    expect(leaves.map(([p, l]) => [p, isGuarded(l)])).toEqual([
      ['x.a', false],
      ['x.b', true],
      ['x.c[]', true],
    ]);
  });

  it('line refuses NUL and every other control character with the invalid-data text', () => {
    const title = line().trim().max(100);
    for (const bad of ['a\u0000b', 'a\nb', 'a\tb', 'a\rb', '\u001b[31m', 'x\u007f', 'x\u0085'])
      expect(title.safeParse(bad).error?.issues.map((i) => i.message)).toEqual([
        ERRORS.invalidData,
      ]);
    expect(title.parse('  Camiseta básica — 100% algodão 😀  ')).toBe(
      'Camiseta básica — 100% algodão 😀',
    );
  });

  it('longText keeps newline and tab, turns CRLF into LF, and refuses the rest', () => {
    const description = longText().max(500);
    expect(description.parse('um\r\ndois\rtrês\n\tquatro')).toBe('um\ndois\ntrês\n\tquatro');
    for (const bad of ['a\u0000', 'a\u000b', 'a\u000c', 'a\u0008'])
      expect(description.safeParse(bad).success).toBe(false);
  });
});
