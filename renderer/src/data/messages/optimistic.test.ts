import { MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import type { Conversation } from '@alinhavo/shared/schemas/conversation';
import { beforeEach, describe, expect, it } from 'vitest';
import { aConversation, aMessage, uuid } from '../../test/messages-kit';
import { fail, ok, serveApi, type FakeReply } from '../../test/fake-server';
import { toApiError } from '../api/errors';
import { db, deleteDb, messagesScope } from '../db';
import { rememberConversation, threadOf } from './cache';
import { conversationActions } from './optimistic';

const CONV = uuid(101);
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** A server answer held back until the test lets it go. */
function held() {
  let answer: (reply: FakeReply) => void = () => undefined;
  const reply = new Promise<FakeReply>((resolve) => (answer = resolve));
  return { route: () => reply, answer };
}

const stored = () => db.conversations.get(CONV);

beforeEach(async () => {
  await deleteDb();
  await db.conversations.put(aConversation(1));
});

describe('archiving a conversation on the device first', () => {
  it('shows it archived before the server answers, then keeps the server’s row', async () => {
    const server = held();
    serveApi({ [`PATCH /conversations/${CONV}/`]: server.route });
    let shownArchived: boolean | undefined;
    const done = conversationActions.setArchived(CONV, true, () => {
      // onShown: the guess is already in the store when the screen moves to Arquivadas.
      void stored().then((c) => (shownArchived = c?.is_archived));
    });
    await expect.poll(() => shownArchived).toBe(true);
    const saved = {
      ...aConversation(1),
      is_archived: true,
      updated_at: later(aConversation(1).updated_at, 1000),
    };
    server.answer(ok(saved));
    await done;
    expect(await stored()).toEqual(saved);
  });

  it('a conversation the device does not hold is shown once the server’s row is stored', async () => {
    await db.conversations.clear();
    const saved = { ...aConversation(1), is_archived: true };
    serveApi({ [`PATCH /conversations/${CONV}/`]: () => ok(saved) });
    let shown: Conversation | undefined;
    await conversationActions.setArchived(CONV, true, () => {
      void stored().then((c) => (shown = c));
    });
    await expect.poll(() => shown).toEqual(saved);
  });

  it('puts the row back as it was when the server refuses, and rethrows the refusal', async () => {
    const before = (await stored())!;
    serveApi({ [`PATCH /conversations/${CONV}/`]: () => fail(403, T.notParticipant) });
    const refused = await conversationActions.setArchived(CONV, true).catch((e: unknown) => e);
    expect(toApiError(refused).message).toBe(T.notParticipant);
    expect(await stored()).toEqual(before);
  });

  it('keeps a newer row that landed meanwhile (an event) instead of the old one', async () => {
    const server = held();
    serveApi({ [`PATCH /conversations/${CONV}/`]: server.route });
    const done = conversationActions.setArchived(CONV, true).catch(() => 'refused');
    await expect.poll(async () => (await stored())?.is_archived).toBe(true);
    const pushed: Conversation = {
      ...aConversation(1),
      unread_count: 3,
      updated_at: later(aConversation(1).updated_at, 5000),
    };
    await rememberConversation(pushed);
    server.answer(fail(500, 'Erro interno do servidor. Tente novamente mais tarde.'));
    expect(await done).toBe('refused');
    expect(await stored()).toEqual(pushed);
  });
});

describe('deleting (hiding) a conversation on the device first', () => {
  it('leaves every tab at once; once the server agrees, its messages and cursor go too', async () => {
    await db.messages.put(aMessage(1));
    await db.syncState.put({ scope: messagesScope(CONV), serverTime: 't', syncedAt: 's' });
    const server = held();
    serveApi({ [`DELETE /conversations/${CONV}/`]: server.route });
    const done = conversationActions.hide(CONV);
    await expect.poll(async () => (await stored())?.is_hidden).toBe(true);
    // Still on the device until the server agrees: a refusal has something to put back.
    expect(await threadOf(CONV).count()).toBe(1);
    server.answer(ok({}));
    await done;
    expect(await stored()).toBeUndefined();
    expect(await threadOf(CONV).count()).toBe(0);
    expect(await db.syncState.get(messagesScope(CONV))).toBeUndefined();
  });

  it('comes back with its messages when the server refuses', async () => {
    await db.messages.put(aMessage(1));
    const before = (await stored())!;
    serveApi({ [`DELETE /conversations/${CONV}/`]: () => fail(500, 'Erro interno do servidor.') });
    await expect(conversationActions.hide(CONV)).rejects.toBeTruthy();
    expect(await stored()).toEqual(before);
    expect(await threadOf(CONV).count()).toBe(1);
  });
});
