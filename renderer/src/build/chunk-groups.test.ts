import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  firstScreenGroups,
  preloadOnlyWhatIsMissing,
  type ModuleInfoOf,
  type SignedInPages,
} from './chunk-groups';

let dir = '';
const src = (name: string) => path.join(dir, 'src', name);
const icon = (name: string) => path.join(dir, 'icons', `${name}.mjs`);

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A graph as Rolldown reports it: static and dynamic imports of each module id. */
function graph(edges: Record<string, { imports?: string[]; lazy?: string[] }>): ModuleInfoOf {
  return (id) =>
    edges[id]
      ? { importedIds: edges[id].imports ?? [], dynamicallyImportedIds: edges[id].lazy ?? [] }
      : null;
}

const pages = (): SignedInPages => ({
  entry: src('main.tsx'),
  shell: src('AppLayout.tsx'),
  home: src('DashboardPage.tsx'),
  admin: src('AdminArea.tsx'),
  inApp: [src('AppLayout.tsx'), src('DashboardPage.tsx'), src('AdminArea.tsx')],
});

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-groups-'));
  for (const name of ['IconBell', 'IconStar', 'IconFlag', 'IconHome']) write(icon(name), '');
  write(src('main.tsx'), "import { IconHome } from '@tabler/icons-react';");
  write(src('frame.ts'), "import { IconBell } from '@tabler/icons-react';");
  write(
    src('dashboard-only.ts'),
    "import {\n  IconStar,\n  IconFlag as Flag,\n} from '@tabler/icons-react';",
  );
  for (const name of ['AppLayout.tsx', 'DashboardPage.tsx', 'AdminArea.tsx', 'LoginPage.tsx'])
    write(src(name), '');
  for (const name of ['shared-with-login.ts', 'dashboard-and-admin.ts', 'admin-only.ts'])
    write(src(name), '');
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function appGraph(): ModuleInfoOf {
  const iconBarrel = path.join(dir, 'icons', 'index.mjs');
  const everyIcon = ['IconBell', 'IconStar', 'IconFlag', 'IconHome'].map(icon);
  return graph({
    [src('main.tsx')]: {
      imports: [iconBarrel],
      lazy: [
        src('LoginPage.tsx'),
        src('AppLayout.tsx'),
        src('DashboardPage.tsx'),
        src('AdminArea.tsx'),
      ],
    },
    // Every icon hangs off the package's barrel, which the entry imports.
    [iconBarrel]: { imports: everyIcon },
    [src('LoginPage.tsx')]: { imports: [src('shared-with-login.ts')] },
    [src('AppLayout.tsx')]: { imports: [src('frame.ts'), src('shared-with-login.ts')] },
    [src('frame.ts')]: { imports: [iconBarrel] },
    [src('DashboardPage.tsx')]: {
      imports: [src('dashboard-only.ts'), src('dashboard-and-admin.ts')],
    },
    [src('dashboard-only.ts')]: { imports: [iconBarrel] },
    [src('AdminArea.tsx')]: { imports: [src('dashboard-and-admin.ts'), src('admin-only.ts')] },
    [src('shared-with-login.ts')]: {},
    [src('dashboard-and-admin.ts')]: {},
    [src('admin-only.ts')]: {},
  });
}

describe('the first screens’ chunk groups', () => {
  it('puts the frame and what the dashboard shares with the admin in the shell, the rest of the dashboard apart', () => {
    const groups = firstScreenGroups(pages(), appGraph(), {
      source: path.join(dir, 'src'),
      icons: path.join(dir, 'icons'),
    });
    expect(groups.get(src('frame.ts'))).toBe('shell');
    expect(groups.get(src('dashboard-and-admin.ts'))).toBe('shell');
    expect(groups.get(src('dashboard-only.ts'))).toBe('home');
    // What a visitor's page also loads stays out, or the login page would import the shell.
    expect(groups.has(src('shared-with-login.ts'))).toBe(false);
    // The admin's own modules stay in its chunk; the pages keep chunks (and manifest names).
    expect(groups.has(src('admin-only.ts'))).toBe(false);
    for (const page of pages().inApp) expect(groups.has(page)).toBe(false);
  });

  it('gathers the icons these screens import by name, aliases included, and no other', () => {
    const groups = firstScreenGroups(pages(), appGraph(), {
      source: path.join(dir, 'src'),
      icons: path.join(dir, 'icons'),
    });
    const icons = [...groups].filter(([, group]) => group === 'icons').map(([id]) => id);
    expect(icons.sort()).toEqual([icon('IconBell'), icon('IconFlag'), icon('IconStar')].sort());
  });

  it('fails the build when an imported icon is not where the package kept them', () => {
    write(src('frame.ts'), "import { IconGone } from '@tabler/icons-react';");
    expect(() =>
      firstScreenGroups(pages(), appGraph(), {
        source: path.join(dir, 'src'),
        icons: path.join(dir, 'icons'),
      }),
    ).toThrow(/IconGone\.mjs does not exist/);
  });
});

describe('preload lists', () => {
  const bundle = {
    'assets/host.js': { type: 'chunk', imports: ['assets/react.js'] },
    'assets/react.js': { type: 'chunk', imports: ['assets/runtime.js'] },
    'assets/runtime.js': { type: 'chunk', imports: [] },
    'assets/page.js': { type: 'chunk', imports: ['assets/react.js', 'assets/form.js'] },
    'assets/form.js': { type: 'chunk', imports: [] },
  };

  function captured() {
    const preload = preloadOnlyWhatIsMissing();
    const hook = preload.plugin.generateBundle as { handler: (o: unknown, b: unknown) => void };
    hook.handler({}, bundle);
    return preload;
  }

  it('leave out the chunks the importing chunk has already loaded, transitively', () => {
    const deps = ['assets/react.js', 'assets/runtime.js', 'assets/form.js'];
    expect(
      captured().resolveDependencies('assets/page.js', deps, {
        hostId: 'assets/host.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/form.js']);
  });

  it('keep an HTML host’s list whole, and refuse to guess without the bundle', () => {
    const deps = ['assets/react.js'];
    expect(
      captured().resolveDependencies('assets/page.js', deps, {
        hostId: 'index.html',
        hostType: 'html',
      }),
    ).toEqual(deps);
    expect(() =>
      preloadOnlyWhatIsMissing().resolveDependencies('assets/page.js', deps, {
        hostId: 'assets/host.js',
        hostType: 'js',
      }),
    ).toThrow(/bundle was not captured/);
  });
});
