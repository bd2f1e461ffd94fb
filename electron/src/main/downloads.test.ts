import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FILE_DOWNLOAD_FAILED as DOWNLOAD_FAILED,
  type IpcEventPayload,
} from '@alinhavo/shared/ipc/channels';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { DownloadWindow } from './download-progress';
import { createDownloads, type FileOpener, type SaveDialog } from './downloads';
import type { FetchLike } from './session';

const SERVER = 'https://api.alinhavo.com.br';
const URL_ON_SERVER = `${SERVER}/api/v1/demand-files/0b7e/download/`;
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.segredo.assinatura';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'alinhavo-downloads-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function bytes(count: number, seed = 1): Uint8Array {
  return Uint8Array.from({ length: count }, (_, i) => (i * 7 + seed) % 256);
}

/** A body that yields `chunks`, then ends, fails or stays silent forever. */
function body(chunks: Uint8Array[], end: 'close' | 'error' | 'hang' = 'close') {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk) return controller.enqueue(chunk);
      if (end === 'close') return controller.close();
      if (end === 'error') return controller.error(new TypeError('terminated'));
      return new Promise<void>(() => undefined);
    },
  });
}

function fileResponse(
  chunks: Uint8Array[],
  init: { length?: number | null; end?: 'error' | 'hang' } = {},
) {
  const size = chunks.reduce((sum, c) => sum + c.byteLength, 0);
  const length = init.length === undefined ? size : init.length;
  const headers = length === null ? undefined : { 'content-length': String(length) };
  return new Response(body(chunks, init.end), { status: 200, headers });
}

function fakeWindow() {
  return {
    destroyed: false,
    isDestroyed(): boolean {
      return this.destroyed;
    },
    setProgressBar: vi.fn<DownloadWindow['setProgressBar']>(),
    webContents: { send: vi.fn<DownloadWindow['webContents']['send']>() },
  };
}
type FakeWindow = ReturnType<typeof fakeWindow>;

interface Overrides {
  fetch?: Mock<FetchLike>;
  accessToken?: Mock<() => Promise<string | null>>;
  refreshAccessToken?: Mock<() => Promise<string | null>>;
  idleTimeoutMs?: number;
}

function setup(overrides: Overrides = {}) {
  const window = fakeWindow();
  const target = path.join(dir, 'Ficha técnica.pdf');
  const deps = {
    serverUrl: SERVER,
    downloadsDir: () => '/home/pessoa/Downloads',
    dialog: {
      showSaveDialog: vi.fn<SaveDialog<FakeWindow>['showSaveDialog']>(async () => ({
        canceled: false,
        filePath: target,
      })),
    },
    window: () => window,
    fetch: overrides.fetch ?? vi.fn<FetchLike>(async () => fileResponse([bytes(10)])),
    accessToken: overrides.accessToken ?? vi.fn(async (): Promise<string | null> => TOKEN),
    refreshAccessToken:
      overrides.refreshAccessToken ?? vi.fn(async (): Promise<string | null> => null),
    files: {
      openPath: vi.fn<FileOpener['openPath']>(async () => ''),
      showItemInFolder: vi.fn<FileOpener['showItemInFolder']>(),
    },
    log: vi.fn<(message: string) => void>(),
    idleTimeoutMs: overrides.idleTimeoutMs,
  };
  const downloads = createDownloads(deps);
  const progress = () =>
    window.webContents.send.mock.calls.map(([channel, payload]) => {
      expect(channel).toBe('file:download-progress');
      return payload as IpcEventPayload<'file:download-progress'>;
    });
  const request = { url: URL_ON_SERVER, name: 'Ficha técnica.pdf' };
  return { deps, downloads, window, target, progress, request };
}

async function filesInDir() {
  return (await readdir(dir)).sort();
}

describe('file:download', () => {
  it.each([
    ['another host', 'https://evil.example.com/api/v1/demand-files/0b7e/download/'],
    ['a look-alike host', 'https://api.alinhavo.com.br.evil.example.com/x'],
    ['another port', 'https://api.alinhavo.com.br:8443/x'],
    ['plain http', 'http://api.alinhavo.com.br/x'],
    ['credentials in the URL', 'https://user:senha@api.alinhavo.com.br/x'],
    ['not a URL', 'api.alinhavo.com.br/x'],
  ])('refuses a URL on %s without asking or fetching', async (_label, url) => {
    const { deps, downloads, request } = setup();

    await expect(downloads.download({ ...request, url })).rejects.toThrow(/fora do servidor/);
    expect(deps.dialog.showSaveDialog).not.toHaveBeenCalled();
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['Mercado Pago over http', 'http://www.mercadopago.com.br/payments/1/ticket'],
    ['a look-alike of Mercado Pago', 'https://mercadopago.com.br.evil.example.com/boleto.pdf'],
    ['a name ending like it', 'https://evilmercadopago.com.br/boleto.pdf'],
    ['Mercado Pago with credentials', 'https://u:p@www.mercadopago.com.br/boleto.pdf'],
    ['Mercado Pago on another port', 'https://www.mercadopago.com.br:8443/boleto.pdf'],
  ])('refuses %s', async (_label, url) => {
    const { deps, downloads, request } = setup();
    await expect(downloads.download({ ...request, url })).rejects.toThrow(/fora do servidor/);
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it("saves a boleto's PDF from Mercado Pago without ever sending our token there", async () => {
    const fetch = vi.fn<FetchLike>(async () => fileResponse([bytes(10)]));
    const refreshAccessToken = vi.fn(async (): Promise<string | null> => 'novo-access');
    const { deps, downloads, request } = setup({ fetch, refreshAccessToken });
    const url = 'https://www.mercadopago.com.br/payments/123/ticket?caller_id=9&hash=abc';

    const result = await downloads.download({ ...request, url, name: 'boleto.pdf' });
    expect(deps.accessToken).not.toHaveBeenCalled();

    expect(result.status).toBe('saved');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(url);
    expect(fetch.mock.calls[0]?.[1].headers).toEqual({});
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });

  it('does not refresh the token for a refused Mercado Pago download', async () => {
    const fetch = vi.fn<FetchLike>(async () => new Response(null, { status: 401 }));
    const refreshAccessToken = vi.fn(async (): Promise<string | null> => 'novo-access');
    const { downloads, request } = setup({ fetch, refreshAccessToken });
    const url = 'https://www.mercadopago.com.br/payments/123/ticket';

    const result = await downloads.download({ ...request, url });

    expect(result.status).toBe('failed');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });

  it('suggests the sanitized name in the Downloads folder, over the app window', async () => {
    const { deps, downloads, window, request } = setup();
    deps.dialog.showSaveDialog.mockResolvedValue({ canceled: true });

    await downloads.download({ ...request, name: '../../.config/autostart\u0000.desktop' });

    const [parent, options] = deps.dialog.showSaveDialog.mock.calls[0] ?? [];
    expect(parent).toBe(window);
    expect(options?.defaultPath).toBe(
      path.join('/home/pessoa/Downloads', '_.._.config_autostart_.desktop'),
    );
    expect(options?.properties).toContain('showOverwriteConfirmation');
  });

  it('cancelled in the dialog: nothing is fetched or written', async () => {
    const { deps, downloads, window, request } = setup();
    deps.dialog.showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' });

    await expect(downloads.download(request)).resolves.toEqual({ status: 'cancelled' });
    expect(deps.fetch).not.toHaveBeenCalled();
    expect(window.webContents.send).not.toHaveBeenCalled();
    expect(await filesInDir()).toEqual([]);
  });

  it('streams the bytes to the chosen file with the bearer token, reporting progress', async () => {
    const chunks = [bytes(4000, 1), bytes(3000, 2), bytes(3000, 3)];
    const { deps, downloads, window, target, progress, request } = setup({
      fetch: vi.fn<FetchLike>(async () => fileResponse(chunks)),
    });

    const result = await downloads.download(request);

    expect(result).toEqual({ status: 'saved', downloadId: expect.any(String) });
    expect(await readFile(target)).toEqual(Buffer.concat(chunks));
    expect(await filesInDir()).toEqual(['Ficha técnica.pdf']);

    const [url, init] = deps.fetch.mock.calls[0] ?? [];
    expect(url).toBe(URL_ON_SERVER);
    expect(init?.headers).toEqual({ Authorization: `Bearer ${TOKEN}` });
    expect(init?.redirect).toBe('error');

    const downloadId = result.status === 'saved' ? result.downloadId : '';
    expect(progress()).toEqual([
      { downloadId, name: 'Ficha técnica.pdf', received: 0, total: 10_000 },
      { downloadId, name: 'Ficha técnica.pdf', received: 4000, total: 10_000 },
      { downloadId, name: 'Ficha técnica.pdf', received: 7000, total: 10_000 },
      { downloadId, name: 'Ficha técnica.pdf', received: 10_000, total: 10_000 },
    ]);
    expect(window.setProgressBar.mock.calls).toEqual([[0], [0.4], [0.7], [1], [-1]]);
  });

  it('reports once per percent, not once per network chunk', async () => {
    const chunks = Array.from({ length: 1000 }, (_, i) => bytes(10, i));
    const { downloads, progress, request } = setup({
      fetch: vi.fn<FetchLike>(async () => fileResponse(chunks)),
    });

    await downloads.download(request);

    expect(progress()).toHaveLength(101);
    expect(progress().at(-1)).toMatchObject({ received: 10_000, total: 10_000 });
  });

  it('an unknown size shows an indeterminate taskbar bar and a null total', async () => {
    const { downloads, window, progress, target, request } = setup({
      fetch: vi.fn<FetchLike>(async () => fileResponse([bytes(10)], { length: null })),
    });

    await expect(downloads.download(request)).resolves.toMatchObject({ status: 'saved' });
    expect(progress()[0]).toMatchObject({ received: 0, total: null });
    expect(window.setProgressBar.mock.calls).toEqual([[2], [-1]]);
    expect(await readFile(target)).toEqual(Buffer.from(bytes(10)));
  });

  it('a compressed answer is not measured against its Content-Length', async () => {
    const response = new Response(body([bytes(100)]), {
      headers: { 'content-length': '40', 'content-encoding': 'gzip' },
    });
    const { downloads, target, request } = setup({ fetch: vi.fn<FetchLike>(async () => response) });

    await expect(downloads.download(request)).resolves.toMatchObject({ status: 'saved' });
    expect(await readFile(target)).toEqual(Buffer.from(bytes(100)));
  });

  it.each([
    [500, DOWNLOAD_FAILED],
    [403, ERRORS.forbidden],
    [404, ERRORS.notFound],
  ])('HTTP %i: failed with a pt-BR message, no file left behind', async (status, message) => {
    const { deps, downloads, window, request } = setup({
      fetch: vi.fn<FetchLike>(async () => new Response('{"status":"error"}', { status })),
    });

    const result = await downloads.download(request);

    expect(result).toEqual({
      status: 'failed',
      downloadId: expect.any(String),
      message,
      httpStatus: status,
    });
    expect(await filesInDir()).toEqual([]);
    // No byte ever came: no progress to show or clear.
    expect(window.webContents.send).not.toHaveBeenCalled();
    expect(window.setProgressBar).not.toHaveBeenCalled();
    expect(deps.refreshAccessToken).not.toHaveBeenCalled();
  });

  it('a connection that breaks midway removes the temporary file and keeps the old one', async () => {
    const { downloads, window, target, request } = setup({
      fetch: vi.fn<FetchLike>(async () =>
        fileResponse([bytes(100), bytes(100)], { length: 1000, end: 'error' }),
      ),
    });
    await writeFile(target, 'versão anterior');

    const result = await downloads.download(request);

    expect(result).toMatchObject({ status: 'failed', message: ERRORS.network, httpStatus: null });
    expect(await filesInDir()).toEqual(['Ficha técnica.pdf']);
    expect(await readFile(target, 'utf8')).toBe('versão anterior');
    expect(window.setProgressBar.mock.calls.at(-1)).toEqual([-1]);
  });

  it('a body shorter than Content-Length is not saved', async () => {
    const { downloads, request } = setup({
      fetch: vi.fn<FetchLike>(async () => fileResponse([bytes(100)], { length: 1000 })),
    });

    await expect(downloads.download(request)).resolves.toMatchObject({
      status: 'failed',
      message: DOWNLOAD_FAILED,
    });
    expect(await filesInDir()).toEqual([]);
  });

  it('a server that stops sending is given up after the idle timeout', async () => {
    const { downloads, request } = setup({
      idleTimeoutMs: 50,
      fetch: vi.fn<FetchLike>(async () =>
        fileResponse([bytes(100)], { length: 1000, end: 'hang' }),
      ),
    });

    await expect(downloads.download(request)).resolves.toMatchObject({
      status: 'failed',
      message: ERRORS.timeout,
    });
    expect(await filesInDir()).toEqual([]);
  });

  it('no connection at all: the network message', async () => {
    const { downloads, request } = setup({
      fetch: vi.fn<FetchLike>(async () => {
        throw new TypeError('fetch failed');
      }),
    });

    await expect(downloads.download(request)).resolves.toMatchObject({
      status: 'failed',
      message: ERRORS.network,
      httpStatus: null,
    });
  });

  it('an expired access token is refreshed by the main process and the download retried', async () => {
    const fetch = vi
      .fn<FetchLike>()
      .mockResolvedValueOnce(new Response(null, { status: 401 }))
      .mockResolvedValueOnce(fileResponse([bytes(10)]));
    const { deps, downloads, target, request } = setup({
      fetch,
      refreshAccessToken: vi.fn(async () => 'novo-access'),
    });

    await expect(downloads.download(request)).resolves.toMatchObject({ status: 'saved' });
    expect(fetch.mock.calls[1]?.[1].headers).toEqual({ Authorization: 'Bearer novo-access' });
    expect(deps.refreshAccessToken).toHaveBeenCalledOnce();
    expect(await readFile(target)).toEqual(Buffer.from(bytes(10)));
  });

  it('a session that cannot be refreshed: failed with the session message', async () => {
    const { downloads, request } = setup({
      fetch: vi.fn<FetchLike>(async () => new Response(null, { status: 401 })),
    });

    await expect(downloads.download(request)).resolves.toMatchObject({
      status: 'failed',
      message: ERRORS.sessionExpired,
      httpStatus: 401,
    });
    expect(await filesInDir()).toEqual([]);
  });

  it('never writes the access token to the log', async () => {
    const { deps, downloads, request } = setup({
      fetch: vi.fn<FetchLike>(async () => {
        throw new TypeError(`fetch failed: Authorization: Bearer ${TOKEN}`);
      }),
    });

    await downloads.download(request);

    expect(deps.log).toHaveBeenCalled();
    expect(JSON.stringify(deps.log.mock.calls)).not.toContain(TOKEN);
  });

  it('a window closed mid-download gets no events and the file is still saved', async () => {
    const { downloads, window, target, request } = setup();
    window.destroyed = true;

    await expect(downloads.download(request)).resolves.toMatchObject({ status: 'saved' });
    expect(window.webContents.send).not.toHaveBeenCalled();
    expect(window.setProgressBar).not.toHaveBeenCalled();
    expect(await readFile(target)).toHaveLength(10);
  });
});

describe('file:open', () => {
  it('opens only a file this session saved', async () => {
    const { deps, downloads, target, request } = setup();
    const result = await downloads.download(request);
    const downloadId = result.status === 'saved' ? result.downloadId : '';

    await expect(downloads.open('6f1c2a4e-8b9d-4e3f-a1b2-c3d4e5f60718')).resolves.toBe(false);
    expect(deps.files.openPath).not.toHaveBeenCalled();

    await expect(downloads.open(downloadId)).resolves.toBe(true);
    expect(deps.files.openPath.mock.calls).toEqual([[target]]);
  });

  it('a failed download cannot be opened', async () => {
    const { deps, downloads, request } = setup({
      fetch: vi.fn<FetchLike>(async () => new Response(null, { status: 500 })),
    });
    const result = await downloads.download(request);

    expect(result.status).toBe('failed');
    await expect(downloads.open(result.status === 'failed' ? result.downloadId : '')).resolves.toBe(
      false,
    );
    expect(deps.files.openPath).not.toHaveBeenCalled();
  });

  it('a name the system would run is shown in its folder instead of opened', async () => {
    const { deps, downloads, request } = setup();
    const script = path.join(dir, 'leia.txt.bat');
    deps.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: script });
    const result = await downloads.download({ ...request, name: 'leia.txt.bat' });

    await expect(downloads.open(result.status === 'saved' ? result.downloadId : '')).resolves.toBe(
      true,
    );
    expect(deps.files.openPath).not.toHaveBeenCalled();
    expect(deps.files.showItemInFolder).toHaveBeenCalledWith(script);
  });

  it('reports false when the system cannot open the file', async () => {
    const { deps, downloads, request } = setup();
    deps.files.openPath.mockResolvedValue('Nenhum aplicativo associado');
    const result = await downloads.download(request);

    await expect(downloads.open(result.status === 'saved' ? result.downloadId : '')).resolves.toBe(
      false,
    );
  });
});
