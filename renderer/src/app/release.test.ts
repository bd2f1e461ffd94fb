import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasNewerRelease, loadNewRelease, resetReleaseState } from './release';

afterEach(() => {
  resetReleaseState();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a tab on a previous release', () => {
  it('loads nothing while no newer release is known', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    expect(hasNewerRelease()).toBe(false);
    expect(loadNewRelease('/app/mensagens')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the next page anew once per newer release, never in a loop', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    resetReleaseState('b2');
    expect(loadNewRelease('/app/mensagens')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/app/mensagens');
    // The page that loads may fail a chunk again: the same release never reloads twice.
    expect(loadNewRelease('/app/perfil')).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    // A later release does.
    resetReleaseState('c3');
    expect(loadNewRelease('/app/perfil')).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
  });
});
