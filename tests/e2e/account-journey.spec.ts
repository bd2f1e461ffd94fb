import { codeFrom, resetCodeFrom } from '@alinhavo/test-support/smtp-capture';
import { expectAccessible } from './a11y';
import { aClient } from './builders';
import {
  clickLandingAction,
  expect,
  expectNoHorizontalOverflow,
  newEmail,
  signIn,
  test,
} from './fixtures';

test.describe('conta: do cadastro ao login', () => {
  test('landing → cadastro → verificação → perfil → sair → entrar → recarregar mantém a sessão', async ({
    page,
    smtp,
    shot,
  }) => {
    const email = newEmail('cliente');
    const password = 'Costura-2026';

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot('landing');
    await expectAccessible(page, 'landing');
    await expectNoHorizontalOverflow(page);
    await clickLandingAction(page, 'Quero me cadastrar');

    await expect(page).toHaveURL(/\/cadastro/);
    await shot('cadastro-1');
    await expectAccessible(page, 'cadastro: tipo de conta');
    await page.getByText('Sou Cliente/Marca').click();
    await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
    await expectAccessible(page, 'cadastro: formulário');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByLabel('Confirmar senha').fill('outra-senha');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('As senhas não conferem.')).toBeVisible();
    await shot('cadastro-2-erro');
    await expectAccessible(page, 'cadastro: senhas diferentes');
    await page.getByLabel('Confirmar senha').fill(password);
    await page.getByRole('button', { name: 'Cadastrar' }).click();

    await expect(page).toHaveURL(/\/verificar-email/);
    await expect(page.getByTestId('verify-email-address')).toHaveText(email);
    await expect(page.getByRole('button', { name: /Reenviar em \d+s/ })).toBeDisabled();
    await shot('verificacao');
    await expectAccessible(page, 'verificação de e-mail');
    const code = codeFrom(await smtp.waitFor(email));
    await page.getByLabel('Código de verificação').fill(code);
    await page.getByLabel('Código de verificação').press('Enter');

    // First login after verification goes to the profile.
    await expect(page).toHaveURL(/\/app\/perfil/);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await shot('perfil');
    await expectAccessible(page, 'perfil do cliente (primeiro acesso)');
    await page.getByLabel('Nome completo').fill('Ateliê Ponto Certo');
    await page.getByLabel('Data de nascimento').fill('03/07/1988');
    await page.getByLabel('Data de nascimento').press('Tab');
    await page.getByLabel('CPF').fill('52998224725');
    await page.getByLabel('Celular', { exact: true }).fill('11987654321');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Perfil salvo com sucesso!')).toBeVisible();
    await expectAccessible(page, 'perfil do cliente salvo');

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/entrar/);
    await expectAccessible(page, 'entrar');

    await page.getByLabel('E-mail').fill(`  ${email.toUpperCase()} `);
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByText(/Olá, Ateliê Ponto Certo/)).toBeVisible();
    await shot('dashboard');
    await expectAccessible(page, 'painel do cliente');
    await expectNoHorizontalOverflow(page);

    await page.reload();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByText(/Olá, Ateliê Ponto Certo/)).toBeVisible();
    // The refresh token is an httpOnly cookie: nothing readable by scripts holds a token.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie);
    expect(stored).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
  });

  test('uma renovação cuja resposta se perdeu não encerra a sessão na próxima página', async ({
    page,
    server,
    smtp,
  }) => {
    const client = await aClient(server, smtp, 'Ateliê Sinal Fraco');
    await signIn(page, client);
    const cookieOf = async () =>
      (await page.context().cookies()).find((c) => c.name === 'alinhavo_refresh');
    const before = await cookieOf();
    expect(before).toBeDefined();
    // The full load renews the session on the server; the phone never stores the answer (its
    // connection dropped), so the next page presents the replaced cookie again. The greeting can
    // come from the device before the renewal answers: the cookie is read after the answer.
    const first = page.waitForResponse((r) => r.url().includes('/token/refresh/'));
    await page.reload();
    expect((await first).status()).toBe(200);
    await expect(page.getByText(/Olá, Ateliê Sinal Fraco/)).toBeVisible();
    await expect.poll(async () => (await cookieOf())?.value).not.toBe(before?.value);
    if (before) await page.context().addCookies([before]);
    const renewal = page.waitForResponse((r) => r.url().includes('/token/refresh/'));
    await page.goto('/app/minhas-demandas');
    expect((await renewal).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Minhas Demandas', level: 2 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Minhas Demandas', level: 2 })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/minhas-demandas$/);
  });

  test('login de e-mail não verificado leva à verificação', async ({ page, smtp }) => {
    const email = newEmail('prof');
    await page.goto('/?auth=register');
    await expect(page).toHaveURL(/\/cadastro/);
    await page.getByText('Sou Profissional').click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('Agulha-123');
    await page.getByLabel('Confirmar senha').fill('Agulha-123');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page).toHaveURL(/\/verificar-email/);
    await smtp.waitFor(email);

    await page.goto('/?auth=login');
    await expect(page).toHaveURL(/\/entrar/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('Agulha-123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/verificar-email/);
    await expectAccessible(page, 'verificação de e-mail (vindo do login)');
    await expect(page.getByTestId('verify-email-address')).toHaveText(email);
  });
});

test.describe('senha esquecida', () => {
  test('esqueci → link do e-mail → nova senha → login com a nova senha', async ({
    page,
    smtp,
    server,
    shot,
  }) => {
    const email = newEmail('reset');
    // Create a verified account through the UI's API as a person would have.
    const api = (path: string, body: unknown) =>
      page.request.post(`${server.url}/api/v1${path}`, { data: body });
    await api('/user/register/', {
      email,
      password: 'Antiga-123',
      password2: 'Antiga-123',
      user_type: 'CLIENTE',
    });
    await api('/user/email-verification-codes/verify/', {
      email,
      code: codeFrom(await smtp.waitFor(email)),
    });

    await page.goto('/?auth=forgot');
    await expect(page).toHaveURL(/\/recuperar-senha/);
    await expectAccessible(page, 'recuperar senha');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await expect(page.getByText('Email enviado!')).toBeVisible();
    await shot('email-enviado');
    await expectAccessible(page, 'recuperar senha: e-mail enviado');

    const mail = await smtp.waitFor(email, (m) => m.subject.includes('Redefinição'));
    const link = /https?:\/\/\S+\?code=\S+/.exec(mail.text)?.[0] ?? '';
    expect(link.startsWith(server.url)).toBe(true);
    expect(resetCodeFrom(mail).length).toBeGreaterThan(20);
    await page.goto(link);
    await expect(page).toHaveURL(/\/redefinir-senha/);
    await expectAccessible(page, 'redefinir senha');
    await page.getByLabel('Nova senha', { exact: true }).fill('Nova-4567');
    await page.getByLabel('Confirmar nova senha').fill('Nova-456');
    await page.getByRole('button', { name: 'Redefinir Senha' }).click();
    await expect(page.getByText('As senhas não coincidem')).toBeVisible();
    await shot('redefinir-erro');
    await expectAccessible(page, 'redefinir senha: senhas diferentes');
    await page.getByLabel('Confirmar nova senha').fill('Nova-4567');
    await page.getByRole('button', { name: 'Redefinir Senha' }).click();
    await expect(page).toHaveURL(/\/entrar/, { timeout: 8000 });

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('Nova-4567');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/app/);

    // The link is single use: opening it again lands on forgot-password.
    // Right after login, as a person would: the header's hints arrive later without replacing the
    // button (ui/deferred.tsx), so this click is not lost to their arrival.
    await page.getByRole('button', { name: 'Sair' }).click();
    // Sign-out finishes by going home; opening the link before that would race with it.
    await expect(page).toHaveURL(/\/$/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/recuperar-senha/);
  });
});
