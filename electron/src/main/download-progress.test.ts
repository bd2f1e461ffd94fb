import { describe, expect, it, vi } from 'vitest';
import { createDownloadProgress, type DownloadWindow } from './download-progress';

const A = '6f1c2a4e-8b9d-4e3f-a1b2-c3d4e5f60718';
const B = '0d3b1c2a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function fakeWindow() {
  return {
    isDestroyed: () => false,
    setProgressBar: vi.fn<DownloadWindow['setProgressBar']>(),
    webContents: { send: vi.fn<DownloadWindow['webContents']['send']>() },
  };
}

describe('download progress', () => {
  it('one taskbar bar for every download in flight, removed when the last ends', () => {
    const window = fakeWindow();
    const progress = createDownloadProgress(() => window);

    progress.start(A, 'a.pdf', 100);
    progress.start(B, 'b.pdf', 300);
    progress.advance(A, 100);
    progress.advance(B, 100);
    progress.finish(A);
    progress.finish(B);

    expect(window.setProgressBar.mock.calls).toEqual([[0], [0], [0.25], [0.5], [1 / 3], [-1]]);
  });

  it('a download of unknown size makes the bar indeterminate', () => {
    const window = fakeWindow();
    const progress = createDownloadProgress(() => window);

    progress.start(A, 'a.pdf', 100);
    progress.start(B, 'b.txt', null);
    progress.finish(B);

    expect(window.setProgressBar.mock.calls).toEqual([[0], [2], [0]]);
  });

  it('no window: nothing is sent and nothing throws', () => {
    const progress = createDownloadProgress(() => null);
    progress.start(A, 'a.pdf', 10);
    progress.advance(A, 10);
    expect(() => progress.finish(A)).not.toThrow();
  });
});
