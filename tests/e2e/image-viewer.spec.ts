import type { Locator } from '@playwright/test';
import { aDemand } from '@alinhavo/test-support/builders';
import { expectAccessible } from './a11y';
import { aClient, anApprovedProvider, backendOf } from './builders';
import { expect, expectNoHorizontalOverflow, signIn, test } from './fixtures';

/** A 2×2 PNG: two reference photos of one batch, named alike but for their end. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const NAMES = ['ficha-tecnica-frente.png', 'ficha-tecnica-costas.png'];

/**
 * Where an element rests: its box once two reads in a row agree. The next image loading, or the
 * dialog settling after its title changed, still moves the arrows for a moment after the click.
 */
async function restingBox(locator: Locator) {
  let last = await locator.boundingBox();
  await expect
    .poll(async () => {
      const now = await locator.boundingBox();
      const still = now !== null && JSON.stringify(now) === JSON.stringify(last);
      last = now;
      return still;
    })
    .toBe(true);
  return last!;
}

test.describe('visualizador de anexos', () => {
  test('as setas trocam de imagem com um clique no seu centro; os nomes cortados guardam o fim', async ({
    page,
    server,
    smtp,
    shot,
  }) => {
    const [client, provider] = await Promise.all([
      aClient(server, smtp),
      anApprovedProvider(server, smtp, 'Facção Ponto Certo'),
    ]);
    const title = `Vestidos com ficha frente e costas ${Date.now()}`;
    const demandId = await aDemand(backendOf(server, smtp), client, { title });
    for (const name of NAMES) {
      const body = new FormData();
      body.append('demand', demandId);
      body.append('file', new Blob([PNG], { type: 'image/png' }), name);
      const res = await fetch(`${server.url}/api/v1/demand-files/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.access}` },
        body,
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }

    await signIn(page, provider);
    await page.goto(`/app/oportunidades?demanda=${demandId}`);
    const details = page.getByRole('dialog', { name: title });
    // Cut to 12 characters in the middle: the two names stay apart.
    await expect(details.getByText('fic…ente.png')).toBeVisible();
    await expect(details.getByText('fic…stas.png')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot('anexos-nomes-cortados');

    await details.getByRole('button', { name: `Ver imagem ${NAMES[0]}` }).click();
    // The viewer's title is the name of the image on screen.
    const viewer = page.getByRole('dialog', { name: NAMES[0] });
    const counter = page.getByTestId('image-counter');
    await expect(counter).toHaveText('1 / 2');
    const next = viewer.getByRole('button', { name: 'Próxima imagem' });
    await expect(next).toBeVisible();

    // A click at the arrow's centre: pressed, the arrow must stay under the pointer so the
    // release lands on it (it used to drop by half its height and the click was lost).
    await next.click();
    await expect(counter).toHaveText('2 / 2');
    await expect(page.getByRole('dialog', { name: NAMES[1] })).toBeVisible();

    // The same by hand: down and up at the centre, with a look at where the arrow is while held.
    const previous = page.getByRole('button', { name: 'Imagem anterior' });
    const box = await restingBox(previous);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const held = (await previous.boundingBox())!;
    expect(Math.abs(held.y - box.y)).toBeLessThanOrEqual(2);
    await page.mouse.up();
    await expect(counter).toHaveText('1 / 2');
    await shot('visualizador-duas-imagens');
    await expectAccessible(page, 'visualizador com duas imagens');
  });
});
