import type { Locator, Page } from '@playwright/test';
import { expectAccessible, tabTo } from './a11y';
import { aClient, anApprovedProvider } from './builders';
import {
  anotherDevice,
  cardAction,
  expect,
  expectNoHorizontalOverflow,
  expectToastClearOfHeader,
  screenshot,
  signIn,
  test,
} from './fixtures';

const bell = (page: Page) => page.getByRole('link', { name: /^Notificações \(\d+ não lidas\)$/ });
const unreadOf = async (page: Page) =>
  Number(/\((\d+) não lidas\)/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1]);
const thread = (page: Page) => page.getByRole('log', { name: 'Mensagens' });

/** Two things on screen do not overlap once still (a toast slides in from the edge). */
async function expectApart(a: Locator, b: Locator) {
  await expect
    .poll(async () => {
      const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
      if (!boxA || !boxB) return 'fora da tela';
      const apart =
        boxA.x >= boxB.x + boxB.width ||
        boxB.x >= boxA.x + boxA.width ||
        boxA.y >= boxB.y + boxB.height ||
        boxB.y >= boxA.y + boxA.height;
      return apart ? 'separados' : 'um cobre o outro';
    })
    .toBe('separados');
}

/** On phones the list and the thread are two views; the list is where tabs live. */
async function backToList(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) >= 768) return;
  await page.getByRole('button', { name: 'Voltar às conversas' }).click();
}

test.describe('mensagens e notificações em tempo real', () => {
  test('profissional se candidata e inicia a conversa; cliente vê o sino subir, responde; leitura, edição, exclusão e arquivo dos dois lados', async ({
    page,
    browser,
    server,
    smtp,
    shot,
  }, testInfo) => {
    const client = await aClient(server, smtp, 'Ateliê Flor de Lis');
    const provider = await anApprovedProvider(server, smtp, 'Facção Ponto Certo');
    const title = `Bordado em 80 jaquetas ${Date.now()}`;
    await client.api.send('POST', '/demands/', {
      title,
      description: 'Bordado do logotipo nas costas, arte vetorizada enviada pela marca.',
      service: 1,
      area: 1,
      specialty: 1,
      availability: 2,
      amount: 80,
    });

    // The client waits on the dashboard; the bell is live.
    await signIn(page, client);
    await expect(bell(page)).toBeVisible();
    const before = await unreadOf(page);

    // The provider shows interest, then starts the conversation from the card.
    const pro = await anotherDevice(browser, testInfo, server.url);
    await signIn(pro, provider);
    await pro.goto(`/app/oportunidades`);
    const card = pro.getByRole('article', { name: title });
    // A fresh device's first Oportunidades list took ~3 s alone here and past 10 s beside another
    // journey on 2 cores (as the demands journey's filters).
    await expect(card.getByRole('button', { name: 'Interessar-se' })).toBeEnabled({
      timeout: 30_000,
    });
    // Chat waits for interest: a wide card says so on the button, a phone's under 'Mais ações'.
    if (testInfo.project.name === 'celular') {
      await expect(await cardAction(pro, card, 'Mensagem')).toBeDisabled();
      await expect(pro.getByRole('menu')).toContainText('Demonstre interesse primeiro');
      await pro.keyboard.press('Escape');
    } else {
      await expect(
        card.getByRole('button', { name: 'Demonstre interesse primeiro' }),
      ).toBeDisabled();
    }
    await card.getByRole('button', { name: 'Interessar-se' }).click();
    await expect(pro.getByText('Interesse demonstrado com sucesso!').first()).toBeVisible();
    // The card moves 'Mensagem' out of 'Mais ações' once it shows the interest: on a slow phone
    // the toast came first, the menu opened on the old card and its item was gone.
    await expect(card.getByText('Interessado', { exact: true }).first()).toBeVisible();
    await (await cardAction(pro, card, 'Mensagem')).click();
    await expect(pro).toHaveURL(/\/app\/mensagens\?conversa=/);
    await expect(pro.getByText('Conversa iniciada com sucesso!').first()).toBeVisible();
    // Toasts stand clear of the composer (on phones they sit at the bottom, above it).
    await expectApart(
      pro.getByText('Conversa iniciada com sucesso!').first(),
      pro.getByRole('textbox', { name: 'Mensagem' }),
    );
    await screenshot(pro, 'conversa-nova-toast');
    await expectAccessible(pro, 'mensagens: conversa nova (profissional)');
    await pro
      .getByRole('textbox', { name: 'Mensagem' })
      .fill('Olá! Temos máquina de bordar livre este mês.');
    await pro.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(
      thread(pro).getByText('Olá! Temos máquina de bordar livre este mês.'),
    ).toBeVisible();
    await expect(thread(pro).getByRole('img', { name: 'Enviada' })).toBeVisible();

    // Without reloading, the client's bell counts the interest and the new conversation.
    await expect.poll(() => unreadOf(page)).toBeGreaterThanOrEqual(before + 2);
    await screenshot(page, 'sino-cliente');
    await page.goto('/app/notificacoes');
    await expect(page.getByText('Nova conversa iniciada').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot('notificacoes');
    await expectAccessible(page, 'notificações');

    // The client opens the conversation from the keyboard (it is read now) and replies.
    await page.goto('/app/mensagens');
    await page.getByRole('button', { name: 'Conversa com Facção Ponto Certo' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      thread(page).getByText('Olá! Temos máquina de bordar livre este mês.'),
    ).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Mensagem' })
      .fill('Ótimo! Pode me mandar um orçamento?');
    await page.keyboard.press('Enter');
    await expect(thread(page).getByText('Ótimo! Pode me mandar um orçamento?')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot('conversa-cliente');
    await expectAccessible(page, 'mensagens: conversa (cliente)');

    // The provider sees the reply live, and their tick turns to read.
    await expect(thread(pro).getByText('Ótimo! Pode me mandar um orçamento?')).toBeVisible();
    await expect(thread(pro).getByRole('img', { name: 'Lida' }).first()).toBeVisible();

    // The header names the demand the conversation is about.
    await expect(page.getByText(`Demanda: ${title}`)).toBeVisible();
    // On phones a message's actions are touch targets of at least 40 px.
    if ((page.viewportSize()?.width ?? 1280) < 768)
      for (const name of ['Editar mensagem', 'Excluir mensagem']) {
        const box = await thread(page).getByRole('button', { name }).boundingBox();
        expect(box?.width ?? 0, name).toBeGreaterThanOrEqual(40);
        expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(40);
      }

    // The client edits and then deletes their reply; the provider sees both.
    await thread(page).getByRole('button', { name: 'Editar mensagem' }).click();
    const editor = thread(page).getByRole('textbox', { name: 'Editar mensagem' });
    await editor.fill('Ótimo! Pode me mandar um orçamento até sexta?');
    await editor.press('Control+Enter');
    await expect(
      thread(pro).getByText('Ótimo! Pode me mandar um orçamento até sexta?'),
    ).toBeVisible();
    await expect(thread(pro).getByText('editada')).toBeVisible();
    await expectAccessible(page, 'mensagens: mensagem editada');
    await thread(page).getByRole('button', { name: 'Excluir mensagem' }).click();
    await expectAccessible(page, 'excluir mensagem (modal)');
    await page
      .getByRole('dialog', { name: 'Excluir mensagem' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(
      thread(pro).getByText('Ótimo! Pode me mandar um orçamento até sexta?'),
    ).toHaveCount(0);
    await screenshot(pro, 'conversa-profissional');

    // Archiving moves it to Arquivadas (for the client only); unarchiving back to Todas.
    await page.getByRole('button', { name: 'Arquivar conversa' }).click();
    await backToList(page);
    await expect(page.getByRole('tab', { name: /Arquivadas/, selected: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Conversa com Facção Ponto Certo' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Conversa com Facção Ponto Certo' }).click();
    await page.getByRole('button', { name: 'Desarquivar conversa' }).click();
    await backToList(page);
    await expect(page.getByRole('tab', { name: /Todas/, selected: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Conversa com Facção Ponto Certo' }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot('mensagens-lista');
    await expectAccessible(page, 'mensagens: lista');

    // The client's device holds the whole list. Offline (the network really dropped),
    // the same list and counts, and a search finds a word of an older message of the thread on
    // the device alone, saying so.
    await pro.getByRole('textbox', { name: 'Mensagem' }).fill('Segue o orçamento amanhã cedo.');
    await pro.getByRole('button', { name: 'Enviar mensagem' }).click();
    const row = page.getByRole('button', { name: 'Conversa com Facção Ponto Certo' });
    await expect(row).toContainText('Segue o orçamento amanhã cedo.');
    // On a desktop the conversation is open beside the list: the new message is read at once.
    const open = (page.viewportSize()?.width ?? 1280) >= 768;
    await expect(row.getByLabel(/não lidas$/)).toHaveCount(open ? 0 : 1);
    await page.context().setOffline(true);
    const search = page.getByRole('searchbox', { name: 'Buscar conversas' });
    await search.fill('MAQUINA');
    await expect(
      page.getByText('Busca feita só nas mensagens salvas neste aparelho.'),
    ).toBeVisible();
    await expect(page.getByText('Você está offline')).toBeVisible();
    await expect(row).toBeVisible();
    await expect(page.getByRole('tab', { name: /Todas/ })).toContainText('1');
    await expect(page.getByRole('tab', { name: /Não lidas/ })).toContainText(open ? '0' : '1');
    await expectNoHorizontalOverflow(page);
    await shot('mensagens-busca-offline');
    await expectAccessible(page, 'mensagens: busca offline');
    await search.fill('jaquetas de couro');
    await expect(page.getByText('Nenhuma conversa encontrada')).toBeVisible();

    // Back online: what was said meanwhile arrives with no reload, and the note goes away.
    await pro.getByRole('textbox', { name: 'Mensagem' }).fill('Prazo de 12 dias.');
    await pro.getByRole('button', { name: 'Enviar mensagem' }).click();
    await search.fill('');
    await page.context().setOffline(false);
    await expect(row).toContainText('Prazo de 12 dias.', { timeout: 15_000 });
    await expect(page.getByText('Busca feita só nas mensagens salvas neste aparelho.')).toHaveCount(
      0,
    );
    await expect(page.getByText('Você está offline')).toHaveCount(0);
    await pro.context().close();
  });

  test('a lista pelo teclado: setas entre as conversas, Enter abre, e o foco fica na linha quando outra conversa sobe', async ({
    page,
    server,
    smtp,
  }) => {
    const client = await aClient(server, smtp, 'Ateliê Ponto Cruz');
    // Approved: a client talks with a provider without a demand only from search.
    const [alfa, beta] = await Promise.all([
      anApprovedProvider(server, smtp, 'Oficina Alfa'),
      anApprovedProvider(server, smtp, 'Oficina Beta'),
    ]);
    const threadWith = async (provider: typeof alfa) =>
      (
        await client.api.send<{ conversation: { id: string } }>('POST', '/conversations/', {
          participant_ids: [provider.id],
        })
      ).conversation.id;
    const say = (provider: typeof alfa, id: string, content: string) =>
      provider.api.send('POST', `/conversations/${id}/messages/`, {
        content,
        client_id: `${content}-${Date.now()}`,
      });
    const withAlfa = await threadWith(alfa);
    const withBeta = await threadWith(beta);
    await say(alfa, withAlfa, 'Alfa: corte pronto.');
    await say(beta, withBeta, 'Beta: aviamentos chegaram.');

    await signIn(page, client);
    await page.goto('/app/mensagens');
    const rowOf = (name: string) => page.getByRole('button', { name: `Conversa com ${name}` });
    const rows = page.getByRole('list', { name: 'Conversas' }).getByRole('button');
    await expect(rows).toHaveText([/Beta: aviamentos/, /Alfa: corte/]);

    await rowOf('Oficina Beta').focus();
    await page.keyboard.press('ArrowDown');
    await expect(rowOf('Oficina Alfa')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(rowOf('Oficina Beta')).toBeFocused();

    // Alfa writes: her row goes to the top, which moves Beta's row in the DOM; the focus stays.
    await say(alfa, withAlfa, 'Alfa: posso entregar amanhã?');
    await expect(rows).toHaveText([/Alfa: posso entregar/, /Beta: aviamentos/]);
    await expect(rowOf('Oficina Beta')).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`conversa=${withBeta}`));
    await expect(thread(page).getByText('Beta: aviamentos chegaram.')).toBeVisible();
  });

  test('uma mensagem para o profissional em Oportunidades acende Mensagens e o título, e o toast Abrir leva à conversa', async ({
    page,
    server,
    smtp,
    shot,
  }) => {
    const client = await aClient(server, smtp, 'Ateliê Linha Fina');
    const provider = await anApprovedProvider(server, smtp, 'Oficina Gama');
    // An approved provider: a client may talk to them without a demand (from search).
    const { conversation } = await client.api.send<{ conversation: { id: string } }>(
      'POST',
      '/conversations/',
      { participant_ids: [provider.id] },
    );
    const phone = (page.viewportSize()?.width ?? 1280) < 768;

    // The provider's socket is up ('Tempo real' on Mensagens: a message sent before it connects
    // reaches the count by the catch-up, with no toast), then Oportunidades from the menu.
    await signIn(page, provider);
    await page.goto(`/app/mensagens?conversa=${conversation.id}`);
    await expect(page.getByText('Tempo real').first()).toBeVisible();
    if (phone) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Oportunidades' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oportunidades' })).toBeVisible();
    await expect(page).toHaveTitle('Oportunidades · Alinhavo');

    await client.api.send('POST', `/conversations/${conversation.id}/messages/`, {
      content: 'Vocês fazem a modelagem de 40 vestidos?',
      client_id: `gama-${Date.now()}`,
    });

    // Without a reload: the title counts the conversation, the menu says it, a toast shows it.
    await expect(page).toHaveTitle('(1) Oportunidades · Alinhavo');
    const toast = page.getByRole('alert').filter({ hasText: 'Nova mensagem de Ateliê Linha Fina' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Vocês fazem a modelagem de 40 vestidos?');
    await expectToastClearOfHeader(page, 'Nova mensagem de Ateliê Linha Fina');
    await shot('mensagem-nova-toast');
    await expectAccessible(page, 'oportunidades: toast de mensagem nova');
    if (phone) {
      // The menu is behind the burger, which says so too.
      const burger = page.getByRole('button', { name: 'Abrir menu, 1 conversa não lida' });
      await expect(burger).toBeVisible();
      await screenshot(page, 'cabecalho-celular-nao-lidas');
      await burger.click();
    }
    const entry = page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Mensagens, 1 conversa não lida' });
    await expect(entry).toBeVisible();
    await shot('menu-mensagens-nao-lidas');
    if (phone) await page.getByRole('button', { name: 'Fechar menu' }).click();

    await toast.getByRole('button', { name: 'Abrir', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/mensagens\\?conversa=${conversation.id}`));
    await expect(thread(page).getByText('Vocês fazem a modelagem de 40 vestidos?')).toBeVisible();
    // Open, it is read: the count leaves the title and the menu.
    await expect(page).toHaveTitle('Mensagens · Alinhavo');
    await expect(
      page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Mensagens', exact: true }),
    ).toHaveAttribute('href', '/app/mensagens');

    // Icon-only actions name themselves, and their hints follow the keyboard too.
    const archive = page.getByRole('button', { name: 'Arquivar conversa' });
    await archive.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(archive).toBeFocused();
    await expect(page.getByRole('tooltip', { name: 'Arquivar' })).toBeVisible();
    if (phone) {
      const crown = page.getByRole('banner').getByRole('link', { name: 'Plano Básico' });
      await page.getByRole('button', { name: /^Abrir menu/ }).focus();
      await tabTo(page, crown);
      await expect(page.getByRole('tooltip', { name: 'Plano Básico' })).toBeVisible();
      await screenshot(page, 'cabecalho-celular-dica-plano');
    }
  });
});
