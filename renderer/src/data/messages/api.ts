import { conversationsApi } from '@alinhavo/shared/api/conversations';
import type { CONVERSATION_FILTERS } from '@alinhavo/shared/schemas/conversation';
import { api } from '../api';
import { tracked } from '../product-events/track';

export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** Typed calls of the conversations contract (shared/src/api/conversations.ts). */
export const conversationsClient = {
  list: (q: { filter: ConversationFilter; search?: string }, signal?: AbortSignal) =>
    api.call(conversationsApi.list, {
      query: { filter: q.filter, search: q.search?.trim() ? q.search.trim() : undefined },
      ...withSignal(signal),
    }),
  get: (id: string, signal?: AbortSignal) =>
    api.call(conversationsApi.get, { params: { id }, ...withSignal(signal) }),
  start: (body: { participant_ids: string[]; demand_id?: string | null }) =>
    tracked('conversation_started', api.call(conversationsApi.start, { body })),
  setArchived: (id: string, archived: boolean) =>
    api.call(conversationsApi.patch, { params: { id }, body: { is_archived: archived } }),
  hide: (id: string) => api.call(conversationsApi.hide, { params: { id } }),
  markRead: (id: string) => api.call(conversationsApi.read, { params: { id } }),
  messages: (id: string, q: { after?: string; before?: string } = {}, signal?: AbortSignal) =>
    api.call(conversationsApi.messages, {
      params: { id },
      query: { after: q.after, before: q.before, limit: 200 },
      ...withSignal(signal),
    }),
  send: (id: string, content: string, clientId: string) =>
    api.call(conversationsApi.send, { params: { id }, body: { content, client_id: clientId } }),
  edit: (messageId: string, content: string) =>
    api.call(conversationsApi.editMessage, { params: { id: messageId }, body: { content } }),
  remove: (messageId: string) =>
    api.call(conversationsApi.deleteMessage, { params: { id: messageId } }),
};
