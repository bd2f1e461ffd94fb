// IndexedDB for Dexie, and the browser APIs Mantine expects but happy-dom lacks.
import 'fake-indexeddb/auto';
import '@alinhavo/shared/zod-locale';
import { notifications } from '@mantine/notifications';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { Toasts } from '../app/providers';
import { deleteDb } from '../data/db';
import { useRealtimeStatus } from '../data/realtime/realtime';
import { useSessionStore } from '../data/session-store';
import { skipOwnerStacks } from './react-owner-stacks';

skipOwnerStacks();

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine a screen that renders
// in 200 ms can take longer, so they wait up to 10 s (within the project's 30 s test budget).
//
// A query that finds nothing throws with the whole page printed in its message, and findBy*/waitFor
// retry their query at every change and every 50 ms until it passes: printing the page at each
// miss was 9 % of a dialog-heavy file's profile (RemoveChosen). Inside those retries (the
// library's own flag for them) the message is the query's alone; when the wait gives up, the
// library asks for this error again with the page, so a failure still shows the page as it was.
configure({
  asyncUtilTimeout: 10_000,
  getElementError(message, container) {
    const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
      ._disableExpensiveErrorDiagnostics;
    const page = retrying
      ? ''
      : `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`;
    const error = new Error([message, page].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

// Mantine's autosize Textarea listens for web fonts loading.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
  });
}

window.HTMLElement.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn();

// No test globals in this project: unmount between tests by hand.
afterEach(() => {
  cleanup();
  // Toasts live in a module store: one test's toasts must not queue the next test's.
  notifications.clean();
  notifications.cleanQueue();
  localStorage.clear();
});

// Globals a test replaces by hand (a download spies on URL.createObjectURL): kept from before the
// first file ran, and put back before each file. happy-dom's URL inherits them from a parent
// class, so "put back" may mean removing the test's own property (undefined descriptor).
const holder = globalThis as {
  alinhavoUrlStatics?: [string, PropertyDescriptor | undefined][];
};
const urlStatics = (holder.alinhavoUrlStatics ??= ['createObjectURL', 'revokeObjectURL'].map(
  (name) => [name, Object.getOwnPropertyDescriptor(URL, name)],
));

// The project runs test files in one module registry per worker (`isolate: false`, which more
// than halves its time): modules load once, so each file starts here from a fresh device instead
// of from what the previous file left — an empty IndexedDB, signed out, no
// socket, an untouched <body> (a modal left open would keep its scroll lock).
beforeAll(async () => {
  for (const [name, descriptor] of urlStatics) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  }
  await deleteDb();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useRealtimeStatus.setState(useRealtimeStatus.getInitialState(), true);
  document.body.innerHTML = '';
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
});

// The toast host is a lazy chunk in the app. Component tests render AppProviders outside act(), and
// a screen rendered while that chunk was still arriving never re-rendered with its data (the
// first test of a file waited on its skeleton); loading it before any test keeps screens honest.
await Toasts.preload();
