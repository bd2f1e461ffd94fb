import type { FastifyBaseLogger } from 'fastify';
import { MESSAGING_LIMITS, MESSAGING_TEXTS } from '@alinhavo/shared/messages/messaging';
import { searchTerms } from '@alinhavo/shared/rules/search';
import type {
  Conversation,
  ConversationSync,
  Message,
  MessageSync,
  Participant,
} from '@alinhavo/shared/schemas/conversation';
import type { Db, DbOrTx } from '../../db/client';
import type { ConversationRow } from '../../db/schema';
import { SYNC_MAX_CHANGES, syncWindow } from '../../lib/sync';
import { forbidden, notFound } from '../../http/errors';
import type { EventBus } from '../../lib/event-bus';
import type { AdminAccounts } from '../../lib/admins';
import type { Principal } from '../auth/service';
import { startRefusal } from './start-rule';
import {
  conversationsRepository as repo,
  type ConversationFilter,
  type MessageWithSender,
  type SenderRow,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEARCH_LIMIT = 50;
/** Messages a device gets when it has no recent cursor for a thread (its newest page). */
const THREAD_PAGE = 50;

type Summary = Awaited<ReturnType<typeof repo.summaries>>[number];

const toParticipant = (u: SenderRow): Participant => ({
  id: u.id,
  full_name: u.fullName,
  user_type: u.userType,
});

export function toMessageDto(m: MessageWithSender): Message {
  return {
    id: m.id,
    conversation_id: m.conversationId,
    sender_id: m.senderId,
    sender: toParticipant(m.sender),
    content: m.content,
    client_id: m.clientId,
    is_read: m.isRead,
    is_edited: m.isEdited,
    is_removed: m.removedAt !== null,
    edited_at: m.editedAt?.toISOString() ?? null,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

/** Spec §9: 60 minus the age in days of the oldest message still there; null when empty. */
export function daysLeft(oldest: Date | null, now = Date.now()): number | null {
  if (!oldest) return null;
  const age = Math.floor((now - oldest.getTime()) / DAY_MS);
  return Math.max(0, MESSAGING_LIMITS.lifetimeDays - age);
}

/**
 * Spec §4–§5 and §7 messaging. Only participants see a conversation (anyone else gets 404, as
 * if it did not exist); archive and hide are each participant's own; only the sender changes a
 * message. Every committed change is published so realtime pushes it to each participant.
 */
export class ConversationService {
  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly admins: AdminAccounts,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /**
   * Moderation (a report resolved by removal), inside its transaction: the text is replaced for
   * everyone with `replacement`, the row marked removed, and the conversation's `updated_at`
   * moved too, since its last message may be this one and each list must see the new text.
   * The conversation id, or undefined when the message is gone or was already removed; told by
   * `publishRemoved` after the commit.
   */
  async removeReportedMessage(
    tx: DbOrTx,
    messageId: string,
    replacement: string,
  ): Promise<string | undefined> {
    const conversationId = await repo.removeMessage(tx, messageId, replacement);
    if (conversationId) await repo.touchUpdatedAt(tx, conversationId);
    return conversationId;
  }

  /** LGPD export: the person's conversations and the messages they sent. */
  exportFor(userId: string) {
    return repo.exportFor(this.db, userId);
  }

  async list(p: Principal, q: { filter: ConversationFilter; search?: string | undefined }) {
    const terms = searchTerms(q.search);
    const ids = await repo.listIds(this.db, p.user.id, q.filter, terms);
    const [conversations, counts] = await Promise.all([
      this.views(this.db, p.user.id, ids),
      repo.tabCounts(this.db, p.user.id),
    ]);
    return { conversations, counts };
  }

  /**
   * Finds the conversation of these people about this demand (or about none), reactivated if
   * the caller had hidden it, or creates it. Only people tied as DESIGN §9.11 says may start one
   * (start-rule.ts); an admin may start any.
   */
  async start(
    p: Principal,
    body: { participant_ids: string[]; demand_id?: string | null | undefined; title?: string },
  ): Promise<{ conversation: Conversation; created: boolean; reactivated: boolean }> {
    const ids = [...new Set([p.user.id, ...body.participant_ids])];
    const demandId = body.demand_id ?? null;
    const { conversationId, created, reactivated } = await this.db.transaction(async (tx) => {
      await this.assertMayStart(tx, p, ids, demandId);
      await repo.lockParticipantSet(tx, ids);
      const existing = await repo.findByParticipantSet(tx, ids, demandId);
      if (existing) {
        const mine = await repo.participant(tx, existing, p.user.id);
        const wasHidden = mine?.isHidden === true;
        if (wasHidden) await repo.setParticipantFlags(tx, existing, p.user.id, { isHidden: false });
        return { conversationId: existing, created: false, reactivated: wasHidden };
      }
      const row = await repo.insertConversation(
        tx,
        { title: body.title || MESSAGING_TEXTS.defaultTitle(ids.length), demandId },
        ids,
      );
      return { conversationId: row.id, created: true, reactivated: false };
    });
    if (created || reactivated) {
      this.bus.publish('conversation.started', {
        conversationId,
        starterType: p.user.userType,
        recipientIds: ids.filter((id) => id !== p.user.id),
      });
      await this.publishViews(conversationId, created ? ids : [p.user.id]);
    }
    return { conversation: await this.viewOf(p.user.id, conversationId), created, reactivated };
  }

  /** 404 for an unknown person or demand, 403 with the rule's text for people not tied. */
  private async assertMayStart(
    tx: DbOrTx,
    p: Principal,
    ids: string[],
    demandId: string | null,
  ): Promise<void> {
    const people = await repo.people(tx, ids);
    if (people.length !== ids.length) throw notFound(MESSAGING_TEXTS.userNotFound);
    const others = people.filter((u) => u.id !== p.user.id);
    const demand = demandId ? await repo.demandTie(tx, demandId, ids) : null;
    if (demand === undefined) throw notFound(MESSAGING_TEXTS.demandNotFound);
    if (this.admins.has(p.user.email)) return;
    const starter = people.find((u) => u.id === p.user.id);
    if (!starter) throw notFound(MESSAGING_TEXTS.userNotFound);
    const refusal = startRefusal(starter, others, demand);
    if (refusal) throw forbidden(refusal);
  }

  async unreadCount(p: Principal): Promise<{ count: number }> {
    return { count: await repo.unreadTotal(this.db, p.user.id) };
  }

  async get(p: Principal, id: string): Promise<Conversation> {
    await this.participantOrNotFound(this.db, id, p.user.id);
    return this.viewOf(p.user.id, id);
  }

  async setArchived(p: Principal, id: string, isArchived: boolean): Promise<Conversation> {
    await this.participantOrNotFound(this.db, id, p.user.id);
    await repo.setParticipantFlags(this.db, id, p.user.id, { isArchived });
    await this.publishViews(id, [p.user.id]);
    return this.viewOf(p.user.id, id);
  }

  /** 'Delete' hides the conversation from the caller's list only (spec §4). */
  async hide(p: Principal, id: string): Promise<void> {
    await this.participantOrNotFound(this.db, id, p.user.id);
    await repo.setParticipantFlags(this.db, id, p.user.id, { isHidden: true });
    await this.publishViews(id, [p.user.id]);
  }

  /** Opening a conversation marks every message of the others as read (spec §4). */
  async read(p: Principal, id: string): Promise<{ updated: number }> {
    await this.participantOrNotFound(this.db, id, p.user.id);
    const readAt = new Date();
    const updated = await this.db.transaction(async (tx) => {
      const rows = await repo.markReadFromOthers(tx, id, p.user.id);
      await repo.setParticipantFlags(tx, id, p.user.id, { lastReadAt: readAt });
      // The senders' read ticks changed: their cached views must see it on the next sync.
      if (rows.length > 0) await repo.touchUpdatedAt(tx, id);
      return rows.length;
    });
    if (updated > 0) {
      const participantIds = await repo.participantIds(this.db, id);
      this.bus.publish('messages.read', {
        participantIds,
        conversationId: id,
        readerId: p.user.id,
        readAt: readAt.toISOString(),
      });
      await this.publishViews(id, participantIds);
    }
    return { updated };
  }

  async messages(
    p: Principal,
    id: string,
    q: { after?: string | undefined; before?: string | undefined; limit: number },
  ): Promise<{ messages: Message[]; has_more: boolean }> {
    await this.participantOrNotFound(this.db, id, p.user.id);
    const { rows, hasMore } = await repo.page(this.db, id, q);
    return { messages: rows.map(toMessageDto), has_more: hasMore };
  }

  /**
   * Idempotent on (sender, client_id): a retry returns the stored message with `created`
   * false and publishes nothing. The hot path of chat (HTTP and socket): one statement and one
   * event; each device moves its conversation list from message:created itself.
   */
  async send(
    senderId: string,
    id: string,
    body: { content: string; client_id: string },
  ): Promise<{ message: Message; created: boolean }> {
    const result = await repo.send(this.db, {
      conversationId: id,
      senderId,
      content: body.content.trim(),
      clientId: body.client_id,
    });
    if (!result.isParticipant) throw notFound();
    if (!result.stored) {
      const stored = await repo.messageBySenderClientId(this.db, senderId, body.client_id);
      if (!stored) throw new Error('message with this client_id vanished');
      const message = toMessageDto(stored);
      // A device sends again when it got no answer: the instance that stored the message may
      // have died before telling anyone, and a participant who stays connected elsewhere would
      // never hear of it (the load-with-faults test). Devices keep messages by id, so hearing
      // it twice changes nothing.
      const participantIds = await repo.participantIds(this.db, id);
      this.bus.publish('message.created', { participantIds, message });
      return { message, created: false };
    }
    const { participantIds, unhiddenIds } = result.stored;
    const message = toMessageDto(result.stored.message);
    this.bus.publish('message.created', { participantIds, message });
    // Whoever had hidden it gets it back in their list, which has no view of it to move.
    if (unhiddenIds.length > 0) await this.publishViews(id, unhiddenIds);
    return { message, created: true };
  }

  /** Offline cache: the caller's conversations that changed since their cursor (DESIGN §5). */
  async sync(p: Principal, updatedSince: string | undefined): Promise<ConversationSync> {
    const me = p.user.id;
    const { serverTime, since } = await syncWindow(this.db, updatedSince);
    if (since) {
      const changed = await repo.changedSince(this.db, me, since, SYNC_MAX_CHANGES + 1);
      if (changed.length <= SYNC_MAX_CHANGES) {
        const kept = changed.filter((c) => !c.isHidden).map((c) => c.id);
        return {
          conversations: await this.views(this.db, me, kept),
          deleted: changed.filter((c) => c.isHidden).map((c) => c.id),
          server_time: serverTime,
          reset: false,
        };
      }
    }
    // The newest SYNC_MAX_ROWS and one more: a device that gets no more than SYNC_MAX_ROWS knows
    // it holds them all.
    const ids = await repo.visibleIds(this.db, me, SYNC_MAX_CHANGES + 1);
    return {
      conversations: await this.views(this.db, me, ids),
      deleted: [],
      server_time: serverTime,
      reset: true,
    };
  }

  /** Offline cache of one thread: messages stored, edited or read since, and those deleted. */
  async messagesSync(
    p: Principal,
    id: string,
    updatedSince: string | undefined,
  ): Promise<MessageSync> {
    await this.participantOrNotFound(this.db, id, p.user.id);
    const { serverTime, since } = await syncWindow(this.db, updatedSince);
    if (since) {
      const changed = await repo.messagesChangedSince(this.db, id, since, SYNC_MAX_CHANGES + 1);
      if (changed.length <= SYNC_MAX_CHANGES) {
        const deleted = await repo.messagesDeletedSince(this.db, id, since, SYNC_MAX_CHANGES);
        return {
          messages: changed.map(toMessageDto),
          deleted,
          server_time: serverTime,
          reset: false,
        };
      }
    }
    const { rows } = await repo.page(this.db, id, { limit: THREAD_PAGE });
    return { messages: rows.map(toMessageDto), deleted: [], server_time: serverTime, reset: true };
  }

  async editMessage(p: Principal, messageId: string, content: string): Promise<Message> {
    const message = await this.db.transaction(async (tx) => {
      const own = await this.ownMessageOrFail(tx, messageId, p.user.id);
      await repo.editMessage(tx, messageId, content.trim());
      await repo.touchUpdatedAt(tx, own.conversationId);
      const row = await repo.message(tx, messageId);
      if (!row) throw notFound();
      return toMessageDto(row);
    });
    await this.publishUpdated(message);
    return message;
  }

  /**
   * Moderation removed a message (reports, already committed): both participants' threads and
   * conversation lists change now. Best effort, like every realtime push.
   */
  async publishRemoved(messageId: string): Promise<void> {
    const row = await repo.message(this.db, messageId);
    if (row) await this.publishUpdated(toMessageDto(row));
  }

  private async publishUpdated(message: Message): Promise<void> {
    const participantIds = await repo.participantIds(this.db, message.conversation_id);
    this.bus.publish('message.updated', { participantIds, message });
    await this.publishViews(message.conversation_id, participantIds);
  }

  /** Permanently, for everyone (spec §4). */
  async deleteMessage(p: Principal, messageId: string): Promise<void> {
    const conversationId = await this.db.transaction(async (tx) => {
      const row = await this.ownMessageOrFail(tx, messageId, p.user.id);
      await repo.deleteMessage(tx, messageId);
      await repo.touchConversation(tx, row.conversationId);
      return row.conversationId;
    });
    const participantIds = await repo.participantIds(this.db, conversationId);
    this.bus.publish('message.deleted', { participantIds, id: messageId, conversationId });
    await this.publishViews(conversationId, participantIds);
  }

  async search(p: Principal, q: string) {
    const terms = searchTerms(q);
    const rows =
      terms.length === 0 ? [] : await repo.search(this.db, p.user.id, terms, SEARCH_LIMIT);
    return {
      messages: rows.map((r) => ({ ...toMessageDto(r), conversation_title: r.conversationTitle })),
    };
  }

  /** Spec §9: removes messages past their lifetime. The count removed. */
  async expireMessages(db: DbOrTx = this.db): Promise<number> {
    return repo.deleteOlderThan(db, MESSAGING_LIMITS.lifetimeDays);
  }

  private async participantOrNotFound(db: DbOrTx, conversationId: string, userId: string) {
    const row = await repo.participant(db, conversationId, userId);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Someone outside the conversation gets 404; a participant who did not send it, 403; the
   * sender of a message removed by moderation, 403.
   */
  private async ownMessageOrFail(db: DbOrTx, messageId: string, userId: string) {
    const row = await repo.message(db, messageId);
    if (!row) throw notFound();
    await this.participantOrNotFound(db, row.conversationId, userId);
    if (row.senderId !== userId) throw forbidden(MESSAGING_TEXTS.onlySender);
    // Removed by moderation: the sender can neither bring the text back nor erase the trace.
    if (row.removedAt !== null) throw forbidden();
    return row;
  }

  private async viewOf(userId: string, id: string): Promise<Conversation> {
    const [view] = await this.views(this.db, userId, [id]);
    if (!view) throw notFound();
    return view;
  }

  /** The conversations as `userId` sees them, in the order of `ids`. */
  private async views(db: DbOrTx, userId: string, ids: string[]): Promise<Conversation[]> {
    if (ids.length === 0) return [];
    const [summaries, participants, lastMessages] = await Promise.all([
      repo.summaries(db, userId, ids),
      repo.participantsOf(db, ids),
      repo.lastMessages(db, ids),
    ]);
    return this.assemble(ids, summaries, participants, lastMessages);
  }

  /** What every participant's view of a conversation has in common. */
  private shared(
    c: ConversationRow,
    demandTitle: string | null,
    participants: Participant[],
    lastMessage: Message | null,
  ): Omit<Conversation, 'unread_count' | 'is_archived' | 'is_hidden' | 'days_left'> {
    return {
      id: c.id,
      title: c.title,
      demand_id: c.demandId,
      demand_title: demandTitle,
      participants,
      last_message: lastMessage,
      last_message_at: c.lastMessageAt?.toISOString() ?? null,
      created_at: c.createdAt.toISOString(),
      updated_at: c.updatedAt.toISOString(),
    };
  }

  /** Rows of summaries and the shared parts (participants, last messages) as views. */
  private assemble(
    ids: string[],
    summaries: Summary[],
    participants: Awaited<ReturnType<typeof repo.participantsOf>>,
    lastMessages: Awaited<ReturnType<typeof repo.lastMessages>>,
  ): Conversation[] {
    const byId = new Map(summaries.map((s) => [s.conversation.id, s]));
    const last = new Map(lastMessages.map((m) => [m.conversationId, m]));
    const now = Date.now();
    return ids.flatMap((id) => {
      const s = byId.get(id);
      if (!s) return [];
      const lastMessage = last.get(id);
      const people = participants.filter((u) => u.conversationId === id).map(toParticipant);
      return [
        {
          ...this.shared(
            s.conversation,
            s.demandTitle,
            people,
            lastMessage ? toMessageDto(lastMessage) : null,
          ),
          unread_count: Number(s.unread),
          is_archived: s.isArchived,
          is_hidden: s.isHidden,
          days_left: daysLeft(s.oldestMs === null ? null : new Date(Number(s.oldestMs)), now),
        },
      ];
    });
  }

  /** Realtime is best effort: the write is committed, and clients catch up on reconnect. */
  private async publishViews(conversationId: string, userIds: string[]): Promise<void> {
    try {
      // Participants and the last message are the same for everyone: read once, not per person.
      const ids = [conversationId];
      const wanted = new Set(userIds);
      const [participants, lastMessages, summaries] = await Promise.all([
        repo.participantsOf(this.db, ids),
        repo.lastMessages(this.db, ids),
        repo.summariesForAll(this.db, conversationId),
      ]);
      const views = summaries
        .filter((s) => wanted.has(s.userId))
        .map((s) => {
          const [conversation] = this.assemble(ids, [s], participants, lastMessages);
          if (!conversation) throw notFound();
          return { userId: s.userId, conversation };
        });
      this.bus.publish('conversation.changed', { views });
    } catch (err) {
      this.log?.warn(
        { conversationId, err: err instanceof Error ? err.message : String(err) },
        'falha ao publicar a conversa',
      );
    }
  }
}
