import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OPPORTUNITY_TEXTS } from '@alinhavo/shared/messages/opportunities';
import { shortFileName } from '@alinhavo/shared/schemas/demand-file';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../../platform';
import { ok } from '../../../test/fake-server';
import { aFile, renderWithApi } from '../../../test/opportunities-kit';
import { AttachmentList } from './AttachmentList';

afterEach(() => {
  vi.restoreAllMocks();
});

const front = aFile();
const back = aFile({
  id: 'f0000000-0000-4000-8000-000000000002',
  name: 'referencia-costas.jpg',
  content_type: 'image/jpeg',
});
const sheet = aFile({
  id: 'f0000000-0000-4000-8000-000000000003',
  name: 'ficha.pdf',
  content_type: 'application/pdf',
});

function openList() {
  const bytes = () => ({ status: 200, body: new Blob(['img'], { type: 'image/png' }) });
  return renderWithApi(<AttachmentList demandId={front.demand} />, {
    routes: {
      'GET /demand-files/': () => ok([front, sheet, back]),
      [`GET /demand-files/${front.id}/download/`]: bytes,
      [`GET /demand-files/${back.id}/download/`]: bytes,
    },
  });
}

const counter = () => screen.getByTestId('image-counter').textContent;

describe('attachments and the image viewer', () => {
  it('shows images as thumbnails and steps through them with buttons and arrow keys', async () => {
    openList();
    fireEvent.click(await screen.findByRole('button', { name: `Ver imagem ${front.name}` }));
    const viewer = await screen.findByRole('dialog', { name: front.name });
    expect(counter()).toBe('1 / 2');
    await waitFor(() =>
      expect(within(viewer).getByRole('img', { name: front.name }).getAttribute('src')).toMatch(
        /^blob:/,
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Próxima imagem' }));
    expect(await screen.findByRole('dialog', { name: back.name })).toBeTruthy();
    expect(counter()).toBe('2 / 2');

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: front.name })).toBeTruthy();
    expect(counter()).toBe('1 / 2');

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(counter()).toBe('2 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'Imagem anterior' }));
    expect(counter()).toBe('1 / 2');
  });

  it("downloads through the platform and then offers 'Abrir'", async () => {
    const opened = vi.fn();
    const save = vi
      .spyOn(platform, 'saveAttachment')
      .mockResolvedValue({ status: 'saved', open: opened });
    openList();
    fireEvent.click(await screen.findByRole('button', { name: `Ver imagem ${back.name}` }));
    await screen.findByRole('dialog', { name: back.name });
    expect(counter()).toBe('2 / 2');
    expect(screen.queryByRole('button', { name: 'Abrir' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        name: back.name,
        url: `/api/v1/demand-files/${back.id}/download/`,
      }),
    );
  });

  it('offers nothing to open when the save dialog was cancelled', async () => {
    vi.spyOn(platform, 'saveAttachment').mockResolvedValue({ status: 'cancelled' });
    openList();
    const download = await screen.findByRole('button', { name: `Download ${sheet.name}` });
    fireEvent.click(download);
    await waitFor(() => expect(download.hasAttribute('data-loading')).toBe(false));
    expect(screen.queryByRole('button', { name: 'Abrir' })).toBeNull();
  });

  it('a provider not approved yet sees the files listed, with the reason and nothing to download', async () => {
    const asked: string[] = [];
    const refused = (path: string) => () => {
      asked.push(path);
      return {
        status: 403,
        body: { status: 'error', message: OPPORTUNITY_TEXTS.filesNotApproved },
      };
    };
    renderWithApi(<AttachmentList demandId={front.demand} />, {
      routes: {
        'GET /demand-files/': () => ok([front, sheet, back].map((f) => ({ ...f, file: null }))),
        [`GET /demand-files/${front.id}/download/`]: refused(front.id),
        [`GET /demand-files/${back.id}/download/`]: refused(back.id),
        [`GET /demand-files/${sheet.id}/download/`]: refused(sheet.id),
      },
    });
    expect(await screen.findByText(OPPORTUNITY_TEXTS.filesNotApproved)).toBeTruthy();
    for (const f of [front, sheet, back])
      expect(screen.getByText(shortFileName(f.name))).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ver imagem/ })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('names of one batch keep their different ends; the whole name shows on hover and long press', async () => {
    const frente = aFile({
      id: 'f0000000-0000-4000-8000-000000000004',
      name: 'ficha-tecnica-frente.pdf',
      content_type: 'application/pdf',
    });
    const costas = aFile({
      id: 'f0000000-0000-4000-8000-000000000005',
      name: 'ficha-tecnica-costas.pdf',
      content_type: 'application/pdf',
    });
    const bytes = () => ({ status: 200, body: new Blob(['img'], { type: 'image/png' }) });
    const photo = aFile({ name: 'modelagem-vestido-longo.png' });
    renderWithApi(<AttachmentList demandId={front.demand} />, {
      routes: {
        'GET /demand-files/': () => ok([frente, costas, photo]),
        [`GET /demand-files/${photo.id}/download/`]: bytes,
      },
    });
    const shownFront = await screen.findByText('fic…ente.pdf');
    expect(screen.getByText('fic…stas.pdf')).toBeTruthy();
    // Screen readers read the whole name.
    expect(screen.getByText('ficha-tecnica-costas.pdf')).toBeTruthy();

    fireEvent.mouseEnter(shownFront.parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe('ficha-tecnica-frente.pdf');
    fireEvent.mouseLeave(shownFront.parentElement!);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    // A long press on the thumbnail shows its name and does not open the viewer.
    const thumb = screen.getByRole('button', { name: 'Ver imagem modelagem-vestido-longo.png' });
    fireEvent.pointerDown(thumb, { pointerType: 'touch' });
    expect((await screen.findByRole('tooltip')).textContent).toBe('modelagem-vestido-longo.png');
    fireEvent.pointerUp(thumb, { pointerType: 'touch' });
    fireEvent.click(thumb);
    expect(screen.queryByTestId('image-counter')).toBeNull();
    // The next touch closes it; a tap then opens the viewer, with the whole name as its title.
    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.click(thumb);
    const viewer = await screen.findByRole('dialog', { name: 'modelagem-vestido-longo.png' });
    expect(within(viewer).getByTestId('image-counter').textContent).toBe('1 / 1');
  });
});
