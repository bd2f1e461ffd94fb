/**
 * The renderer build's patches to dependencies' internals (ADR 0009). Each one checks the shape
 * of the installed package and fails the build when an upgrade changed it; the test beside this
 * file runs every patch on the installed packages, so an upgrade that breaks one fails `npm test`
 * too, before anyone builds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const ZOD_JSON_SCHEMA =
  /node_modules[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors|json-schema-generator)\.js$/;

/**
 * Zod's JSON Schema generator (about 6 kB gzip) left out of the renderer's build: classic
 * schemas import it for `.toJSONSchema()` and Standard Schema's `jsonSchema`, which only the
 * server uses (its OpenAPI document), while the renderer only parses. Each export becomes a
 * function that throws when called, so a future use fails loudly instead of silently; the names
 * are read from the installed zod, so an upgrade cannot leave an import unresolved. Build only:
 * dev and tests run zod untouched.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'alinhavo:zod-without-json-schema',
    apply: 'build',
    load(id) {
      if (!ZOD_JSON_SCHEMA.test(id)) return null;
      const source = fs.readFileSync(id, 'utf8');
      const names = new Set<string>();
      for (const m of source.matchAll(/^export (?:function|const|let|class) (\w+)/gm))
        names.add(m[1]!);
      for (const m of source.matchAll(/^export \{([^}]*)\}/gm))
        for (const part of m[1]!.split(','))
          names.add(
            part
              .trim()
              .split(/\s+as\s+/)
              .pop()!,
          );
      names.delete('');
      if (names.size === 0) throw new Error(`zod-without-json-schema: no exports found in ${id}`);
      const lines = [
        "const unavailable = () => { throw new Error('zod: JSON Schema só é gerado no servidor, não no app'); };",
      ];
      for (const name of names)
        lines.push(
          // Schema constructors call these two to build the method; only calling the method fails.
          name.startsWith('create')
            ? `export const ${name} = () => unavailable;`
            : `export const ${name} = unavailable;`,
        );
      return lines.join('\n');
    },
  };
}

/**
 * Zod's pt-BR default messages (what shared/zod-locale sets) set by zod itself in the build: the
 * module holding its global config applies the locale as it loads, so whichever screen first
 * loads zod (a form) has them before any schema parses, and screens without zod load neither.
 * They used to travel with every lazy page, which made each one download zod. A side-effect
 * import of shared/zod-locale from zod would be dropped (zod declares no side effects), hence
 * the config module itself. Dev sets them from main.tsx, tests from their setup file.
 */
export function zodInPortuguese(): Plugin {
  return {
    name: 'alinhavo:zod-in-portuguese',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      const locale = path.join(path.dirname(id), '..', 'locales', 'pt-BR.js');
      if (!/^export function config\(/m.test(code) || !fs.existsSync(locale))
        throw new Error(`zod-in-portuguese: ${id} no longer defines config, or pt-BR is gone`);
      return {
        code: `${code}\nimport __ptBR from ${JSON.stringify(locale)};\nconfig(__ptBR());\n`,
        map: null,
      };
    },
  };
}

/**
 * Axios's fetch adapter (about 2 kB gzip) left out of the renderer's build: axios tries its XHR
 * adapter first, which the browser and Electron's renderer always have, so the fetch one never
 * runs here. Its stand-in reports fetch as unsupported, the answer axios already handles.
 * Build only, as above.
 */
export function axiosWithoutFetchAdapter(): Plugin {
  return {
    name: 'alinhavo:axios-without-fetch-adapter',
    apply: 'build',
    load(id) {
      if (!/node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/.test(id)) return null;
      const source = fs.readFileSync(id, 'utf8');
      // The two names adapters.js uses: fail the build if a new axios changes them.
      if (!/^export const getFetch\b/m.test(source) || !/^export default adapter;/m.test(source))
        throw new Error(`axios-without-fetch-adapter: ${id} no longer has the expected exports`);
      return 'export const getFetch = () => false;\nexport default false;\n';
    },
  };
}

/**
 * React Router's production build in the bundle: the package's exports name only its development
 * build, which differs by one flag (dev warnings on: messages and checks for developers, in the
 * console). The production build beside it sets the flag off, so the minifier drops them.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'alinhavo:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProductionFile() }] },
    }),
  };
}

/** The package's own file, its development build swapped for the production one beside it. */
export function reactRouterProductionFile(): string {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  const production = development.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');
  if (production === development || !fs.existsSync(production))
    throw new Error(`react-router-production: no production build beside ${development}`);
  return production;
}
