import type { Message } from '@alinhavo/shared/schemas/conversation';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, deleteDb } from '../../data/db';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import {
  aConversation,
  aMessage,
  ANA,
  listRoute,
  ME,
  messagesRoute,
  uuid,
} from '../../test/messages-kit';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { titleWithUnread } from './unread';

vi.setConfig({ testTimeout: 20_000 });

// The client of the messages test kit: a client's menu has Mensagens, and Central de Dúvidas
// asks the server for nothing.
const ELSEWHERE = '/app/central-de-duvidas';
const ONE = uuid(101);
const TWO = uuid(102);
const THREE = uuid(103);

beforeEach(async () => {
  await deleteDb();
  // Whose cache this is: the messaging cache counts a pushed message as unread by it.
  await db.meta.put({ key: 'owner', lastUserId: ME.id });
});

function open(url: string) {
  const conversations = () => [aConversation(1), aConversation(2)];
  return renderApp(url, {
    user: ME,
    routes: {
      'GET /notifications/': () => ok({ notifications: [], unread: 0 }),
      'GET /conversations/': listRoute(conversations),
      [`GET /conversations/${ONE}/messages/`]: messagesRoute(() => []),
      [`POST /conversations/${ONE}/read/`]: () => ok({ updated: 0 }),
    },
  });
}

/** The toasts on screen (the list beside the thread shows the same texts in its rows). */
const toasts = () => [...document.querySelectorAll<HTMLElement>('.mantine-Notification-root')];

const mensagens = () =>
  within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', {
    name: /^Mensagens/,
  });

/**
 * Delivers a pushed message once the shell's messaging cache listens: it loads in a chunk of its
 * own after the first render, and an event before that would be lost. The same message twice
 * changes nothing in the cache, so it is sent again until `seen` holds.
 */
async function push(message: Message, seen: () => void) {
  await waitFor(() => {
    act(() => emitServerEventForTest('message:created', message));
    seen();
  });
}

describe('unread conversations in the shell', () => {
  it('badges Mensagens with the unread conversations, live, and says it in its name', async () => {
    await db.conversations.bulkPut([
      aConversation(1, { unread_count: 3 }),
      aConversation(2, { unread_count: 1 }),
      // Archived ones are not on Não lidas, and do not count here either.
      aConversation(3, { unread_count: 2, is_archived: true }),
    ]);
    open(ELSEWHERE);
    await waitFor(() =>
      expect(mensagens().getAttribute('aria-label')).toBe('Mensagens, 2 conversas não lidas'),
    );
    expect(within(mensagens()).getByText('2')).toBeTruthy();

    // A message pushed to a third conversation raises it without a reload.
    await db.conversations.put(aConversation(5, { id: uuid(105) }));
    await push(
      aMessage(9, { conversation_id: uuid(105), created_at: new Date().toISOString() }),
      () => expect(mensagens().getAttribute('aria-label')).toBe('Mensagens, 3 conversas não lidas'),
    );

    // Read elsewhere (another device): the count follows the store down to none.
    await db.conversations.toCollection().modify({ unread_count: 0 });
    await waitFor(() => expect(mensagens().getAttribute('aria-label')).toBeNull());
    expect(mensagens().textContent).toBe('Mensagens');
  });

  it('puts the count in front of the page title, and takes it away at 0', async () => {
    await db.conversations.bulkPut([
      aConversation(1, { unread_count: 1 }),
      aConversation(2, { unread_count: 4 }),
    ]);
    open(ELSEWHERE);
    await waitFor(() => expect(document.title).toBe('(2) Central de Dúvidas · Alinhavo'));
    await db.conversations.update(ONE, { unread_count: 0 });
    await waitFor(() => expect(document.title).toBe('(1) Central de Dúvidas · Alinhavo'));
    await db.conversations.update(TWO, { unread_count: 0 });
    await waitFor(() => expect(document.title).toBe('Central de Dúvidas · Alinhavo'));
  });

  it('toasts a message that arrives on another screen, and Abrir opens its conversation', async () => {
    await db.conversations.bulkPut([aConversation(1), aConversation(3, { id: THREE })]);
    const { location } = open(ELSEWHERE);
    await push(aMessage(7, { conversation_id: THREE, content: 'Posso entregar na sexta?' }), () =>
      expect(screen.getByText('Nova mensagem de Ana Costura')).toBeTruthy(),
    );
    expect(screen.getByText('Posso entregar na sexta?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(location()).toBe(`/app/mensagens?conversa=${THREE}`));
    await waitFor(() => expect(screen.queryByText('Nova mensagem de Ana Costura')).toBeNull());
  });

  it('toasts nothing for the conversation open on screen, nor for my own messages', async () => {
    await db.conversations.bulkPut([aConversation(1), aConversation(3, { id: THREE })]);
    open(`/app/mensagens?conversa=${ONE}`);
    await screen.findByRole('log', { name: 'Mensagens' });
    act(() => {
      emitServerEventForTest(
        'message:created',
        aMessage(1, { conversation_id: ONE, content: 'Na conversa aberta' }),
      );
      emitServerEventForTest(
        'message:created',
        aMessage(2, { conversation_id: THREE, sender_id: ME.id, content: 'Eu mesma' }),
      );
    });
    // A later message to another conversation does toast: the two before it did not.
    act(() =>
      emitServerEventForTest(
        'message:created',
        aMessage(3, { conversation_id: THREE, content: 'Na outra conversa' }),
      ),
    );
    await waitFor(() => expect(toasts()).toHaveLength(1));
    const [toast] = toasts();
    expect(within(toast!).getByText(`Nova mensagem de ${ANA.full_name}`)).toBeTruthy();
    expect(within(toast!).getByText('Na outra conversa')).toBeTruthy();
    expect(within(toast!).getByRole('button', { name: 'Abrir' })).toBeTruthy();
  });

  it('adds nothing to a title with nothing unread', () => {
    expect(titleWithUnread('Mensagens · Alinhavo', 0)).toBe('Mensagens · Alinhavo');
    expect(titleWithUnread('Alinhavo', 3)).toBe('(3) Alinhavo');
  });
});
