import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The projects from the longest to the shortest, so the small ones fill the end of the run.
 * Vitest's own order is by name, which put the server's PostgreSQL files, the longest, last.
 */
const PROJECT_ORDER = [
  'server:pglite',
  'server:postgres',
  'renderer',
  'renderer:stubs',
  'renderer:mocks',
  'server:unit',
  'electron:mocks',
  'electron',
  'shared',
];

/**
 * Files that take a large share of a project by themselves (child servers booted and killed,
 * every route called six ways), longest first, in seconds on a quiet 2-core machine, PGlite /
 * PostgreSQL. On a fresh clone Vitest has no durations cached and runs larger files first: the
 * crash run, a 49-line file, started last and ran alone for a minute at the end of each server
 * project.
 */
const LONG_FILES = [
  'server/test/crash-durability.test.ts', // 10 kills: 15 / 11 s
  'server/test/load-faults.test.ts', // — / 23 s
  'server/test/authorization-matrix.test.ts', // 20 / 18 s
  'server/test/uploads-memory.test.ts', // 10 / 1 s
  'server/test/fuzz-contract.test.ts', // 9 / 6 s
  'server/test/start-signals.test.ts', // 6 / 1 s
];

const root = path.resolve(import.meta.dirname, '..');
for (const file of LONG_FILES) {
  if (!fs.existsSync(path.join(root, file))) {
    throw new Error(`scripts/vitest-sequencer.ts lista ${file}, que não existe mais.`);
  }
}

/**
 * Vitest's order (failed first, then the longest by the cached durations, or the largest files),
 * with the projects from the longest down and each project's long files first, longest first.
 * The sort is stable, so within those ranks Vitest's order stands. A project's files stay
 * together: a worker reuses its module registry only for the next file of the same project.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (list: string[], item: string) => {
      const index = list.indexOf(item);
      return index === -1 ? list.length : index;
    };
    const projectRank = (spec: TestSpecification) => rank(PROJECT_ORDER, spec.project.name);
    const longRank = (spec: TestSpecification) =>
      rank(LONG_FILES, path.relative(root, spec.moduleId).split(path.sep).join('/'));
    return (await super.sort(files)).sort(
      (a, b) => projectRank(a) - projectRank(b) || longRank(a) - longRank(b),
    );
  }
}
