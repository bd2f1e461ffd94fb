import { describe, expect, it } from 'vitest';
import { aConversation, aMessage, ANA, uuid } from '../../test/messages-kit';
import { conversationListView, type ConversationListQuery } from './conversation-list';

const rows = [
  aConversation(1, {
    unread_count: 2,
    last_message: aMessage(1, { content: 'Orçamento das camisetas' }),
  }),
  aConversation(2, { title: 'Coleção de verão' }),
  aConversation(3, { is_archived: true, participants: [{ ...ANA, full_name: 'João Bordados' }] }),
  aConversation(4, { is_hidden: true }),
];
const q = (tab: ConversationListQuery['tab'], search = '', keep: string | null = null) => ({
  tab,
  search,
  keep,
});
const ids = (list: { conversations: { id: string }[] }) => list.conversations.map((c) => c.id);
const device = { whole: true, page: null };

describe('the Mensagens list from the rows the device holds', () => {
  it('counts every tab and filters the one asked for, newest first', () => {
    const all = conversationListView(rows, q('all'), device);
    expect(all.counts).toEqual({ all: 2, unread: 1, archived: 1 });
    expect(ids(all)).toEqual([uuid(101), uuid(102)]);
    expect(ids(conversationListView(rows, q('unread'), device))).toEqual([uuid(101)]);
    expect(ids(conversationListView(rows, q('archived'), device))).toEqual([uuid(103)]);
  });

  it('searches title, names, the last message and every cached message, without accents', () => {
    const texts = new Map([[uuid(102), ['Mensagem antiga sobre o aviamento', 'Mais recente']]]);
    const find = (tab: 'all' | 'archived', search: string) =>
      ids(conversationListView(rows, q(tab, search), { ...device, texts }));
    expect(find('all', 'ORCAMENTO')).toEqual([uuid(101)]);
    expect(find('all', 'colecao verao')).toEqual([uuid(102)]);
    expect(find('all', 'bruno')).toEqual([uuid(102)]);
    expect(find('all', 'aviamento')).toEqual([uuid(102)]);
    expect(find('archived', 'joao')).toEqual([uuid(103)]);
    expect(find('all', 'zzz')).toEqual([]);
    // The counts do not depend on the search, as on the server.
    expect(conversationListView(rows, q('all', 'zzz'), device).counts.all).toBe(2);
  });

  it('whole: adds what the server found in messages the device never saw, with its own counts', () => {
    const page = { ids: [uuid(102)], counts: { all: 9, unread: 9, archived: 9 } };
    const list = conversationListView(rows, q('all', 'camisetas'), { whole: true, page });
    expect(ids(list)).toEqual([uuid(101), uuid(102)]);
    expect(list.counts).toEqual({ all: 2, unread: 1, archived: 1 });
  });

  it('part of them: the page says which, the store says how they look now, the page counts', () => {
    const page = { ids: [uuid(101), uuid(103)], counts: { all: 40, unread: 3, archived: 7 } };
    const moved = rows.map((c) => (c.id === uuid(101) ? { ...c, is_archived: true } : c));
    const list = conversationListView(moved, q('archived'), { whole: false, page });
    // 101 was archived after the page: it shows on Arquivadas at once; 102 is not on the page.
    expect(ids(list)).toEqual([uuid(101), uuid(103)]);
    expect(list.counts).toEqual(page.counts);
    expect(ids(conversationListView(moved, q('all'), { whole: false, page }))).toEqual([]);
  });

  it('the conversation read on Não lidas stays there until the tab changes', () => {
    const read = rows.map((c) => (c.id === uuid(101) ? { ...c, unread_count: 0 } : c));
    expect(ids(conversationListView(read, q('unread'), device))).toEqual([]);
    expect(ids(conversationListView(read, q('unread', '', uuid(101)), device))).toEqual([
      uuid(101),
    ]);
    expect(ids(conversationListView(read, q('unread', 'zzz', uuid(101)), device))).toEqual([]);
    expect(conversationListView(read, q('unread', '', uuid(101)), device).counts.unread).toBe(0);
  });
});
