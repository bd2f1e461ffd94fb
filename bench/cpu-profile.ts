/**
 * Where a `node --cpu-prof` profile spends its self-time, by package (drizzle, pg, jose, helmet,
 * zod, pino, fastify, ours…). Used by bench/api-overhead.ts; run by hand on any profile:
 *   node --import tsx bench/cpu-profile.ts <file.cpuprofile> [...]
 * Without a file (as `npm run bench` runs it) it only says how to use it.
 */
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number };
  children?: number[];
}
interface CpuProfile {
  startTime: number;
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The bucket a frame's self-time goes to: a package name, 'ours', 'node' or a V8 pseudo-frame. */
export function bucketOf(frame: ProfileNode['callFrame']): string {
  const url = frame.url;
  if (!url) {
    const name = frame.functionName;
    if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') return name;
    if (name === '(root)') return name;
    return 'node (nativo)';
  }
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '?');
    // One line per library family: @fastify/* plugins count apart from fastify's core.
    if (name.startsWith('drizzle-orm')) return 'drizzle';
    if (name === 'pg' || name.startsWith('pg-') || name === 'pgpass') return 'pg';
    if (name.startsWith('pino') || name === 'sonic-boom' || name === 'fast-redact') return 'pino';
    if (name === '@fastify/helmet' || name === 'helmet') return 'helmet';
    if (name === 'fastify' || name === 'find-my-way' || name === 'light-my-request')
      return 'fastify';
    if (name === 'avvio' || name === 'fast-json-stringify' || name === 'safe-stable-stringify')
      return 'fastify';
    return name;
  }
  if (url.startsWith('node:')) return 'node';
  // PGlite's PostgreSQL runs as WebAssembly.
  if (url.startsWith('wasm://')) return '@electric-sql/pglite';
  if (/\/(server|shared)\/(src|dist)\//.test(url) || url.includes('/server/dist/')) return 'ours';
  return 'outros';
}

const OWN_TIME = new Set(['(idle)', '(program)', '(garbage collector)']);
const isRuntime = (bucket: string) => bucket === 'node' || bucket === 'node (nativo)';

/**
 * `npm start` runs one esbuild bundle (server/dist) holding the packages too: a frame there is
 * charged by the source its source map names (node_modules/pg/…, server/src/…).
 */
const sourceMaps = new Map<string, SourceMap | null>();
function originalFrame(frame: ProfileNode['callFrame']): ProfileNode['callFrame'] {
  if (!frame.url.includes('/server/dist/') || frame.lineNumber === undefined) return frame;
  const file = frame.url.startsWith('file://') ? fileURLToPath(frame.url) : frame.url;
  let map = sourceMaps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(
        JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as ConstructorParameters<
          typeof SourceMap
        >[0],
      );
    } catch {
      map = null;
    }
    sourceMaps.set(file, map);
  }
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber ?? 0);
  if (!entry || !('originalSource' in entry) || !entry.originalSource) return frame;
  const source = entry.originalSource.startsWith('file://')
    ? fileURLToPath(entry.originalSource)
    : path.resolve(path.dirname(file), entry.originalSource);
  return { ...frame, url: source };
}

/**
 * Node's own code (sockets, crypto, timers) is charged to the nearest caller that is a package
 * or ours: WebCrypto work started by jose counts as jose, a socket write by pg as pg. What no
 * package called (HTTP parsing, the event loop) stays 'node'.
 */
function chargedBuckets(nodes: ProfileNode[]): Map<number, string> {
  const parent = new Map<number, number>();
  for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const charged = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = charged.get(id);
    if (known) return known;
    const node = byId.get(id);
    let bucket = node ? bucketOf(originalFrame(node.callFrame)) : 'outros';
    if (isRuntime(bucket)) {
      const up = parent.get(id);
      const above = up === undefined ? undefined : resolve(up);
      bucket =
        above && !isRuntime(above) && !OWN_TIME.has(above) && above !== '(root)' ? above : 'node';
    }
    charged.set(id, bucket);
    return bucket;
  };
  for (const n of nodes) resolve(n.id);
  return charged;
}

/**
 * Self-time per bucket in milliseconds, busiest first, idle left out of the total. `window`
 * keeps only samples from `fromEndMs` to `untilEndMs` before the profile's end (the load, not
 * the start-up and shutdown around it).
 */
export function breakdown(
  file: string,
  window?: { fromEndMs: number; untilEndMs: number },
): Array<{ bucket: string; ms: number; share: number }> {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const bucketByNode = chargedBuckets(profile.nodes);
  const totals = new Map<string, number>();
  const from = window ? profile.endTime - window.fromEndMs * 1000 : -Infinity;
  const until = window ? profile.endTime - window.untilEndMs * 1000 : Infinity;
  let at = profile.startTime;
  profile.samples.forEach((nodeId, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < from || at > until) return;
    const bucket = bucketByNode.get(nodeId) ?? 'outros';
    totals.set(bucket, (totals.get(bucket) ?? 0) + delta / 1000);
  });
  totals.delete('(idle)');
  const busy = [...totals.values()].reduce((a, b) => a + b, 0) || 1;
  return [...totals.entries()]
    .map(([bucket, ms]) => ({ bucket, ms, share: ms / busy }))
    .sort((a, b) => b.ms - a.ms);
}

/**
 * Self-time per function (name, original file and line), busiest first: where inside a bucket
 * the time goes. Same window as `breakdown`.
 */
export function topFunctions(
  file: string,
  window?: { fromEndMs: number; untilEndMs: number },
  top = 25,
): Array<{ fn: string; bucket: string; ms: number; share: number }> {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const bucketByNode = chargedBuckets(profile.nodes);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, { bucket: string; ms: number }>();
  const from = window ? profile.endTime - window.fromEndMs * 1000 : -Infinity;
  const until = window ? profile.endTime - window.untilEndMs * 1000 : Infinity;
  let at = profile.startTime;
  let busy = 0;
  profile.samples.forEach((nodeId, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < from || at > until) return;
    const node = byId.get(nodeId);
    if (!node || node.callFrame.functionName === '(idle)') return;
    const frame = originalFrame(node.callFrame);
    const where = frame.url
      ? `${frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/(server|shared)\//, '$1/')}:${(node.callFrame.lineNumber ?? 0) + 1}`
      : '';
    const key = `${frame.functionName || '(anônima)'} ${where}`;
    const entry = totals.get(key) ?? { bucket: bucketByNode.get(nodeId) ?? 'outros', ms: 0 };
    entry.ms += delta / 1000;
    busy += delta / 1000;
    totals.set(key, entry);
  });
  return [...totals.entries()]
    .map(([fn, e]) => ({ fn, bucket: e.bucket, ms: e.ms, share: e.ms / (busy || 1) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}

export function printBreakdown(
  file: string,
  window?: { fromEndMs: number; untilEndMs: number },
  top = 14,
): void {
  const rows = breakdown(file, window);
  const busy = rows.reduce((a, r) => a + r.ms, 0);
  console.log(`tempo de CPU ocupado: ${Math.round(busy)} ms (${file})`);
  for (const r of rows.slice(0, top))
    console.log(
      `  ${r.bucket.padEnd(26)} ${(r.share * 100).toFixed(1).padStart(5)} %  ${Math.round(r.ms)} ms`,
    );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = process.argv.slice(2);
  if (files.length === 0)
    console.log('bench/cpu-profile: passe um ou mais arquivos .cpuprofile (node --cpu-prof).');
  for (const f of files) {
    printBreakdown(f);
    if (process.env.CPU_PROFILE_FUNCTIONS === '1')
      for (const r of topFunctions(f))
        console.log(
          `  ${(r.share * 100).toFixed(1).padStart(5)} %  ${r.bucket.padEnd(14)} ${r.fn}`,
        );
  }
}
