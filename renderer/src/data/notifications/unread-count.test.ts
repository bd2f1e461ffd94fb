import type { Notification } from '@alinhavo/shared/schemas/notification';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, ok } from '../../test/fake-server';
import { api } from '../api';
import { emitServerEventForTest } from '../realtime/realtime';
import { unreadCount, useLiveUnreadCount, useUnreadStore } from './unread-count';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const USER = uuid(900);
const row = (n: number, isRead = false): Notification => ({
  id: uuid(n),
  user_id: USER,
  type: 'new_interest',
  title: 'Novo profissional interessado',
  message: 'Um profissional demonstrou interesse na sua demanda "Camisetas".',
  demand_id: uuid(500),
  conversation_id: null,
  is_read: isRead,
  created_at: '2026-11-22T12:00:00.000Z',
  updated_at: '2026-11-22T12:00:00.000Z',
});
const count = () => useUnreadStore.getState().count;

afterEach(() => unreadCount.reset());

describe('unread count store', () => {
  it('never goes below 0', () => {
    unreadCount.set(-4);
    expect(count()).toBe(0);
    unreadCount.created(row(1));
    expect(count()).toBe(1);
    unreadCount.read([uuid(1), uuid(1), uuid(2)]);
    expect(count()).toBe(0);
    unreadCount.deleted(uuid(1));
    unreadCount.read([uuid(1)]);
    expect(count()).toBe(0);
  });

  it('counts each unread notification once, whatever the order of events', () => {
    unreadCount.set(1);
    unreadCount.track([row(1), row(2, true)]);
    unreadCount.created(row(1)); // already known: the list loaded it
    unreadCount.created(row(3, true)); // read already: nothing to count
    expect(count()).toBe(1);
    unreadCount.read([uuid(2)]); // was read: no change
    expect(count()).toBe(1);
    unreadCount.deleted(uuid(1));
    expect(count()).toBe(0);
  });
});

describe('useLiveUnreadCount', () => {
  it('loads after sign-in, follows events and asks the server again after changes', async () => {
    let serverCount = 2;
    api.http.defaults.adapter = fakeServer({
      'GET /notifications/unread-count/': () => ok({ count: serverCount }),
    });
    const { result, unmount } = renderHook(() => useLiveUnreadCount(USER));
    await waitFor(() => expect(result.current).toBe(2));

    serverCount = 3;
    emitServerEventForTest('notification:created', row(7));
    await waitFor(() => expect(result.current).toBe(3));

    // Read elsewhere, with ids this tab never saw: the server's count settles it.
    serverCount = 1;
    emitServerEventForTest('notification:updated', {
      ids: [uuid(8), uuid(9)],
      is_read: true,
      updated_at: '2026-11-22T12:05:00.000Z',
    });
    await waitFor(() => expect(result.current).toBe(1));

    serverCount = 0;
    emitServerEventForTest('notification:deleted', { id: uuid(7) });
    await waitFor(() => expect(result.current).toBe(0));

    unmount();
    expect(count()).toBe(0);
  });

  it('stays at 0 for nobody signed in', () => {
    const { result } = renderHook(() => useLiveUnreadCount(null));
    emitServerEventForTest('notification:created', row(1));
    expect(result.current).toBe(0);
  });
});
