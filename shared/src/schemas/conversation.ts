import { z } from 'zod';
import { line, longText } from './text';
import { ERRORS } from '../messages/errors';
import { MESSAGING_LIMITS, MESSAGING_TEXTS as T } from '../messages/messaging';
import { userTypeSchema } from './user';

/** A participant as the other side sees them: name and role, nothing else. */
export const participantSchema = z.object({
  id: z.uuid(),
  full_name: z.string().nullable(),
  user_type: userTypeSchema,
});
export type Participant = z.infer<typeof participantSchema>;

/** Spec §3 Message. `client_id` is the sender's own id for the send (idempotent retries). */
export const messageSchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  sender_id: z.uuid(),
  sender: participantSchema,
  content: z.string(),
  client_id: z.string().nullable(),
  is_read: z.boolean(),
  is_edited: z.boolean(),
  /** Removed by moderation: `content` then reads 'Mensagem removida pela moderação'. */
  is_removed: z.boolean(),
  edited_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type Message = z.infer<typeof messageSchema>;

/**
 * Spec §3 Conversation, as one participant sees it: archived, hidden and unread are theirs
 * (archiving never changes the conversation for the other person).
 */
export const conversationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  demand_id: z.uuid().nullable(),
  /** The title of the demand it is about (the thread header names it); null without one. */
  demand_title: z.string().nullable(),
  participants: z.array(participantSchema),
  last_message: messageSchema.nullable(),
  last_message_at: z.iso.datetime({ offset: true }).nullable(),
  unread_count: z.number().int().min(0),
  is_archived: z.boolean(),
  is_hidden: z.boolean(),
  /** Days until the oldest message expires (spec §9: 60 minus age); null when empty. */
  days_left: z.number().int().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const CONVERSATION_FILTERS = ['all', 'unread', 'archived'] as const;
export const conversationListQuery = z.object({
  filter: z.enum(CONVERSATION_FILTERS).default('all'),
  search: line().trim().max(100).optional(),
});
export const conversationListSchema = z.object({
  conversations: z.array(conversationSchema),
  /** Tab counts (spec §2: Todas, Não lidas, Arquivadas). */
  counts: z.object({ all: z.number().int(), unread: z.number().int(), archived: z.number().int() }),
});

export const startConversationSchema = z.object({
  /** The other people; the caller is always a participant. */
  participant_ids: z.array(z.uuid()).min(1).max(10),
  demand_id: z.uuid().nullable().optional(),
  title: line().trim().max(120).optional(),
});
export const startConversationResultSchema = z.object({
  conversation: conversationSchema,
  /** True when made now; false when an existing one (same participants) was found. */
  created: z.boolean(),
  /** True when the found conversation was hidden by the caller and is visible again. */
  reactivated: z.boolean(),
});

export const conversationPatchSchema = z.object({ is_archived: z.boolean() }).strict();

const content = longText({ error: T.emptyMessage })
  .trim()
  .min(1, T.emptyMessage)
  .max(MESSAGING_LIMITS.contentMax);
export const sendMessageSchema = z.object({
  content,
  /** Made by the sending device; a retry with the same id stores nothing new. */
  client_id: line().min(8).max(64),
});
export const editMessageSchema = z.object({ content }).strict();

/** Cursors by created_at (ISO): `after` for catching up, `before` for older pages. */
export const messageListQuery = z.object({
  after: z.iso.datetime({ offset: true }).optional(),
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const messageListSchema = z.object({
  messages: z.array(messageSchema),
  has_more: z.boolean(),
});
export const messageSearchQuery = z.object({ q: line().trim().min(1).max(100) });
export const messageSearchSchema = z.object({
  messages: z.array(messageSchema.extend({ conversation_title: z.string() })),
});

export const conversationIdParams = z.object({ id: z.uuid({ error: ERRORS.notFound }) });
export const messageIdParams = conversationIdParams;

/** Offline cache (DESIGN §5 sync): what changed since the device's last `server_time`. */
export const messagingSyncQuery = z.object({
  updated_since: z.iso.datetime({ offset: true }).optional(),
});
export const conversationSyncSchema = z.object({
  /** Conversations to keep, as the caller sees them (added or changed). */
  conversations: z.array(conversationSchema),
  /** Ids to drop: hidden by the caller. */
  deleted: z.array(z.uuid()),
  /** Pass back as updated_since next time. */
  server_time: z.iso.datetime({ offset: true }),
  /** true: replace the whole cached list with `conversations` (first sync, or too much changed). */
  reset: z.boolean(),
});
export type ConversationSync = z.infer<typeof conversationSyncSchema>;
export const messageSyncSchema = z.object({
  /** Messages to keep (new, edited or read since). */
  messages: z.array(messageSchema),
  /** Ids of messages deleted since (by the sender or by expiry). */
  deleted: z.array(z.uuid()),
  server_time: z.iso.datetime({ offset: true }),
  /** true: replace the cached thread with `messages` (its newest page). */
  reset: z.boolean(),
});
export type MessageSync = z.infer<typeof messageSyncSchema>;
