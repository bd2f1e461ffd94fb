import { expectAccessible } from './a11y';
import { anApprovedProvider } from './builders';
import { expect, expectNoHorizontalOverflow, signIn, test } from './fixtures';

/*
 * The help centre (public and in the app), the legal pages, and where they are linked
 * from (the landing's footer, the registration form).
 */

test.describe('ajuda e documentos', () => {
  test('quem pediu menos movimento ao sistema vê as páginas sem animações nem transições', async ({
    page,
  }) => {
    /** Elements of the page whose transitions or animations take any time. */
    const moving = () =>
      page.evaluate(
        () =>
          Array.from(document.querySelectorAll('*')).filter((el) => {
            const style = getComputedStyle(el);
            const longest = (value: string) => Math.max(...value.split(',').map(parseFloat));
            return (
              longest(style.transitionDuration) > 0.001 ||
              (style.animationName !== 'none' && longest(style.animationDuration) > 0.001)
            );
          }).length,
      );
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/ajuda');
    await page.getByRole('button', { name: /Pagamentos e Planos/ }).click();
    await expect(
      page.getByRole('button', { name: 'Quais formas de pagamento são aceitas?' }),
    ).toBeVisible();
    expect(await moving()).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await moving()).toBe(0);
  });

  test('um visitante lê a Central de Dúvidas, busca sem acento e chega aos termos pelo rodapé', async ({
    page,
    shot,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Central de Dúvidas' }).click();
    await expect(page).toHaveURL(/\/ajuda$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Central de Dúvidas' })).toBeVisible();
    await page.getByRole('button', { name: /Pagamentos e Planos/ }).click();
    await expect(
      page.getByRole('button', { name: 'Quais formas de pagamento são aceitas?' }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot('ajuda');
    await expectAccessible(page, 'Central de Dúvidas (pública)');

    await page.getByLabel('Buscar nas dúvidas').fill('renovacao manual');
    await expect(page.getByText('A assinatura renova sozinha?')).toBeVisible();
    await page.getByLabel('Buscar nas dúvidas').fill('tecido xadrez roxo');
    await expect(
      page.getByText('Nenhuma dúvida encontrada para “tecido xadrez roxo”.'),
    ).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    await expect(page.getByText(/^Versão de /)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot('termos');
    await expectAccessible(page, 'Termos de Uso');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Política de Privacidade' })
      .click();
    await expect(page.getByRole('heading', { name: '5. Seus direitos (art. 18)' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot('privacidade');
    await expectAccessible(page, 'Política de Privacidade');

    await page.goto('/cadastro');
    await page.getByRole('button', { name: /Sou Profissional/ }).click();
    await expect(page.getByRole('link', { name: 'Política de Privacidade' })).toBeVisible();
    await shot('cadastro-consentimento');
  });

  test('um prestador abre a Central de Dúvidas do app e fala com o suporte', async ({
    page,
    server,
    smtp,
    shot,
  }) => {
    const provider = await anApprovedProvider(server, smtp, `Oficina Linha Reta ${Date.now()}`);
    await signIn(page, provider);
    await page.goto('/app/central-de-duvidas');
    await page.getByRole('button', { name: /Demandas Recebidas/ }).click();
    await page.getByRole('button', { name: 'Quando uma demanda é concluída?' }).click();
    await expect(page.getByText(/Quando o cliente finaliza o trabalho/)).toBeVisible();
    const support = page.getByRole('link', { name: 'Falar com Suporte' });
    await expect(support).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}\?text=/);
    await expectNoHorizontalOverflow(page);
    await shot('central-de-duvidas');
    await expectAccessible(page, 'Central de Dúvidas (app)');
  });
});
