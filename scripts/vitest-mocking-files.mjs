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
