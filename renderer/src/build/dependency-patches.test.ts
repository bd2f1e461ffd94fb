import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  axiosWithoutFetchAdapter,
  reactRouterProductionFile,
  ZOD_JSON_SCHEMA,
  zodInPortuguese,
  zodWithoutJsonSchema,
} from './dependency-patches';

/** The installed package's folder (the one the build resolves). */
function packageDir(name: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve(name)));
  while (path.basename(dir) !== name) dir = path.dirname(dir);
  return dir;
}

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'load' | 'transform') => plugin[name] as unknown as Hook;

/**
 * Every patch run on the packages installed now: an upgrade that changes what a patch relies on
 * fails here, with the patch's own message, before anyone builds.
 */
describe('patches to dependencies in the renderer build', () => {
  it("zod's JSON Schema modules become stand-ins that export every name they exported", () => {
    const core = path.join(packageDir('zod'), 'v4', 'core');
    const files = fs
      .readdirSync(core)
      .map((f) => path.join(core, f))
      .filter((f) => ZOD_JSON_SCHEMA.test(f));
    expect(files.map((f) => path.basename(f))).toContain('to-json-schema.js');
    for (const file of files) {
      const out = hook(zodWithoutJsonSchema(), 'load').call({}, file) as string;
      expect(out).toMatch(/^export const \w+ = /m);
      expect(out).not.toContain('import ');
    }
  });

  it("zod's config module applies the pt-BR locale as it loads", () => {
    const file = path.join(packageDir('zod'), 'v4', 'core', 'core.js');
    const out = hook(zodInPortuguese(), 'transform').call(
      {},
      fs.readFileSync(file, 'utf8'),
      file,
    ) as {
      code: string;
    };
    expect(out.code).toContain('config(__ptBR());');
    const locale = /import __ptBR from "([^"]+)"/.exec(out.code)?.[1];
    expect(locale && fs.existsSync(locale)).toBe(true);
  });

  it("axios's fetch adapter has the two exports the stand-in replaces", () => {
    const file = path.join(packageDir('axios'), 'lib', 'adapters', 'fetch.js');
    expect(hook(axiosWithoutFetchAdapter(), 'load').call({}, file)).toBe(
      'export const getFetch = () => false;\nexport default false;\n',
    );
  });

  it('react-router ships a production build beside the development one its exports name', () => {
    const file = reactRouterProductionFile();
    expect(file).toMatch(/[\\/]dist[\\/]production[\\/]/);
    expect(fs.existsSync(file)).toBe(true);
  });
});
