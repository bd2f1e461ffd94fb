// Test files (under `root`, as paths relative to it) that replace modules with `vi.mock`: a mock
// lives in the module registry, so vitest.config.ts runs these files isolated while the rest of
// the renderer's files share one registry per worker. Read from the sources: no list to keep.
import fs from 'node:fs';
import path from 'node:path';

export function mockingTestFiles(root, dirs = ['src']) {
  return dirs
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => `${dir}/${file.split(path.sep).join('/')}`),
    )
    .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('vi.mock('));
}

/** The files of a hand-kept list (paths relative to `root`) that no longer exist. */
export function missingFiles(root, files) {
  return files.filter((file) => !fs.existsSync(path.join(root, file)));
}

/**
 * The files among `files` (under `root`) whose only mocks replace the demands kit's form and
 * details modals with the shared stand-ins of `src/test/modal-stubs.tsx`, both of them, each as
 * `vi.mock('…', () => import('…/test/modal-stubs'))`. Files that all replace the same modules
 * with the same module can share one module registry: whichever file loads a page first, every
 * file sees the page built on the stand-ins.
 */
export function modalStubFiles(root, files) {
  const stubbed = [
    path.join(root, 'src/kits/demands/form/DemandFormModal'),
    path.join(root, 'src/kits/demands/DemandDetailsModal'),
  ];
  const stubs = path.join(root, 'src/test/modal-stubs');
  const call = /vi\.mock\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)\s*\)/g;
  return files.filter((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const dir = path.dirname(path.join(root, file));
    const calls = [...text.matchAll(call)];
    if (calls.length !== text.split('vi.mock(').length - 1) return false;
    if (!calls.every((m) => path.resolve(dir, m[2]) === stubs)) return false;
    const targets = new Set(calls.map((m) => path.resolve(dir, m[1])));
    return targets.size === stubbed.length && stubbed.every((t) => targets.has(t));
  });
}
