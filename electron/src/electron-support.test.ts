import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { electronSupport, pinnedMajor, stableMajors } from '../../scripts/electron-major.mjs';

const registry = [
  '40.0.0',
  '41.7.2',
  '42.0.0-alpha.1',
  '42.1.0',
  '43.0.0',
  '44.2.1',
  '45.4.1',
  '46.0.0-beta.3',
  '47.0.0-nightly.20261120',
];

describe('scripts/electron-major.mjs (the CI check of the pinned Electron)', () => {
  it('counts only majors with a stable release, newest first', () => {
    expect(stableMajors(registry)).toEqual([45, 44, 43, 42, 41, 40]);
  });

  it('accepts a pin in the latest three stable majors', () => {
    expect(electronSupport('45.4.1', registry)).toEqual({
      major: 45,
      supported: [45, 44, 43],
      ok: true,
    });
    expect(electronSupport('43.0.0', registry).ok).toBe(true);
  });

  it('fails a pin that fell out of them', () => {
    expect(electronSupport('42.1.0', registry).ok).toBe(false);
    expect(electronSupport('41.7.2', registry).ok).toBe(false);
  });

  it('refuses a range or a missing pin', () => {
    expect(() => pinnedMajor('^45.4.1')).toThrow(/versão exata/);
    expect(() => pinnedMajor(undefined)).toThrow(/versão exata/);
    expect(() => electronSupport('45.4.1', ['46.0.0-alpha.1'])).toThrow(/nenhuma versão estável/);
  });

  it('is run by CI', () => {
    const ci = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8');
    expect(ci).toMatch(/^node scripts\/check-electron-major\.mjs$/m);
  });
});
