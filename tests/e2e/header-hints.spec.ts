import { aClient } from './builders';
import { expect, signIn, test } from './fixtures';

/*
 * The header's hints come in a chunk of their own, moments after the screen (ui/deferred.tsx).
 * Their arrival once replaced the buttons they describe: a press made before it and released
 * after it clicked nothing, and the focus fell off the button (stop 32's flaky 'Sair'). Here
 * that chunk is held back until the press is under way, so the moment is not left to chance.
 */
test('um clique no cabeçalho não se perde quando as dicas chegam no meio dele', async ({
  page,
  server,
  smtp,
}) => {
  const client = await aClient(server, smtp);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (/@mantine\/core\/Tooltip[`'"]/.test(body)) {
      held = true;
      await released;
    }
    await route.fulfill({ response, body });
  });

  await signIn(page, client);
  const sair = page.getByRole('button', { name: 'Sair' });
  await expect(sair).toBeVisible();
  await expect.poll(() => held).toBe(true);

  const box = (await sair.boundingBox())!;
  await sair.hover();
  await page.mouse.down();
  await expect(sair).toBeFocused();
  release();
  // A small move over the button while still pressed: the hint opens once its code is in.
  await expect(async () => {
    await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByText('Sair da aplicação')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(sair).toBeFocused();
  await page.mouse.up();
  await expect(page).toHaveURL(/\/$/);
});
