import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The web build keeps the files of its last releases: a tab opened on a previous release still
 * imports its own hashed chunks, which a new build would otherwise delete, and the server hands
 * them out as before (immutable, under assets/). `releases.json` in dist lists each kept
 * release's files, newest first; `release.json` names the one index.html serves, which a tab
 * compares with its own (renderer/src/app/release.ts) when a chunk still fails.
 */
export const KEPT_RELEASES = 3;
export const RELEASES_FILE = 'releases.json';
export const CURRENT_RELEASE_FILE = 'release.json';
/** The meta tag of index.html that tells a tab its release. */
export const RELEASE_META = 'alinhavo-release';

export interface Release {
  id: string;
  builtAt: string;
  /** Paths relative to dist, all under assets/ (with their .br, .gz and .map beside them). */
  files: string[];
}

export function readReleases(dist: string): Release[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dist, RELEASES_FILE), 'utf8')) as {
      releases?: unknown;
    };
    return Array.isArray(parsed.releases) ? (parsed.releases as Release[]) : [];
  } catch {
    return []; // no build yet, or one from before releases were kept
  }
}

function walk(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full).replace(/\\/g, '/')];
  });
}

function removeEmptyDirs(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    removeEmptyDirs(full);
    if (fs.readdirSync(full).length === 0) fs.rmdirSync(full);
  }
}

/**
 * Empties `dist` for a new build except the files of the releases it keeps (the newest
 * `KEPT_RELEASES - 1`: the new build makes the last one), and returns those releases. Used in
 * place of Vite's emptyOutDir.
 */
export function prepareOutDir(dist: string): Release[] {
  const kept = readReleases(dist).slice(0, KEPT_RELEASES - 1);
  const keep = new Set(kept.flatMap((release) => release.files));
  for (const file of walk(dist)) if (!keep.has(file)) fs.rmSync(path.join(dist, file));
  if (fs.existsSync(dist)) removeEmptyDirs(dist);
  return kept;
}

/** A release's id: the hash of its files' names, which are hashes of their content. */
export function releaseId(files: readonly string[]): string {
  return createHash('sha256')
    .update([...files].sort().join('\n'))
    .digest('hex')
    .slice(0, 12);
}

/** The files a release owns for the output `files` of its build (with compressed copies). */
export function releaseFiles(files: readonly string[]): string[] {
  const owned = files
    .filter((file) => file.startsWith('assets/'))
    .flatMap((file) =>
      /\.(js|css)$/.test(file)
        ? [file, `${file}.br`, `${file}.gz`, `${file}.map`]
        : [file, `${file}.br`, `${file}.gz`],
    );
  // A source map is in the bundle too: once.
  return [...new Set(owned)].sort();
}

/** Writes the list of kept releases, the new one first, and which one is served now. */
export function recordRelease(dist: string, release: Release, kept: readonly Release[]): void {
  const releases = [release, ...kept.filter((r) => r.id !== release.id)].slice(0, KEPT_RELEASES);
  fs.writeFileSync(path.join(dist, RELEASES_FILE), `${JSON.stringify({ releases }, null, 2)}\n`);
  fs.writeFileSync(
    path.join(dist, CURRENT_RELEASE_FILE),
    `${JSON.stringify({ id: release.id })}\n`,
  );
}

/**
 * The build's side: empties dist itself keeping the previous releases (set `emptyOutDir: false`),
 * stamps index.html with the release id, and records the release once written.
 */
export function keepReleases(): Plugin {
  let outDir = '';
  let kept: Release[] = [];
  let id = '';
  return {
    name: 'alinhavo:keep-releases',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      kept = prepareOutDir(outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        id = releaseId(Object.keys(ctx.bundle ?? {}).filter((f) => f.startsWith('assets/')));
        return [{ tag: 'meta', attrs: { name: RELEASE_META, content: id }, injectTo: 'head' }];
      },
    },
    writeBundle(_options, bundle) {
      const files = releaseFiles(Object.keys(bundle));
      recordRelease(
        outDir,
        { id: id || releaseId(files), builtAt: new Date().toISOString(), files },
        kept,
      );
    },
  };
}
