import type { Conversation, Message } from '@alinhavo/shared/schemas/conversation';
import type { InternalAxiosRequestConfig } from 'axios';
import { ok, type FakeRoute } from './fake-server';
import { aUser } from './fixtures';

/** A v4-shaped uuid ending in `n` (zod checks the version and variant). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ME = aUser({ id: uuid(1), user_type: 'CLIENTE', full_name: 'Marca Linho' });
export const ANA = { id: uuid(2), full_name: 'Ana Costura', user_type: 'PROFISSIONAL' as const };
export const BRUNO = {
  id: uuid(3),
  full_name: 'Bruno Modelagem',
  user_type: 'PROFISSIONAL' as const,
};
const MY_PARTICIPANT = { id: ME.id, full_name: ME.full_name, user_type: 'CLIENTE' as const };

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

export function aMessage(n: number, overrides: Partial<Message> = {}): Message {
  const mine = overrides.sender_id === ME.id;
  return {
    id: uuid(500 + n),
    conversation_id: uuid(101),
    sender_id: ANA.id,
    sender: mine ? MY_PARTICIPANT : ANA,
    content: `Mensagem ${n}`,
    client_id: null,
    is_read: false,
    is_edited: false,
    is_removed: false,
    edited_at: null,
    created_at: minutesAgo(60 - n),
    updated_at: minutesAgo(60 - n),
    ...overrides,
  };
}

export function aConversation(n: number, overrides: Partial<Conversation> = {}): Conversation {
  const other = n % 2 === 0 ? BRUNO : ANA;
  return {
    id: uuid(100 + n),
    title: 'Conversa com 2 participante(s)',
    demand_id: null,
    demand_title: null,
    participants: [MY_PARTICIPANT, other],
    last_message: null,
    last_message_at: minutesAgo(n),
    unread_count: 0,
    is_archived: false,
    is_hidden: false,
    days_left: 58,
    created_at: minutesAgo(600),
    updated_at: minutesAgo(n),
    ...overrides,
  };
}

export interface ListQuery {
  filter?: string;
  search?: string;
}

/** GET /conversations/ answering from `all` by the filter, recording each query. */
export function listRoute(all: () => Conversation[], queries: ListQuery[] = []): FakeRoute {
  return (config: InternalAxiosRequestConfig) => {
    const q = (config.params ?? {}) as ListQuery;
    queries.push(q);
    const visible = all().filter((c) => !c.is_hidden);
    const byFilter = {
      all: visible.filter((c) => !c.is_archived),
      unread: visible.filter((c) => !c.is_archived && c.unread_count > 0),
      archived: visible.filter((c) => c.is_archived),
    };
    const filter = (q.filter ?? 'all') as keyof typeof byFilter;
    const term = q.search?.toLowerCase();
    const conversations = byFilter[filter].filter(
      (c) =>
        !term ||
        c.participants.some((p) => p.full_name?.toLowerCase().includes(term)) ||
        c.last_message?.content.toLowerCase().includes(term),
    );
    return ok({
      conversations,
      counts: {
        all: byFilter.all.length,
        unread: byFilter.unread.length,
        archived: byFilter.archived.length,
      },
    });
  };
}

export const messagesRoute =
  (messages: () => Message[]): FakeRoute =>
  () =>
    ok({ messages: messages(), has_more: false });

export const body = (config: InternalAxiosRequestConfig): Record<string, unknown> =>
  JSON.parse(String(config.data)) as Record<string, unknown>;
