import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The endpoint modules of `shared/src/api` (the contract's helpers and the whole table aside). */
const ENDPOINT_MODULE = /[\\/]shared[\\/]src[\\/]api[\\/](?!contract\.|endpoints\.)[\w-]+\.ts$/;

/** What the renderer's client reads of an endpoint at run time; schemas only say "present". */
const ROUTE_KEYS = ['method', 'path', 'auth', 'status', 'bodyFormat', 'answer'] as const;
const SCHEMA_KEYS = ['body', 'data', 'params', 'query'] as const;

type Route = Record<string, unknown>;

function isEndpoint(value: unknown): value is Route {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Route).method === 'string' &&
    typeof (value as Route).path === 'string' &&
    'data' in value
  );
}

/** An endpoint as plain data, a group of them (nested groups too), or null for anything else. */
export function routesOf(value: unknown): unknown {
  if (isEndpoint(value)) {
    const route: Route = {};
    for (const key of ROUTE_KEYS) route[key] = value[key];
    // 'schema': the endpoint has one (the client sends a body when it does); not shipped.
    for (const key of SCHEMA_KEYS) if (value[key] !== undefined) route[key] = 'schema';
    return route;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (entries.length === 0) return null;
  const group: Record<string, unknown> = {};
  for (const [name, item] of entries) {
    const routes = routesOf(item);
    if (routes === null) return null;
    group[name] = routes;
  }
  return group;
}

/**
 * The renderer's build gets the contract's endpoint modules as routes only: method, path, auth
 * and formats, without their zod schemas. The client no longer parses answers (the server writes
 * them from these schemas, and a contract version header guards against another server; README
 * Decisões) and forms validate with the schemas they import themselves, so the schemas of every
 * endpoint a screen calls were dead weight on it, and with them zod on the first screen.
 *
 * Each module is evaluated here, in Node, as the server would load it; only its endpoint and
 * endpoint-group exports are written out. Anything else it exports is left out on purpose: a
 * renderer import of one fails the build ("missing export") instead of shipping schemas quietly.
 * Build only: dev and tests load the modules whole, and the client reads the same fields there.
 */
export function contractRoutesOnly(): Plugin {
  type Importer = (specifier: string, parent: string) => Promise<Record<string, unknown>>;
  let tsImport: Importer | null = null;
  return {
    name: 'alinhavo:contract-routes-only',
    apply: 'build',
    async load(id) {
      if (!ENDPOINT_MODULE.test(id)) return null;
      tsImport ??= (await import('tsx/esm/api')).tsImport as Importer;
      const mod = await tsImport(pathToFileURL(id).href, import.meta.url);
      const lines: string[] = [];
      for (const [name, value] of Object.entries(mod)) {
        const routes = routesOf(value);
        if (routes !== null) lines.push(`export const ${name} = ${JSON.stringify(routes)};`);
      }
      if (lines.length === 0) throw new Error(`contract-routes-only: no endpoints in ${id}`);
      return lines.join('\n');
    },
  };
}
