import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareOutDir, readReleases, recordRelease, releaseFiles, releaseId } from './releases';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** One build into `dist` as the plugin runs it: empty what is not kept, write, record. */
function build(dist: string, assets: string[]): string {
  const kept = prepareOutDir(dist);
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), assets.join(','));
  for (const asset of assets) {
    fs.writeFileSync(path.join(dist, asset), asset);
    fs.writeFileSync(path.join(dist, `${asset}.br`), asset);
  }
  const files = releaseFiles(assets);
  const id = releaseId(files);
  recordRelease(dist, { id, builtAt: new Date().toISOString(), files }, kept);
  return id;
}

const exists = (dist: string, file: string) => fs.existsSync(path.join(dist, file));

describe('kept releases', () => {
  it('keeps the files of the last three releases and prunes older ones', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    dirs.push(dist);
    const ids = [
      build(dist, ['assets/index-a.js', 'assets/react.js', 'assets/page-a.js']),
      build(dist, ['assets/index-b.js', 'assets/react.js', 'assets/page-b.js']),
      build(dist, ['assets/index-c.js', 'assets/react.js', 'assets/page-c.js']),
    ];
    expect(new Set(ids).size).toBe(3);
    expect(readReleases(dist).map((r) => r.id)).toEqual([...ids].reverse());
    for (const page of ['a', 'b', 'c']) {
      expect(exists(dist, `assets/page-${page}.js`)).toBe(true);
      expect(exists(dist, `assets/page-${page}.js.br`)).toBe(true);
    }

    const fourth = build(dist, ['assets/index-d.js', 'assets/react.js', 'assets/page-d.js']);
    expect(readReleases(dist).map((r) => r.id)).toEqual([fourth, ids[2], ids[1]]);
    expect(exists(dist, 'assets/page-a.js')).toBe(false);
    expect(exists(dist, 'assets/index-a.js.br')).toBe(false);
    expect(exists(dist, 'assets/page-b.js')).toBe(true);
    // A file shared by a kept release stays.
    expect(exists(dist, 'assets/react.js')).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(dist, 'release.json'), 'utf8'))).toEqual({
      id: fourth,
    });
  });

  it('starts clean on a folder built before releases were kept', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    dirs.push(dist);
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'old.js'), 'old');
    build(dist, ['assets/new.js']);
    expect(exists(dist, 'assets/old.js')).toBe(false);
    expect(readReleases(dist)).toHaveLength(1);
  });
});
