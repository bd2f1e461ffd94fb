import { PORTFOLIO_TEXTS as T } from '@alinhavo/shared/messages/portfolio';
import type { PortfolioPhoto, PublicProfessional } from '@alinhavo/shared/schemas/portfolio';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { catalogueRoutes } from '../../test/catalogue-routes';
import { fail, ok } from '../../test/fake-server';
import { uuidOf } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { renderWithApi } from '../../test/opportunities-kit';
import { NO_PHOTOS, PortfolioButton } from './PortfolioButton';
import { PortfolioSection } from './PortfolioSection';

vi.setConfig({ testTimeout: 60_000 });

const aPhoto = (n: number, over: Partial<PortfolioPhoto> = {}): PortfolioPhoto => ({
  id: uuidOf(900 + n),
  caption: `Peça ${n}`,
  position: n - 1,
  width: 1280,
  height: 960,
  created_at: '2026-11-20T12:00:00.000Z',
  ...over,
});
const bytes = () => ({ status: 200, body: new Blob(['img'], { type: 'image/webp' }) });
const PRO_ID = uuidOf(777);

const publicPage = (over: Partial<PublicProfessional> = {}): PublicProfessional => ({
  id: PRO_ID,
  name: 'Ateliê Linha Fina',
  is_company: true,
  city: 'Curitiba',
  uf: 'PR',
  services: [1],
  areas: [1],
  specialties: [1],
  rating_avg: 4.5,
  rating_count: 2,
  portfolio: [aPhoto(1), aPhoto(2, { caption: '' })],
  ...over,
});

function imageRoutes(photos: PortfolioPhoto[], prefix: string) {
  return Object.fromEntries(photos.map((p) => [`GET ${prefix}/${p.id}/image/`, bytes]));
}

describe('public provider page', () => {
  it('shows the public fields and the portfolio; a thumbnail opens the viewer', async () => {
    const page = publicPage();
    renderApp(`/profissionais/${PRO_ID}`, {
      routes: {
        ...catalogueRoutes(),
        [`GET /public/professionals/${PRO_ID}/`]: () => ok(page),
        ...imageRoutes(page.portfolio, '/public/portfolio'),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ateliê Linha Fina' }),
    ).toBeTruthy();
    expect(screen.getByText('Curitiba/PR')).toBeTruthy();
    // No caption: 'Foto n'.
    fireEvent.click(await screen.findByRole('button', { name: 'Ampliar: Foto 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Foto 2' });
    expect(screen.getByTestId('image-counter').textContent).toBe('2 / 2');
    await waitFor(() =>
      expect(within(viewer).getByRole('img', { name: 'Foto 2' }).getAttribute('src')).toMatch(
        /^blob:/,
      ),
    );
    // The portfolio's viewer only shows: no Download of someone's work.
    expect(within(viewer).queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('is the 404 page for a provider who is not public, and for an id that is not one', async () => {
    const first = renderApp(`/profissionais/${PRO_ID}`, {
      routes: {
        [`GET /public/professionals/${PRO_ID}/`]: () => fail(404, T.professionalNotFound),
      },
    });
    expect(await screen.findByText('Página não encontrada')).toBeTruthy();
    first.unmount();
    renderApp('/profissionais/nao-existe');
    expect(await screen.findByText('Página não encontrada')).toBeTruthy();
  });
});

describe('Portfólio section (owner)', () => {
  it('counts x de 12, saves a caption, moves a photo and removes one after confirming', async () => {
    const photos = [aPhoto(1), aPhoto(2)];
    const sent: unknown[] = [];
    const view = renderWithApi(<PortfolioSection />, {
      routes: {
        'GET /user/portfolio/': () => ok({ photos, max: 12 }),
        ...imageRoutes(photos, '/user/portfolio'),
        [`PATCH /user/portfolio/${photos[0]!.id}/`]: (c: InternalAxiosRequestConfig) => {
          const body = JSON.parse(String(c.data)) as { caption: string };
          sent.push(body);
          return ok({ ...photos[0], caption: body.caption }, T.captionSaved);
        },
        'PUT /user/portfolio/order/': (c: InternalAxiosRequestConfig) => {
          const { ids } = JSON.parse(String(c.data)) as { ids: string[] };
          sent.push(ids);
          return ok({
            photos: ids.map((id, i) => ({ ...photos.find((p) => p.id === id), position: i })),
            max: 12,
          });
        },
        [`DELETE /user/portfolio/${photos[1]!.id}/`]: () => ok({}, T.deleted),
      },
    });
    expect((await screen.findByTestId('portfolio-count')).textContent).toBe('2 de 12');
    const caption = screen.getByLabelText('Legenda da foto 1');
    fireEvent.change(caption, { target: { value: 'Vestido de noiva' } });
    fireEvent.keyDown(caption, { key: 'Enter' });
    await waitFor(() => expect(sent).toEqual([{ caption: 'Vestido de noiva' }]));

    fireEvent.click(screen.getByRole('button', { name: 'Mover foto 2 para cima' }));
    await waitFor(() => expect(sent[1]).toEqual([photos[1]!.id, photos[0]!.id]));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Legenda da foto 1').value).toBe('Peça 2'),
    );

    const removeButtons = screen.getAllByRole('button', { name: 'Remover' });
    fireEvent.click(removeButtons[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar remoção' }));
    await waitFor(() => expect(screen.getByTestId('portfolio-count').textContent).toBe('1 de 12'));
    expect(view.server.calls).toContain(`DELETE /user/portfolio/${photos[1]!.id}/`);
  });

  it('disables Adicionar fotos at 12 and says when the portfolio is empty', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => aPhoto(i + 1));
    const full = renderWithApi(<PortfolioSection />, {
      routes: {
        'GET /user/portfolio/': () => ok({ photos: twelve, max: 12 }),
        ...imageRoutes(twelve, '/user/portfolio'),
      },
    });
    expect((await screen.findByTestId('portfolio-count')).textContent).toBe('12 de 12');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: T.add }).disabled).toBe(true);
    full.unmount();
    renderWithApi(<PortfolioSection />, {
      routes: { 'GET /user/portfolio/': () => ok({ photos: [], max: 12 }) },
    });
    expect(await screen.findByText(T.empty)).toBeTruthy();
  });
});

describe('Ver portfólio (quote comparison)', () => {
  it('reads the portfolio on click and opens the viewer; says so when there is none', async () => {
    const page = publicPage();
    const view = renderWithApi(
      <PortfolioButton professionalId={PRO_ID} name="Ateliê Linha Fina" />,
      {
        routes: {
          [`GET /public/professionals/${PRO_ID}/`]: () => ok(page),
          ...imageRoutes(page.portfolio, '/public/portfolio'),
        },
      },
    );
    // Nothing is read before the click.
    expect(view.server.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ver portfólio de Ateliê Linha Fina' }));
    const viewer = await screen.findByRole('dialog', { name: 'Peça 1' });
    expect(screen.getByTestId('image-counter').textContent).toBe('1 / 2');
    await waitFor(() =>
      expect(within(viewer).getByRole('img', { name: 'Peça 1' }).getAttribute('src')).toMatch(
        /^blob:/,
      ),
    );
    view.unmount();

    renderWithApi(<PortfolioButton professionalId={PRO_ID} name="Ateliê Linha Fina" />, {
      routes: { [`GET /public/professionals/${PRO_ID}/`]: () => ok(publicPage({ portfolio: [] })) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ver portfólio de Ateliê Linha Fina' }));
    expect(await screen.findByText(NO_PHOTOS)).toBeTruthy();
  });
});
