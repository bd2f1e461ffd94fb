import { MESSAGING_TEXTS as T } from '@alinhavo/shared/messages/messaging';
import { Notifications } from '@mantine/notifications';
import { MantineProvider } from '@mantine/core';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aConversation, ANA, uuid } from '../../test/messages-kit';
import { fail, fakeServer, ok } from '../../test/fake-server';
import { api } from '../api';
import { db } from '../db';
import { startConversation } from './open-conversation';
import { useStartConversation } from './start-conversation';

function withServer(answer: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(answer);
  api.http.defaults.adapter = server;
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
  return server;
}

describe('startConversation', () => {
  it('starts with the other person and returns Mensagens with it selected and the text', async () => {
    const bodies: unknown[] = [];
    withServer({
      'POST /conversations/': (config) => {
        bodies.push(JSON.parse(String(config.data)));
        return ok({ conversation: aConversation(1), created: true, reactivated: false });
      },
    });
    const url = await startConversation({
      otherUserId: ANA.id,
      demandId: uuid(42),
      initialText: 'Olá, tenho interesse',
    });
    expect(bodies).toEqual([{ participant_ids: [ANA.id], demand_id: uuid(42) }]);
    expect(url).toBe(`/app/mensagens?conversa=${uuid(101)}&texto=Ol%C3%A1%2C+tenho+interesse`);
    expect(await screen.findByText(T.conversationStarted)).toBeTruthy();
    // Mensagens reads the store: the conversation is there before any event or sync.
    expect((await db.conversations.get(uuid(101)))?.id).toBe(uuid(101));
  });

  it('returns the URL without a toast for an existing conversation', async () => {
    withServer({
      'POST /conversations/': () =>
        ok({ conversation: aConversation(1), created: false, reactivated: false }),
    });
    expect(await startConversation({ otherUserId: ANA.id })).toBe(
      `/app/mensagens?conversa=${uuid(101)}`,
    );
    expect(screen.queryByText(T.conversationStarted)).toBeNull();
  });

  it('says it failed and returns null', async () => {
    withServer({ 'POST /conversations/': () => fail(500, 'Erro interno do servidor.') });
    expect(await startConversation({ otherUserId: ANA.id })).toBeNull();
    expect(await screen.findByText(T.conversationStartFailed)).toBeTruthy();
  });

  it('says why when the server refuses: the people are not tied (DESIGN §9.11)', async () => {
    withServer({ 'POST /conversations/': () => fail(403, T.startProviderNotTied) });
    expect(await startConversation({ otherUserId: ANA.id })).toBeNull();
    expect(await screen.findByText(T.startProviderNotTied)).toBeTruthy();
    expect(screen.queryByText(T.conversationStartFailed)).toBeNull();
  });
});

describe('useStartConversation', () => {
  it("says it failed when the conversation's code cannot be fetched (offline), and stops waiting", async () => {
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <MantineProvider>{children}</MantineProvider>
      </MemoryRouter>
    );
    const offline = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const { result } = renderHook(() => useStartConversation(offline), { wrapper });
    await act(() => result.current.start({ otherUserId: ANA.id }));
    expect(await screen.findByText(T.conversationStartFailed)).toBeTruthy();
    expect(result.current.pending).toBe(false);
  });
});
