import { ERRORS } from '@alinhavo/shared/messages/errors';
import { useSyncExternalStore } from 'react';

/**
 * What the device knows about its line to the server, in one place, so no two parts of a screen
 * contradict each other: 'offline' only when the browser says it has no network; a refusal the
 * server answered (429, 5xx) is the server's trouble, said in its own words. Every API answer
 * updates it (data/api/client.ts): a success clears the trouble.
 */
export type ServerTrouble = 'tooManyRequests' | 'server' | 'unavailable' | 'unreachable';

let trouble: ServerTrouble | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The trouble an HTTP status (or no answer at all: undefined) means; null for a normal answer. */
export function troubleOf(status: number | undefined): ServerTrouble | null {
  if (status === undefined) return 'unreachable';
  if (status === 429) return 'tooManyRequests';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'server';
  return null;
}

/** Records how the server answered a call (`undefined` status: no answer). */
export function reportServerAnswer(status: number | undefined): void {
  const next = troubleOf(status);
  // A 4xx (validation, not found) says nothing about the line: the last trouble stands.
  if (next === null && status !== undefined && status >= 400) return;
  if (next === trouble) return;
  trouble = next;
  notify();
}

export const serverTrouble = (): ServerTrouble | null => trouble;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export interface Connection {
  /** The browser has a network (navigator.onLine). */
  online: boolean;
  trouble: ServerTrouble | null;
}

let last: Connection = { online: true, trouble: null };
function snapshot(): Connection {
  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  if (last.online !== online || last.trouble !== trouble) last = { online, trouble };
  return last;
}

export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The title of a notice over data the device holds because the server could not answer. */
export function unavailableTitle({ online, trouble }: Connection): string {
  if (!online) return 'Você está offline';
  switch (trouble) {
    case 'tooManyRequests':
      return ERRORS.tooManyRequests;
    case 'server':
      return ERRORS.server;
    case 'unavailable':
      return ERRORS.unavailable;
    case 'unreachable':
    case null:
      return ERRORS.network;
  }
}

/** Tests: start from a normal line. */
export function resetConnection(): void {
  trouble = null;
  notify();
}
