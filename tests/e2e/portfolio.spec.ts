import sharp from 'sharp';
import { expectAccessible } from './a11y';
import { aClient, anApprovedProvider, aPendingProvider } from './builders';
import {
  anotherDevice,
  expect,
  expectNoHorizontalOverflow,
  screenshot,
  signIn,
  test,
} from './fixtures';

/*
 * Portfolio: the provider adds a photo (carrying GPS in its EXIF) and captions it in
 * Perfil; a client sees it in the search profile modal and opens the image viewer; a visitor
 * sees it on the public page /profissionais/:id; a pending provider's page is the 404.
 */

/** A photo as a phone writes it: 2400×1600 JPEG with the camera and GPS in EXIF. */
const aPhoto = () =>
  sharp({
    create: { width: 2400, height: 1600, channels: 3, background: { r: 150, g: 40, b: 70 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="2400" height="1600"><circle cx="1200" cy="800" r="500" fill="#e8c26a"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'CelularDeTeste' },
      // libvips numbers the GPS directory IFD3 (sharp's types name no 'GPS' key).
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
    })
    .toBuffer();

const CAPTION = 'Vestido de festa em cetim';

test.describe('portfólio', () => {
  test('profissional adiciona e legenda uma foto; cliente a vê no perfil da busca e visitante na página pública', async ({
    page,
    server,
    smtp,
    shot,
    browser,
  }, testInfo) => {
    const stamp = Date.now();
    const name = `Ateliê Portfólio ${stamp}`;
    const [provider, client, pending] = await Promise.all([
      anApprovedProvider(server, smtp, name),
      aClient(server, smtp, `Marca Vitrine ${stamp}`),
      aPendingProvider(server, smtp, `Facção Em Análise ${stamp}`),
    ]);

    // The provider: Perfil → Portfólio, empty, then one photo with progress and a caption.
    await signIn(page, provider);
    await page.goto('/app/perfil');
    const section = page.getByRole('region', { name: 'Portfólio' });
    await expect(section.getByTestId('portfolio-count')).toHaveText('0 de 12');
    await expect(section.getByText('Você ainda não adicionou fotos ao portfólio.')).toBeVisible();
    await section
      .locator('input[type="file"]')
      .setInputFiles({ name: 'vestido.jpg', mimeType: 'image/jpeg', buffer: await aPhoto() });
    await expect(page.getByText('Foto adicionada ao portfólio.')).toBeVisible();
    await expect(section.getByTestId('portfolio-count')).toHaveText('1 de 12');
    const caption = section.getByLabel('Legenda da foto 1');
    await caption.fill(CAPTION);
    await caption.press('Enter');
    await expect(page.getByText('Legenda salva.')).toBeVisible();
    await expect(section.getByRole('img', { name: CAPTION })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await shot('portfolio-perfil');
    await expectAccessible(page, 'perfil: portfólio');

    // A client: the search profile modal shows the portfolio; a thumbnail opens the viewer.
    const clientPage = await anotherDevice(browser, testInfo, server.url);
    await signIn(clientPage, client);
    await clientPage.goto('/app/buscar-profissionais');
    await clientPage.getByRole('searchbox', { name: 'Buscar profissionais' }).fill(name);
    await clientPage.getByRole('button', { name: 'Buscar Prestadores' }).click();
    const card = clientPage.getByRole('article', { name });
    await card.getByRole('button', { name: 'Ver perfil' }).click();
    const modal = clientPage.getByRole('dialog', { name: 'Perfil do profissional' });
    await expect(modal.getByText('Portfólio (1)')).toBeVisible();
    await expect(modal.getByRole('img', { name: CAPTION })).toBeVisible();
    await screenshot(clientPage, 'portfolio-busca-modal');
    await modal.getByRole('button', { name: `Ampliar: ${CAPTION}` }).click();
    const viewer = clientPage.getByRole('dialog', { name: CAPTION });
    await expect(viewer.getByTestId('image-counter')).toHaveText('1 / 1');
    await expect(viewer.getByRole('img', { name: CAPTION })).toBeVisible();
    await screenshot(clientPage, 'portfolio-visualizador');
    await clientPage.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await clientPage.context().close();

    // A visitor (no session): the public page, public fields only, and the viewer.
    const visitor = await anotherDevice(browser, testInfo, server.url);
    await visitor.goto(`/profissionais/${provider.id}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor.getByText('São Paulo/SP')).toBeVisible();
    await expect(visitor.getByRole('img', { name: CAPTION })).toBeVisible();
    await expect(visitor.getByText(provider.email)).toHaveCount(0);
    await expectNoHorizontalOverflow(visitor);
    await screenshot(visitor, 'portfolio-pagina-publica');
    await expectAccessible(visitor, 'página pública do profissional');
    await visitor.getByRole('button', { name: `Ampliar: ${CAPTION}` }).click();
    await expect(
      visitor.getByRole('dialog', { name: CAPTION }).getByRole('img', { name: CAPTION }),
    ).toBeVisible();
    await screenshot(visitor, 'portfolio-pagina-publica-visualizador');
    await visitor.keyboard.press('Escape');

    // Someone not approved: the 404 page, nothing of theirs.
    await visitor.goto(`/profissionais/${pending.id}`);
    await expect(visitor.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await screenshot(visitor, 'portfolio-pagina-publica-404');
    await visitor.context().close();
  });
});
