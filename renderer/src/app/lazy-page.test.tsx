import { ERRORS } from '@alinhavo/shared/messages/errors';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { PART_LOAD_ERROR } from './PartLoadError';
import { AppProviders } from './providers';

function Screen({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

/** A page whose chunk fails while `failing` says so, counting the requests. */
function pageBehind() {
  const server = { failing: true, requests: 0 };
  const Page = lazyPage(async () => {
    server.requests++;
    if (server.failing) throw new TypeError('Failed to fetch dynamically imported module');
    return Screen;
  });
  return { Page, server };
}

/** Re-renders its page on demand, as any parent state change would. */
function Host({ Page }: { Page: ReturnType<typeof pageBehind>['Page'] }) {
  const [n, setN] = useState(0);
  return (
    <AppProviders env="test">
      <button type="button" onClick={() => setN(n + 1)}>
        render {n}
      </button>
      <Suspense fallback={<p>Carregando...</p>}>
        <Page name="Entrar" />
      </Suspense>
    </AppProviders>
  );
}

/** Moves the fake clock inside act, then lets React render what the settled promises allow. */
async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(async () => undefined);
}

beforeEach(() => {
  vi.useFakeTimers();
  setOnline(true);
});
afterEach(() => {
  vi.useRealTimers();
  setOnline(true);
});

describe('lazyPage when its chunk fails', () => {
  it('asks three times, then says so; renders never ask again; Tentar novamente loads it', async () => {
    const { Page, server } = pageBehind();
    await act(async () => {
      render(<Host Page={Page} />);
    });
    expect(screen.getByText('Carregando...')).toBeTruthy();
    await elapse(2_500);
    expect(screen.getByText(PART_LOAD_ERROR)).toBeTruthy();
    expect(server.requests).toBe(3);

    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: /^render/ }));
    await elapse(10_000);
    expect(server.requests).toBe(3);
    expect(screen.getByText(PART_LOAD_ERROR)).toBeTruthy();

    server.failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await elapse(0);
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(server.requests).toBe(4);
    expect(screen.queryByText(PART_LOAD_ERROR)).toBeNull();
  });

  it('offline, says the connection failed, in the spec words, after one try', async () => {
    setOnline(false);
    const { Page, server } = pageBehind();
    await act(async () => {
      render(<Host Page={Page} />);
    });
    await elapse(0);
    expect(screen.getAllByText(ERRORS.network).length).toBeGreaterThan(0);
    expect(screen.queryByText(PART_LOAD_ERROR)).toBeNull();
    expect(server.requests).toBe(1);
  });
});
