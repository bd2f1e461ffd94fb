import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** What the graph knows of a module id (Rolldown's `getModuleInfo`). */
export type ModuleInfoOf = (
  id: string,
) => Pick<Rolldown.ModuleInfo, 'importedIds' | 'dynamicallyImportedIds'> | null;

/** The pages of the signed-in area, by role of their first screen (paths under the renderer). */
export interface SignedInPages {
  entry: string;
  /** AppLayout: the frame every /app page renders in. */
  shell: string;
  /** The dashboard: the first screen of clients and providers. */
  home: string;
  /** The admin area: the admin's first screen, in the same frame. */
  admin: string;
  /** Every lazy page that renders only inside the frame (the three above included). */
  inApp: string[];
}

/** Every node `from` reaches along `next` (the starting nodes included). */
function reachable(from: string[], next: (node: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  for (let node = queue.pop(); node !== undefined; node = queue.pop()) {
    if (seen.has(node)) continue;
    seen.add(node);
    queue.push(...next(node));
  }
  return seen;
}

/** Every module `from` reaches through static imports (itself included). */
const staticClosure = (from: string[], info: ModuleInfoOf) =>
  reachable(from, (id) => info(id)?.importedIds ?? []);

/** The entry's modules and everything a visitor can load on demand from there, outside /app. */
function publicModules(pages: SignedInPages, info: ModuleInfoOf): Set<string> {
  const inApp = new Set(pages.inApp);
  const reached = staticClosure([pages.entry], info);
  for (let grew = true; grew;) {
    grew = false;
    for (const id of [...reached]) {
      for (const lazy of info(id)?.dynamicallyImportedIds ?? []) {
        if (inApp.has(lazy) || reached.has(lazy)) continue;
        for (const more of staticClosure([lazy], info)) reached.add(more);
        grew = true;
      }
    }
  }
  return reached;
}

const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react'/g;

/**
 * The icon files our own modules among `ids` import by name. The graph cannot tell: every icon
 * hangs off the package's barrel file, which the entry imports, so all 5,000 look public.
 */
function iconFiles(ids: Iterable<string>, sourceDir: string, iconsDir: string): Set<string> {
  const files = new Set<string>();
  for (const id of ids) {
    if (!id.startsWith(sourceDir) || !fs.existsSync(id)) continue;
    for (const match of fs.readFileSync(id, 'utf8').matchAll(ICON_IMPORT))
      for (const part of match[1]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (!name || !/^Icon\w+$/.test(name)) continue;
        const file = path.join(iconsDir, `${name}.mjs`);
        // A new layout of the package would otherwise leave every icon in a chunk of its own.
        if (!fs.existsSync(file)) throw new Error(`chunk groups: ${file} does not exist`);
        files.add(file);
      }
  }
  return files;
}

/**
 * The chunk of each module of the signed-in first screens (every other module: null, left to the
 * entry's group and the automatic split).
 *
 * - `shell`: the frame's own modules, and what the dashboard shares with the admin area.
 * - `home`: what only the dashboard uses; the admin's first screen does not download it.
 * - `icons`: every icon these screens import. Those that public pages also drew used to be a
 *   chunk of a few hundred bytes per set of pages sharing them (a dozen on each first screen).
 *
 * Only modules no public code reaches go to `shell` and `home`, or a visitor's page would have to
 * import them. The pages themselves stay out of the groups, so each keeps its own (tiny) chunk
 * and its name in the build manifest, which `npm run size` reads.
 */
export function firstScreenGroups(
  pages: SignedInPages,
  info: ModuleInfoOf,
  dirs: { source: string; icons: string },
): Map<string, string> {
  const publicCode = publicModules(pages, info);
  const inApp = new Set(pages.inApp);
  const shell = staticClosure([pages.shell], info);
  const home = staticClosure([pages.home], info);
  const admin = staticClosure([pages.admin], info);
  const groups = new Map<string, string>();
  // An icon the entry draws stays in the entry's chunk: that group has the higher priority.
  for (const file of iconFiles([...shell, ...home, ...admin], dirs.source, dirs.icons))
    groups.set(file, 'icons');
  for (const id of new Set([...shell, ...home])) {
    if (publicCode.has(id) || inApp.has(id)) continue;
    groups.set(id, shell.has(id) || admin.has(id) ? 'shell' : 'home');
  }
  return groups;
}

/**
 * Vite lists, for each `import()`, every chunk the imported one needs, so it can preload them in
 * parallel; that list also named the chunks the importing chunk itself imports (React, the entry,
 * Dexie...), which are loaded before any of its code runs. `preloadOnlyWhatIsMissing` keeps the
 * output bundle at hand so `build.modulePreload.resolveDependencies` can drop them: the entry's
 * list of every page's chunks alone was 161 names.
 */
export function preloadOnlyWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: (
    file: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => string[];
} {
  let bundle: Rolldown.OutputBundle | null = null;
  // A chunk and every chunk it imports statically, transitively: loaded before it runs.
  const loadedWith = (file: string) =>
    reachable([file], (name) => {
      const chunk = bundle?.[name];
      return chunk?.type === 'chunk' ? chunk.imports : [];
    });
  return {
    plugin: {
      name: 'alinhavo:preload-only-what-is-missing',
      apply: 'build',
      buildStart() {
        bundle = null;
      },
      // Before Vite's own generateBundle, which writes the preload lists.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
        },
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      if (hostType !== 'js') return deps;
      if (!bundle) throw new Error('preload: the output bundle was not captured');
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
