import { REPORT_TEXTS } from '@alinhavo/shared/messages/admin';
import type { Message } from '@alinhavo/shared/schemas/conversation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteDb } from '../../data/db';
import { emitServerEventForTest } from '../../data/realtime/realtime';
import { ok, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import {
  aConversation,
  aMessage,
  body,
  listRoute,
  ME,
  messagesRoute,
  uuid,
} from '../../test/messages-kit';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await deleteDb();
});

const CONV = uuid(101);
const REMOVED = REPORT_TEXTS.removedMessage;

function openThread(messages: Message[], extra: Record<string, FakeRoute> = {}) {
  const last = messages.at(-1) ?? null;
  return renderApp(`/app/mensagens?conversa=${CONV}`, {
    user: ME,
    routes: {
      'GET /notifications/': () => ok({ notifications: [], unread: 0 }),
      'GET /conversations/unread-count/': () => ok({ count: 0 }),
      [`POST /conversations/${CONV}/read/`]: () => ok({ updated: 0 }),
      'GET /conversations/': listRoute(() => [aConversation(1, { last_message: last })]),
      [`GET /conversations/${CONV}/messages/`]: messagesRoute(() => messages),
      ...extra,
    },
  });
}

const thread = () => screen.findByRole('log', { name: 'Mensagens' });
const listRow = () => screen.findByRole('button', { name: 'Conversa com Ana Costura' });

describe('messages removed by moderation', () => {
  it('read the same dimmed words on both sides, with nothing to do on them', async () => {
    openThread([
      aMessage(1, { is_removed: true, content: REMOVED }),
      aMessage(2, { sender_id: ME.id, is_removed: true, content: REMOVED }),
    ]);
    const log = await thread();
    const texts = await within(log).findAllByText(REMOVED);
    expect(texts).toHaveLength(2);
    expect(within(log).queryByRole('button', { name: 'Editar mensagem' })).toBeNull();
    expect(within(log).queryByRole('button', { name: 'Excluir mensagem' })).toBeNull();
    expect(within(log).queryByRole('button', { name: /Mais ações da mensagem/ })).toBeNull();
    expect(within(log).queryByLabelText('Enviada')).toBeNull();
    // The conversation list shows it as the last message too.
    expect(within(await listRow()).getByText(REMOVED)).toBeTruthy();
  });

  it('turns a message into the moderation text when message:updated arrives', async () => {
    const theirs = aMessage(1, { content: 'Me paga por fora' });
    openThread([theirs]);
    const log = await thread();
    expect(await within(log).findByText('Me paga por fora')).toBeTruthy();
    expect(within(await listRow()).getByText(/Me paga por fora/)).toBeTruthy();

    emitServerEventForTest('message:updated', {
      ...theirs,
      content: REMOVED,
      is_removed: true,
      updated_at: new Date().toISOString(),
    });
    expect(await within(log).findByText(REMOVED)).toBeTruthy();
    expect(within(log).queryByText('Me paga por fora')).toBeNull();
    expect(within(log).queryByRole('button', { name: /Mais ações da mensagem/ })).toBeNull();
    await waitFor(async () => expect(within(await listRow()).getByText(REMOVED)).toBeTruthy());
  });
});

describe("'Denunciar' on a message", () => {
  it('is offered beside the other person’s message only, and reports it', async () => {
    const bodies: unknown[] = [];
    const theirs = aMessage(1, { content: 'Mensagem estranha' });
    openThread([theirs, aMessage(2, { sender_id: ME.id, content: 'Como assim?' })], {
      'POST /reports/': (config) => {
        bodies.push(body(config));
        return ok({ id: uuid(900), created_at: new Date().toISOString() });
      },
    });
    const log = await thread();
    await within(log).findByText('Mensagem estranha');
    // One menu: beside Ana's message, none beside mine (which keeps edit and delete).
    const menus = within(log).getAllByRole('button', {
      name: 'Mais ações da mensagem de Ana Costura',
    });
    expect(menus).toHaveLength(1);
    expect(within(log).getAllByRole('button', { name: 'Editar mensagem' })).toHaveLength(1);

    fireEvent.click(menus[0]!);
    fireEvent.click(await screen.findByRole('menuitem', { name: REPORT_TEXTS.action }));
    const dialog = within(await screen.findByRole('dialog', { name: REPORT_TEXTS.title }));
    expect(dialog.getByText(/a mensagem de Ana Costura/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('radio', { name: 'Ofensa, assédio ou discriminação' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(REPORT_TEXTS.sent)).toBeTruthy();
    expect(bodies).toEqual([{ target_type: 'message', target_id: theirs.id, reason: 'offensive' }]);
  });
});
