import { FILE_DOWNLOAD_FAILED } from '@alinhavo/shared/messages/downloads';
import type { DesktopBridge, IpcEventPayload } from '@alinhavo/shared/ipc/channels';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { notificationsStore } from '@mantine/notifications';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../data/api/errors';
// The signed-in frame plugs ui/'s toasts into the platform's notices (platform/ holds no UI).
import '../app/shell/AppLayout';
import { createDesktopPlatform } from './desktop';
import type { AttachmentRequest } from './types';

const DOWNLOAD_ID = '6f1c2a4e-8b9d-4e3f-a1b2-c3d4e5f60718';
type Progress = IpcEventPayload<'file:download-progress'>;

/** window.desktop as the preload builds it, with answers per channel and a way to send events. */
function fakeBridge(answers: Record<string, () => Promise<unknown>>) {
  const listeners: ((payload: Progress) => void)[] = [];
  const invoke = vi.fn((channel: string, ..._args: unknown[]) => {
    const answer = answers[channel];
    return answer ? answer() : Promise.reject(new Error(`sem resposta para ${channel}`));
  });
  const bridge = {
    invoke,
    on: vi.fn((_event: string, listener: (payload: Progress) => void) => {
      listeners.push(listener);
      return () => undefined;
    }),
  } as unknown as DesktopBridge;
  const progress = (payload: Progress) => {
    for (const listener of listeners) listener(payload);
  };
  return { bridge, invoke, progress };
}

const request = (): AttachmentRequest => ({
  url: 'https://api.alinhavo.com.br/api/v1/demand-files/0b7e/download/',
  name: 'Ficha técnica.pdf',
  fetchBlob: vi.fn(async () => new Blob(['nunca'])),
});

const toasts = () => notificationsStore.getState().notifications;

describe('desktop saveAttachment', () => {
  it('asks the main process to download, then opens by id', async () => {
    const { bridge, invoke } = fakeBridge({
      'file:download': async () => ({ status: 'saved', downloadId: DOWNLOAD_ID }),
      'file:open': async () => true,
    });
    const platform = createDesktopPlatform(bridge);
    const attachment = request();

    const result = await platform.saveAttachment(attachment);

    // No token: the main process sends its own bearer, and only to our server.
    expect(invoke).toHaveBeenCalledWith('file:download', {
      url: attachment.url,
      name: 'Ficha técnica.pdf',
    });
    expect(attachment.fetchBlob).not.toHaveBeenCalled();
    expect(result.status).toBe('saved');
    if (result.status === 'saved') result.open();
    expect(invoke).toHaveBeenLastCalledWith('file:open', DOWNLOAD_ID);
  });

  it('says so when the saved file would not open', async () => {
    const { bridge } = fakeBridge({
      'file:download': async () => ({ status: 'saved', downloadId: DOWNLOAD_ID }),
      'file:open': async () => false,
    });
    const result = await createDesktopPlatform(bridge).saveAttachment(request());
    if (result.status === 'saved') result.open();
    await waitFor(() =>
      expect(toasts().map((t) => t.message)).toContain('Não foi possível abrir o arquivo.'),
    );
  });

  it('cancelled in the dialog', async () => {
    const { bridge } = fakeBridge({ 'file:download': async () => ({ status: 'cancelled' }) });
    await expect(createDesktopPlatform(bridge).saveAttachment(request())).resolves.toEqual({
      status: 'cancelled',
    });
  });

  it('a failed download throws the pt-BR message of the main process', async () => {
    const { bridge } = fakeBridge({
      'file:download': async () => ({
        status: 'failed',
        downloadId: DOWNLOAD_ID,
        message: ERRORS.notFound,
        httpStatus: 404,
      }),
    });

    const error = await createDesktopPlatform(bridge)
      .saveAttachment(request())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: ERRORS.notFound, status: 404 });
  });

  it('a refused call (IPC error) becomes the download message', async () => {
    const { bridge } = fakeBridge({
      'file:download': () => Promise.reject(new Error("Error invoking remote method 'x'")),
    });
    await expect(createDesktopPlatform(bridge).saveAttachment(request())).rejects.toThrow(
      FILE_DOWNLOAD_FAILED,
    );
  });

  it('shows the progress in a toast that goes away when the download ends', async () => {
    let finish: (value: unknown) => void = () => undefined;
    let asked: () => void = () => undefined;
    const downloadAsked = new Promise<void>((resolve) => (asked = resolve));
    const { bridge, progress } = fakeBridge({
      'file:download': () => {
        asked();
        return new Promise((resolve) => (finish = resolve));
      },
    });
    const saving = createDesktopPlatform(bridge).saveAttachment(request());
    // The main process streams (and reports progress) once the page has asked for the file.
    await downloadAsked;

    progress({ downloadId: DOWNLOAD_ID, name: 'Ficha técnica.pdf', received: 0, total: 200 });
    progress({ downloadId: DOWNLOAD_ID, name: 'Ficha técnica.pdf', received: 90, total: 200 });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({
      message: 'Baixando Ficha técnica.pdf… 45%',
      loading: true,
    });

    finish({ status: 'saved', downloadId: DOWNLOAD_ID });
    await saving;
    expect(toasts()).toHaveLength(0);
    // An event that arrives after the end does not bring the toast back.
    progress({ downloadId: DOWNLOAD_ID, name: 'Ficha técnica.pdf', received: 200, total: 200 });
    expect(toasts()).toHaveLength(0);
  });
});
