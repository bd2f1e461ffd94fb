import { ERRORS } from '@alinhavo/shared/messages/errors';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { OfflineNotice } from '../ui/OfflineNotice';
import { fail, ok, serveApi } from '../test/fake-server';
import { resetConnection } from './connection';
import { notificationsClient } from './notifications/api';

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

function notice() {
  render(
    <AppProviders env="test">
      <OfflineNotice offline={{ syncedAt: null }} onRetry={() => undefined} />
    </AppProviders>,
  );
}

/** One real call through the app's api client to a fake server answering `status`. */
async function callAnswered(status: number) {
  serveApi({
    'GET /notifications/unread-count/': () =>
      status === 200 ? ok({ count: 0 }) : fail(status, 'x'),
  });
  await act(() => notificationsClient.unreadCount().catch(() => undefined));
}

afterEach(() => {
  setOnline(true);
  resetConnection();
});

describe('the notice over the device copy', () => {
  it('says a 429 in words, never that the device is offline', async () => {
    notice();
    await callAnswered(429);
    expect(screen.getByText(ERRORS.tooManyRequests)).toBeTruthy();
    expect(screen.queryByText('Você está offline')).toBeNull();
  });

  it('says a 500 is the server, and forgets it once the server answers', async () => {
    notice();
    await callAnswered(500);
    expect(screen.getByText(ERRORS.server)).toBeTruthy();
    expect(screen.queryByText('Você está offline')).toBeNull();
    await callAnswered(200);
    expect(screen.queryByText(ERRORS.server)).toBeNull();
  });

  it("says 'Você está offline' only when the browser has no network", async () => {
    notice();
    await callAnswered(503);
    expect(screen.queryByText('Você está offline')).toBeNull();
    setOnline(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('Você está offline')).toBeTruthy();
    expect(screen.queryByText(ERRORS.unavailable)).toBeNull();
  });
});
