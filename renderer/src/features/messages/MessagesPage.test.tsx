import { MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import type { Conversation, Message } from '@alinhavo/shared/schemas/conversation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, deleteDb, messagesScope } from '../../data/db';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { fail, ok, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import {
  aConversation,
  aMessage,
  ANA,
  body,
  listRoute,
  ME,
  messagesRoute,
  uuid,
  type ListQuery,
} from '../../test/messages-kit';

// The fake network error comes while the browser says it is online: the notice over the
// device's copy then says the server could not be reached ('Você está offline' is kept for a
// browser without network, data/connection.ts).
const UNREACHABLE = 'Erro de conexão. Verifique sua internet e tente novamente.';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await deleteDb();
});

const CONV = uuid(101);

function open(routes: Record<string, FakeRoute>, url = '/app/mensagens') {
  return renderApp(url, {
    user: ME,
    routes: {
      'GET /notifications/': () => ok({ notifications: [], unread: 0 }),
      'GET /conversations/unread-count/': () => ok({ count: 0 }),
      [`POST /conversations/${CONV}/read/`]: () => ok({ updated: 0 }),
      ...routes,
    },
  });
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const row = (name: string) => screen.findByRole('button', { name: `Conversa com ${name}` });
const thread = () => screen.findByRole('log', { name: 'Mensagens' });
const composer = () => screen.getByRole('textbox', { name: 'Mensagem' });

describe('Mensagens list', () => {
  it('names the demand of each conversation in its row and in the thread header', async () => {
    const all = [
      aConversation(1, { demand_id: uuid(41), demand_title: 'Vestidos de festa' }),
      aConversation(3, { demand_id: uuid(42), demand_title: 'Camisetas básicas' }),
    ];
    open({
      'GET /conversations/': listRoute(() => all, []),
      [`GET /conversations/${CONV}/messages/`]: messagesRoute(() => []),
    });
    // The same person about two demands: two rows, told apart by the demand.
    const festa = await screen.findByRole('button', {
      name: 'Conversa com Ana Costura sobre Vestidos de festa',
    });
    expect(within(festa).getByText('Vestidos de festa')).toBeTruthy();
    expect(
      await screen.findByRole('button', {
        name: 'Conversa com Ana Costura sobre Camisetas básicas',
      }),
    ).toBeTruthy();
    fireEvent.click(festa);
    expect(await screen.findByText('Demanda: Vestidos de festa')).toBeTruthy();
  });

  it("warns 'Expira em N dias' on a row older than 45 days, and not on a young one (spec §9)", async () => {
    const all = [
      aConversation(1, { demand_id: uuid(41), demand_title: 'Vestidos de festa', days_left: 14 }),
      aConversation(3, { demand_id: uuid(42), demand_title: 'Camisetas básicas', days_left: 16 }),
    ];
    open({
      'GET /conversations/': listRoute(() => all, []),
      [`GET /conversations/${CONV}/messages/`]: messagesRoute(() => []),
    });
    const old = await screen.findByRole('button', {
      name: 'Conversa com Ana Costura sobre Vestidos de festa',
    });
    expect(within(old).getByText('Expira em 14 dias')).toBeTruthy();
    const young = await screen.findByRole('button', {
      name: 'Conversa com Ana Costura sobre Camisetas básicas',
    });
    expect(within(young).queryByText(/^Expira em/)).toBeNull();
  });

  it('shows the tabs with their counts, rows with the role, and each empty text', async () => {
    const all = [
      aConversation(1, {
        unread_count: 2,
        last_message: aMessage(1, { content: 'Posso começar segunda?' }),
      }),
      aConversation(2, { is_archived: true }),
    ];
    const queries: ListQuery[] = [];
    open({ 'GET /conversations/': listRoute(() => all, queries) });

    const ana = await row('Ana Costura');
    expect(within(ana).getByText('Profissional')).toBeTruthy();
    expect(within(ana).getByText(/Posso começar segunda\?/)).toBeTruthy();
    expect(within(ana).getByLabelText('2 não lidas')).toBeTruthy();
    expect(within(tab('Todas')).getByText('1')).toBeTruthy();
    expect(within(tab('Não lidas')).getByText('1')).toBeTruthy();
    expect(within(tab('Arquivadas')).getByText('1')).toBeTruthy();
    expect(screen.getByText(T.selectConversation)).toBeTruthy();

    fireEvent.click(tab('Arquivadas'));
    await row('Bruno Modelagem');
    expect(queries.at(-1)?.filter).toBe('archived');
    expect(screen.queryByRole('button', { name: 'Conversa com Ana Costura' })).toBeNull();

    all.length = 0;
    fireEvent.click(tab('Não lidas'));
    expect(await screen.findByText(T.emptyUnread)).toBeTruthy();
    fireEvent.click(tab('Arquivadas'));
    expect(await screen.findByText(T.emptyArchived)).toBeTruthy();
    fireEvent.click(tab('Todas'));
    expect(await screen.findByText(T.emptyAll)).toBeTruthy();
  });

  it('searches on the server after the debounce and a blank box clears it', async () => {
    const queries: ListQuery[] = [];
    const all = [aConversation(1), aConversation(2)];
    open({ 'GET /conversations/': listRoute(() => all, queries) });
    await row('Bruno Modelagem');
    const before = queries.length;

    const input = screen.getByRole('searchbox', { name: 'Buscar conversas' });
    expect(input.getAttribute('placeholder')).toBe(T.searchPlaceholder);
    fireEvent.change(input, { target: { value: 'an' } });
    fireEvent.change(input, { target: { value: 'ana' } });
    await waitFor(() => expect(queries.at(-1)?.search).toBe('ana'));
    // Typing two letters quickly asks once.
    expect(queries.length).toBe(before + 1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Conversa com Bruno Modelagem' })).toBeNull(),
    );

    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await screen.findByText(T.emptySearch)).toBeTruthy();
    expect(screen.getByText(T.emptySearchHint)).toBeTruthy();

    fireEvent.change(input, { target: { value: '' } });
    await row('Bruno Modelagem');
    expect(queries.at(-1)?.search).toBeUndefined();
  });

  it('shows the load error with its detail and tries again', async () => {
    let attempts = 0;
    open({
      'GET /conversations/': (config) => {
        attempts += 1;
        return attempts === 1
          ? fail(500, 'Erro interno do servidor. Tente novamente mais tarde.')
          : listRoute(() => [aConversation(1)])(config);
      },
    });
    expect(await screen.findByText(T.listLoadFailed)).toBeTruthy();
    expect(screen.getByText('Erro interno do servidor. Tente novamente mais tarde.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await row('Ana Costura');
  });
});

describe('Mensagens thread', () => {
  function withThread(
    messages: Message[],
    conversation: Partial<Conversation> = {},
    extra: Record<string, FakeRoute> = {},
  ) {
    const reads: string[] = [];
    const all = [aConversation(1, { unread_count: 1, ...conversation })];
    const view = open(
      {
        'GET /conversations/': listRoute(() => all),
        [`GET /conversations/${CONV}/messages/`]: messagesRoute(() => messages),
        [`POST /conversations/${CONV}/read/`]: () => {
          reads.push(CONV);
          return ok({ updated: 1 });
        },
        ...extra,
      },
      `/app/mensagens?conversa=${CONV}`,
    );
    return { ...view, reads, all };
  }

  it('opening a conversation marks it read and shows the messages with ticks', async () => {
    const { reads, location } = withThread([
      aMessage(1, { content: 'Olá! Vi sua demanda.' }),
      aMessage(2, { sender_id: ME.id, content: 'Oi Ana, tudo bem?', is_read: true }),
      aMessage(3, { sender_id: ME.id, content: 'Pode mandar o orçamento?' }),
    ]);
    const log = await thread();
    expect(within(log).getByText('Olá! Vi sua demanda.')).toBeTruthy();
    await waitFor(() => expect(reads).toEqual([CONV]));
    expect(within(log).getAllByRole('img', { name: 'Lida' })).toHaveLength(1);
    expect(within(log).getAllByRole('img', { name: 'Enviada' })).toHaveLength(1);
    // The list drops the unread badge once read.
    await waitFor(() => expect(screen.queryByLabelText('1 não lidas')).toBeNull());
    expect(location()).toBe(`/app/mensagens?conversa=${CONV}`);
    expect(screen.getByText(T.connecting)).toBeTruthy();
  });

  it('sends with a client_id, clears the box, and a failure puts the text back', async () => {
    const sent: Record<string, unknown>[] = [];
    let failNext = false;
    withThread(
      [],
      {},
      {
        [`POST /conversations/${CONV}/messages/`]: (config) => {
          const b = body(config);
          sent.push(b);
          if (failNext) return fail(500, 'Erro interno do servidor. Tente novamente mais tarde.');
          return ok(
            aMessage(9, {
              sender_id: ME.id,
              content: String(b.content),
              client_id: String(b.client_id),
              created_at: new Date().toISOString(),
            }),
          );
        },
      },
    );
    await thread();
    const box = composer();
    const send = screen.getByRole('button', { name: 'Enviar mensagem' });
    expect(send.hasAttribute('disabled') || send.getAttribute('data-disabled') === 'true').toBe(
      true,
    );
    fireEvent.change(box, { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Enviar mensagem' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.change(box, { target: { value: 'Bom dia!' } });
    expect(screen.getByText('8/500')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await within(await thread()).findByText('Bom dia!')).toBeTruthy();
    // The thread shows the message from the outbox before the request leaves.
    await waitFor(() => expect(sent[0]?.content).toBe('Bom dia!'));
    expect(typeof sent[0]?.client_id).toBe('string');
    expect((box as HTMLTextAreaElement).value).toBe('');

    // The same text again within 5 s is a double tap: nothing is sent.
    fireEvent.change(box, { target: { value: 'Bom dia!' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toHaveLength(1);

    failNext = true;
    fireEvent.change(box, { target: { value: 'Vai falhar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText(T.sendFailed)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Vai falhar');
    expect(sent).toHaveLength(2);
  });

  it('puts ?texto= into the composer of an empty conversation and drops it from the URL', async () => {
    const { location } = open(
      {
        'GET /conversations/': listRoute(() => [aConversation(1)]),
        [`GET /conversations/${CONV}/messages/`]: messagesRoute(() => []),
      },
      `/app/mensagens?conversa=${CONV}&texto=Ol%C3%A1%2C+tenho+interesse`,
    );
    await thread();
    await waitFor(() =>
      expect((composer() as HTMLTextAreaElement).value).toBe('Olá, tenho interesse'),
    );
    await waitFor(() => expect(location()).toBe(`/app/mensagens?conversa=${CONV}`));
  });

  it('edits with Ctrl+Enter, and Escape leaves the text as it was', async () => {
    const edits: unknown[] = [];
    const mine = aMessage(1, { sender_id: ME.id, content: 'Prazo de 10 dias' });
    withThread(
      [mine],
      {},
      {
        [`PATCH /messages/${mine.id}/`]: (config) => {
          edits.push(body(config));
          return ok({ ...mine, content: String(body(config).content), is_edited: true });
        },
      },
    );
    const log = await thread();
    fireEvent.click(within(log).getByRole('button', { name: 'Editar mensagem' }));
    let editor = within(log).getByRole('textbox', { name: 'Editar mensagem' });
    fireEvent.change(editor, { target: { value: 'Rascunho' } });
    fireEvent.keyDown(editor, { key: 'Escape' });
    expect(within(log).queryByRole('textbox', { name: 'Editar mensagem' })).toBeNull();
    expect(within(log).getByText('Prazo de 10 dias')).toBeTruthy();
    expect(edits).toHaveLength(0);

    fireEvent.click(within(log).getByRole('button', { name: 'Editar mensagem' }));
    editor = within(log).getByRole('textbox', { name: 'Editar mensagem' });
    fireEvent.change(editor, { target: { value: 'Prazo de 12 dias' } });
    fireEvent.keyDown(editor, { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(within(log).queryByRole('textbox', { name: 'Editar mensagem' })).toBeNull(),
    );
    expect(within(log).getByText('Prazo de 12 dias')).toBeTruthy();
    expect(edits).toEqual([{ content: 'Prazo de 12 dias' }]);
    expect(within(log).getByText('editada')).toBeTruthy();
  });

  it('deletes a message only after confirming', async () => {
    const deleted: string[] = [];
    const mine = aMessage(1, { sender_id: ME.id, content: 'Mensagem errada' });
    withThread(
      [mine],
      {},
      {
        [`DELETE /messages/${mine.id}/`]: () => {
          deleted.push(mine.id);
          return ok({});
        },
      },
    );
    const log = await thread();
    fireEvent.click(within(log).getByRole('button', { name: 'Excluir mensagem' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir mensagem' });
    expect(within(confirm).getByText(T.confirmDeleteMessage)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(deleted).toHaveLength(0);

    fireEvent.click(within(log).getByRole('button', { name: 'Excluir mensagem' }));
    const again = await screen.findByRole('dialog', { name: 'Excluir mensagem' });
    fireEvent.click(within(again).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(within(log).queryByText('Mensagem errada')).toBeNull());
    expect(deleted).toEqual([mine.id]);
  });

  it('archives to the Arquivadas tab, and deleting the conversation hides it', async () => {
    const hidden: string[] = [];
    const { all, location } = withThread(
      [],
      { unread_count: 0 },
      {
        [`PATCH /conversations/${CONV}/`]: (config) => {
          const archived = body(config).is_archived === true;
          all[0] = { ...all[0]!, is_archived: archived };
          return ok(all[0]);
        },
        [`DELETE /conversations/${CONV}/`]: () => {
          hidden.push(CONV);
          all[0] = { ...all[0]!, is_hidden: true };
          return ok({});
        },
      },
    );
    await thread();
    fireEvent.click(screen.getByRole('button', { name: 'Arquivar conversa' }));
    await waitFor(() => expect(tab('Arquivadas').getAttribute('aria-selected')).toBe('true'));
    await row('Ana Costura');

    fireEvent.click(await screen.findByRole('button', { name: 'Desarquivar conversa' }));
    await waitFor(() => expect(tab('Todas').getAttribute('aria-selected')).toBe('true'));

    fireEvent.click(screen.getByRole('button', { name: 'Excluir conversa' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir conversa' });
    expect(within(confirm).getByText(T.confirmDeleteConversation)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    // Gone from the list at once; the request follows.
    expect(await screen.findByText(T.emptyAll)).toBeTruthy();
    await waitFor(() => expect(hidden).toEqual([CONV]));
    await waitFor(() => expect(location()).toBe('/app/mensagens'));
  });

  it('adds a message:created once even when it arrives twice, and turns ticks blue on read', async () => {
    const mine = aMessage(1, { sender_id: ME.id, content: 'Aguardo retorno' });
    withThread([mine]);
    const log = await thread();
    const incoming = aMessage(2, {
      content: 'Recebi, obrigada!',
      client_id: 'ana-device-1',
      created_at: new Date().toISOString(),
    });
    emitServerEventForTest('message:created', incoming);
    emitServerEventForTest('message:created', incoming);
    // Another conversation's message is not this thread's.
    emitServerEventForTest('message:created', { ...aMessage(3), conversation_id: uuid(999) });
    expect(await within(log).findByText('Recebi, obrigada!')).toBeTruthy();
    expect(within(log).getAllByText('Recebi, obrigada!')).toHaveLength(1);
    expect(within(log).queryByText('Mensagem 3')).toBeNull();

    expect(within(log).getByRole('img', { name: 'Enviada' })).toBeTruthy();
    emitServerEventForTest('messages:read', {
      conversation_id: CONV,
      reader_id: ANA.id,
      read_at: new Date().toISOString(),
    });
    expect(await within(log).findByRole('img', { name: 'Lida' })).toBeTruthy();
  });
});

describe('Mensagens with the device cache', () => {
  it('pages older messages and follows edits made elsewhere', async () => {
    const older = aMessage(1, { content: 'Primeira de todas' });
    const recent = aMessage(5, { content: 'Mais recente' });
    const befores: unknown[] = [];
    open(
      {
        'GET /conversations/': listRoute(() => [aConversation(1)]),
        [`GET /conversations/${CONV}/messages/`]: (config) => {
          const q = (config.params ?? {}) as { before?: string };
          if (q.before) {
            befores.push(q.before);
            return ok({ messages: [older], has_more: false });
          }
          return ok({ messages: [recent], has_more: true });
        },
      },
      `/app/mensagens?conversa=${CONV}`,
    );
    const log = await thread();
    expect(await within(log).findByText('Mais recente')).toBeTruthy();
    fireEvent.click(
      await within(log).findByRole('button', { name: 'Carregar mensagens anteriores' }),
    );
    expect(await within(log).findByText('Primeira de todas')).toBeTruthy();
    expect(befores).toEqual([recent.created_at]);
    await waitFor(() =>
      expect(
        within(log).queryByRole('button', { name: 'Carregar mensagens anteriores' }),
      ).toBeNull(),
    );
    emitServerEventForTest('message:updated', { ...recent, content: 'Editada no celular' });
    expect(await within(log).findByText('Editada no celular')).toBeTruthy();
    emitServerEventForTest('message:deleted', { id: older.id, conversation_id: CONV });
    await waitFor(() => expect(within(log).queryByText('Primeira de todas')).toBeNull());
  });

  it('offline, opens with the conversations and messages saved on the device', async () => {
    const synced = { serverTime: '2026-03-02T12:00:00.000Z', syncedAt: '2026-03-02T12:00:00.000Z' };
    await db.conversations.bulkPut([
      aConversation(1, {
        unread_count: 1,
        last_message: aMessage(2, { content: 'Até amanhã' }),
      }),
      aConversation(2, { title: 'Coleção de verão' }),
      aConversation(3, { is_archived: true }),
    ]);
    await db.messages.bulkPut([
      aMessage(1, { content: 'Olá do aparelho' }),
      aMessage(2, { content: 'Até amanhã' }),
    ]);
    await db.syncState.bulkPut([
      { scope: 'conversations', ...synced },
      { scope: messagesScope(CONV), ...synced },
    ]);
    // No answer at all, whatever the request.
    const offline: FakeRoute = (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    renderApp(`/app/mensagens?conversa=${CONV}`, {
      user: ME,
      routes: new Proxy({}, { get: () => offline }),
    });

    const log = await thread();
    expect(await within(log).findByText('Olá do aparelho')).toBeTruthy();
    await row('Ana Costura');
    // Once, over the list (on a phone the thread says it when the list is not on screen).
    expect(screen.getAllByText(UNREACHABLE)).toHaveLength(1);
    expect(screen.getByText(/Mostrando os dados salvos neste aparelho em/)).toBeTruthy();
    expect(within(tab('Todas')).getByText('2')).toBeTruthy();
    expect(within(tab('Não lidas')).getByText('1')).toBeTruthy();
    expect(within(tab('Arquivadas')).getByText('1')).toBeTruthy();

    // The search runs on the device: title, names and last message, without accents.
    const input = screen.getByRole('searchbox', { name: 'Buscar conversas' });
    fireEvent.change(input, { target: { value: 'COLECAO' } });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Conversa com Ana Costura' })).toBeNull(),
    );
    await row('Bruno Modelagem');
    fireEvent.change(input, { target: { value: '' } });
    await row('Ana Costura');

    // Written offline: waits in the outbox, shown as pending.
    fireEvent.change(composer(), { target: { value: 'Mando amanhã' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    const pending = await within(await thread()).findByLabelText('Mensagem aguardando envio');
    expect(within(pending).getByText('Mando amanhã')).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('Mensagens when the device holds every conversation', () => {
  const CARLA = { id: uuid(4), full_name: 'Carla Bordados', user_type: 'PROFISSIONAL' as const };
  const synced = {
    serverTime: '2026-03-02T12:00:00.000Z',
    syncedAt: '2026-03-02T12:00:00.000Z',
    complete: true,
  };
  const nothingNew = {
    conversations: [],
    deleted: [],
    server_time: '2026-03-02T12:00:05.000Z',
    reset: false,
  };
  const ana = () =>
    aConversation(1, { unread_count: 1, last_message: aMessage(3, { content: 'Até amanhã' }) });
  const bruno = () => aConversation(2, { last_message: aMessage(4, { content: 'Combinado' }) });
  const carla = () =>
    aConversation(3, {
      is_archived: true,
      participants: [{ id: ME.id, full_name: ME.full_name, user_type: 'CLIENTE' }, CARLA],
    });

  beforeEach(async () => {
    await db.conversations.bulkPut([ana(), bruno(), carla()]);
    await db.syncState.put({ scope: 'conversations', ...synced });
    // The device belongs to the signed-in user (set at sign-in): a message from others is unread.
    await db.meta.put({ key: 'owner', lastUserId: ME.id });
  });

  const names = () =>
    screen
      .getAllByRole('button', { name: /^Conversa com / })
      .map((b) => b.getAttribute('aria-label'));
  const counts = () =>
    ['Todas', 'Não lidas', 'Arquivadas'].map(
      (name) => within(tab(name)).getByText(/^\d+$/).textContent,
    );

  it('reads the tabs, counts and events from the device, never asking the server for the list', async () => {
    const syncs: unknown[] = [];
    const { server } = open({
      'GET /conversations/sync/': (config) => {
        syncs.push(config.params);
        return ok(nothingNew);
      },
      'GET /conversations/': listRoute(() => []),
    });
    await row('Ana Costura');
    expect(names()).toEqual(['Conversa com Ana Costura', 'Conversa com Bruno Modelagem']);
    expect(counts()).toEqual(['2', '1', '1']);
    // Opening asked what changed since the cursor, and nothing else.
    await waitFor(() => expect(syncs).toEqual([{ updated_since: synced.serverTime }]));

    fireEvent.click(tab('Arquivadas'));
    await row('Carla Bordados');
    fireEvent.click(tab('Não lidas'));
    await waitFor(() => expect(names()).toEqual(['Conversa com Ana Costura']));

    // Bruno writes: his conversation goes to the top of Todas and into Não lidas; Carla's is
    // unarchived elsewhere. Each event twice: the second changes nothing.
    fireEvent.click(tab('Todas'));
    const changed = {
      ...bruno(),
      unread_count: 1,
      last_message: aMessage(8, {
        content: 'Chegou o tecido',
        created_at: new Date().toISOString(),
      }),
      last_message_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    };
    const unarchived = { ...carla(), is_archived: false };
    for (let i = 0; i < 2; i++) {
      emitServerEventForTest('conversation:changed', changed);
      emitServerEventForTest('conversation:changed', unarchived);
    }
    await waitFor(() =>
      expect(names()).toEqual([
        'Conversa com Bruno Modelagem',
        'Conversa com Ana Costura',
        'Conversa com Carla Bordados',
      ]),
    );
    expect(counts()).toEqual(['3', '2', '0']);
    expect(await within(await row('Bruno Modelagem')).findByText(/Chegou o tecido/)).toBeTruthy();

    // A new message from Ana, delivered twice, counts once and moves her back up.
    const fromAna = aMessage(9, {
      content: 'Pode ser às 10h?',
      created_at: new Date(Date.now() + 1000).toISOString(),
    });
    emitServerEventForTest('message:created', fromAna);
    emitServerEventForTest('message:created', fromAna);
    await waitFor(() => expect(names()[0]).toBe('Conversa com Ana Costura'));
    expect(within(await row('Ana Costura')).getByLabelText('2 não lidas')).toBeTruthy();
    expect(counts()).toEqual(['3', '2', '0']);

    expect(server.calls.filter((call) => call === 'GET /conversations/')).toEqual([]);
    expect(screen.queryByText(UNREACHABLE)).toBeNull();
  });

  it('archives and deletes at once, and a refusal puts the conversation back with the spec text', async () => {
    let refuseArchive: () => void = () => undefined;
    const { server } = open(
      {
        'GET /conversations/sync/': () => ok(nothingNew),
        [`GET /conversations/${CONV}/messages/`]: messagesRoute(() => []),
        // Held until the test has seen the guess on screen.
        [`PATCH /conversations/${CONV}/`]: () =>
          new Promise((resolve) => {
            refuseArchive = () => resolve(fail(403, T.notParticipant));
          }),
        [`DELETE /conversations/${CONV}/`]: () =>
          fail(500, 'Erro interno do servidor. Tente novamente mais tarde.'),
      },
      `/app/mensagens?conversa=${CONV}`,
    );
    await thread();
    // Opening read Ana's message.
    await waitFor(() => expect(counts()).toEqual(['2', '0', '1']));

    fireEvent.click(screen.getByRole('button', { name: 'Arquivar conversa' }));
    // Before any answer: in Arquivadas, counted there, and the thread says Desarquivar.
    await waitFor(() => expect(tab('Arquivadas').getAttribute('aria-selected')).toBe('true'));
    await waitFor(() =>
      expect(names()).toEqual(['Conversa com Ana Costura', 'Conversa com Carla Bordados']),
    );
    expect(counts()).toEqual(['1', '0', '2']);
    expect(screen.getByRole('button', { name: 'Desarquivar conversa' })).toBeTruthy();
    expect(server.calls).toContain(`PATCH /conversations/${CONV}/`);

    refuseArchive();
    expect(await screen.findByText(T.archiveFailed)).toBeTruthy();
    await waitFor(() => expect(tab('Todas').getAttribute('aria-selected')).toBe('true'));
    await waitFor(() =>
      expect(names()).toEqual(['Conversa com Ana Costura', 'Conversa com Bruno Modelagem']),
    );
    expect(counts()).toEqual(['2', '0', '1']);
    expect(await screen.findByRole('button', { name: 'Arquivar conversa' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Excluir conversa' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir conversa' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(T.deleteConversationFailed)).toBeTruthy();
    // Refused: back in the list and the counts (it may have left them for a moment).
    await waitFor(() =>
      expect(names()).toEqual(['Conversa com Ana Costura', 'Conversa com Bruno Modelagem']),
    );
    expect(counts()).toEqual(['2', '0', '1']);
    expect(server.calls).toContain(`DELETE /conversations/${CONV}/`);
  });

  it('a search online also asks the server, which holds messages this device never saw', async () => {
    const queries: ListQuery[] = [];
    open({
      'GET /conversations/sync/': () => ok(nothingNew),
      'GET /conversations/': (config) => {
        queries.push((config.params ?? {}) as ListQuery);
        return ok({ conversations: [bruno()], counts: { all: 2, unread: 1, archived: 1 } });
      },
    });
    await row('Ana Costura');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar conversas' }), {
      target: { value: 'travete' },
    });
    await waitFor(() => expect(names()).toEqual(['Conversa com Bruno Modelagem']));
    expect(queries).toEqual([{ filter: 'all', search: 'travete' }]);
    expect(screen.queryByText(T.searchedDeviceOnly)).toBeNull();
  });

  it('the line drops after opening: a search answered by the device keeps the list marked offline', async () => {
    let down = false;
    const maybe =
      (route: FakeRoute): FakeRoute =>
      (config) => {
        if (down) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
        return route(config);
      };
    open({
      'GET /conversations/sync/': maybe(() => ok(nothingNew)),
      'GET /conversations/': maybe(listRoute(() => [ana(), bruno()])),
    });
    await row('Ana Costura');
    expect(screen.queryByText(UNREACHABLE)).toBeNull();
    down = true;
    const input = screen.getByRole('searchbox', { name: 'Buscar conversas' });
    fireEvent.change(input, { target: { value: 'combinado' } });
    expect(await screen.findByText(T.searchedDeviceOnly)).toBeTruthy();
    expect(names()).toEqual(['Conversa com Bruno Modelagem']);
    fireEvent.change(input, { target: { value: '' } });
    await row('Ana Costura');
    expect(screen.queryByText(T.searchedDeviceOnly)).toBeNull();
    expect(screen.getByText(UNREACHABLE)).toBeTruthy();

    // Back: the retry syncs, and the list is the live one again.
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByText(UNREACHABLE)).toBeNull());
  });

  it('offline, searches every message saved on the device and says so', async () => {
    await db.messages.bulkPut([
      aMessage(1, { content: 'Vocês têm aviamento para jeans?' }),
      aMessage(2, { content: 'Temos sim' }),
      aMessage(3, { content: 'Até amanhã' }),
    ]);
    const offline: FakeRoute = (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    renderApp('/app/mensagens', { user: ME, routes: new Proxy({}, { get: () => offline }) });
    await row('Ana Costura');
    expect(await screen.findByText(UNREACHABLE)).toBeTruthy();
    expect(counts()).toEqual(['2', '1', '1']);
    expect(screen.queryByText(T.searchedDeviceOnly)).toBeNull();

    const input = screen.getByRole('searchbox', { name: 'Buscar conversas' });
    // Neither the title, the names nor the last message say it: an older message does.
    fireEvent.change(input, { target: { value: 'AVIAMENTO' } });
    await waitFor(() => expect(names()).toEqual(['Conversa com Ana Costura']));
    expect(screen.getByText(T.searchedDeviceOnly)).toBeTruthy();

    fireEvent.change(input, { target: { value: '' } });
    await row('Bruno Modelagem');
    expect(screen.queryByText(T.searchedDeviceOnly)).toBeNull();
    // Still offline: the list still says it is the device's copy.
    expect(screen.getByText(UNREACHABLE)).toBeTruthy();
  });
});

describe('Mensagens with 200 conversations on the device', () => {
  const MY = { id: ME.id, full_name: ME.full_name, user_type: 'CLIENTE' as const };
  const person = (n: number) => ({
    id: uuid(1000 + n),
    full_name: `Pessoa ${String(n).padStart(3, '0')}`,
    user_type: 'PROFISSIONAL' as const,
  });
  // Newest first: Pessoa 001 at the top, Pessoa 200 at the bottom.
  const many = Array.from({ length: 200 }, (_, i) =>
    aConversation(i + 1, { participants: [MY, person(i + 1)] }),
  );

  beforeEach(async () => {
    await db.conversations.bulkPut(many);
    await db.syncState.put({
      scope: 'conversations',
      serverTime: '2026-03-02T12:00:00.000Z',
      syncedAt: '2026-03-02T12:00:00.000Z',
      complete: true,
    });
    await db.meta.put({ key: 'owner', lastUserId: ME.id });
  });

  function openMany() {
    return open({
      'GET /conversations/sync/': () =>
        ok({
          conversations: [],
          deleted: [],
          server_time: '2026-03-02T12:00:05.000Z',
          reset: false,
        }),
      [`GET /conversations/${uuid(101)}/messages/`]: messagesRoute(() => []),
    });
  }
  const rendered = () => screen.getAllByRole('button', { name: /^Conversa com Pessoa/ });
  const focused = () => document.activeElement?.getAttribute('aria-label');

  it('renders only the rows in view, each saying where it stands in the whole list', async () => {
    openMany();
    await row('Pessoa 001');
    const list = screen.getByRole('list', { name: 'Conversas' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThan(40);
    expect(items[0]?.getAttribute('aria-setsize')).toBe('200');
    expect(items[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(within(tab('Todas')).getByText('200')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conversa com Pessoa 200' })).toBeNull();
  });

  it('moves between rows with the arrows, Home, End and the page keys', async () => {
    openMany();
    const first = await row('Pessoa 001');
    first.focus();
    const list = screen.getByRole('list', { name: 'Conversas' });
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(focused()).toBe('Conversa com Pessoa 002'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    await waitFor(() => expect(focused()).toBe('Conversa com Pessoa 001'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(focused()).toBe('Conversa com Pessoa 001');

    // The last row was not in the DOM: End renders it and moves the focus there.
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(focused()).toBe('Conversa com Pessoa 200'));
    expect(document.activeElement?.closest('li')?.getAttribute('aria-posinset')).toBe('200');
    expect(rendered().length).toBeLessThan(40);
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    await waitFor(() => expect(focused()).not.toBe('Conversa com Pessoa 200'));
    const up = Number(document.activeElement?.closest('li')?.getAttribute('aria-posinset'));
    expect(up).toBeGreaterThan(180);
    expect(up).toBeLessThan(200);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    await waitFor(() => expect(focused()).toBe('Conversa com Pessoa 001'));
    expect(within(list).queryByRole('button', { name: 'Conversa com Pessoa 200' })).toBeNull();
  });

  it('keeps the focus on a row when a new message moves rows above it', async () => {
    openMany();
    await row('Pessoa 001');
    const third = await row('Pessoa 003');
    third.focus();
    // Pessoa 010 writes: her row goes to the top and the rows above it move down in the DOM.
    emitServerEventForTest('conversation:changed', {
      ...many[9]!,
      last_message_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    await waitFor(() =>
      expect(rendered()[0]?.getAttribute('aria-label')).toBe('Conversa com Pessoa 010'),
    );
    console.log(
      'DBG',
      focused(),
      document.activeElement?.tagName,
      rendered()
        .slice(0, 5)
        .map((b) => b.getAttribute('aria-label')),
    );
    expect(focused()).toBe('Conversa com Pessoa 003');
  });

  it('keeps the focused row in the DOM while the list scrolls away from it', async () => {
    openMany();
    const first = await row('Pessoa 001');
    first.focus();
    fireEvent.keyDown(first, { key: 'End' });
    await waitFor(() => expect(focused()).toBe('Conversa com Pessoa 200'));
    // Scrolled back to the top by other means (the wheel): the focused row stays, alone, at the end.
    const viewport = screen
      .getByRole('list', { name: 'Conversas' })
      .closest<HTMLElement>('.mantine-ScrollArea-viewport')!;
    viewport.scrollTop = 0;
    fireEvent.scroll(viewport);
    await row('Pessoa 001');
    const names = rendered().map((b) => b.getAttribute('aria-label'));
    expect(names.at(-1)).toBe('Conversa com Pessoa 200');
    expect(names).not.toContain('Conversa com Pessoa 150');
    expect(focused()).toBe('Conversa com Pessoa 200');
  });
});
