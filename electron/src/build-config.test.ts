import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const builderYml = readFileSync(path.join(ROOT, 'build', 'electron-builder.yml'), 'utf8');
const desktopPackage = JSON.parse(
  readFileSync(path.join(ROOT, 'electron', 'package.json'), 'utf8'),
) as { devDependencies: Record<string, string> };

function scalar(raw: string): string | boolean {
  const value = raw
    .replace(/\s+#.*$/, '')
    .trim()
    .replace(/^'(.*)'$/, '$1');
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** A top-level `key: value` of the YAML file. */
function topLevel(key: string): string | boolean | undefined {
  const match = new RegExp(`^${key}:[ \\t]*(\\S.*)$`, 'm').exec(builderYml);
  return match?.[1] === undefined ? undefined : scalar(match[1]);
}

/** A top-level mapping of scalars (`key:` then indented `name: value` lines). */
function topLevelMap(key: string): Record<string, string | boolean> | undefined {
  const lines = builderYml.split('\n');
  const start = lines.indexOf(`${key}:`);
  if (start < 0) return undefined;
  const map: Record<string, string | boolean> = {};
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const entry = /^ {2}([A-Za-z]+):\s*(\S.*)$/.exec(line);
    if (!entry?.[1] || entry[2] === undefined) break;
    map[entry[1]] = scalar(entry[2]);
  }
  return map;
}

describe('build/electron-builder.yml', () => {
  it('packages the Electron that electron/package.json pins', () => {
    expect(topLevel('electronVersion')).toBe(desktopPackage.devDependencies.electron);
  });

  // Electron's checklist: fuses close doors an attacker with local access would use to run
  // code as the app (ELECTRON_RUN_AS_NODE, NODE_OPTIONS, --inspect, a swapped app.asar).
  it('flips the security fuses, and only those', () => {
    expect(topLevelMap('electronFuses')).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('ships the app inside asar (what integrity validation checks)', () => {
    expect(topLevel('asar')).toBe(true);
  });

  it('registers alinhavo:// with the installers (deep links)', () => {
    expect(builderYml).toMatch(/^protocols:\n {2}- name: Alinhavo\n {4}schemes:\n {6}- alinhavo$/m);
  });

  it('publishes for the generic update provider', () => {
    expect(builderYml).toMatch(/^publish:\n {2}provider: generic\n {2}url: https:\/\/\S+$/m);
  });
});
