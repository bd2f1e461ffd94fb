import { expect, test } from '@playwright/test';
import { runAxe } from './a11y';

// The journeys' audits pass only if the engine really runs: a page with known WCAG failures must
// come back with them, also on a second audit of the same document (axe injected once).
test('o auditor de acessibilidade acusa violações conhecidas', async ({ page }) => {
  await page.setContent(
    '<html lang="pt-BR"><head><title>t</title></head><body><main><button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
  );
  for (let run = 0; run < 2; run++) {
    const ids = (await runAxe(page)).violations.map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
  }
});
