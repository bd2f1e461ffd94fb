import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from './window';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Electron's checklist items 9 and 10: no experimental or Blink features in any window. */
describe('experimental and Blink features', () => {
  it('the main window turns experimental features off and enables no Blink feature', () => {
    const prefs = mainWindowOptions('/preload.cjs').webPreferences ?? {};
    expect(prefs.experimentalFeatures).toBe(false);
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
  });

  it('no source of the shell sets them anywhere else', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(10);
    const offending = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const found: string[] = [];
      if (/enableBlinkFeatures/.test(text)) found.push(`${file}: enableBlinkFeatures`);
      for (const match of text.matchAll(/experimentalFeatures\s*:\s*([^,\s}]+)/g))
        if (match[1] !== 'false') found.push(`${file}: experimentalFeatures: ${match[1]}`);
      return found;
    });
    expect(offending).toEqual([]);
  });
});
