import { resolveErrorMessage } from '@alinhavo/shared/messages/errors';
import type { ClientEvents, SendResult, ServerEvents } from '@alinhavo/shared/realtime/events';
import { REALTIME_PATH, SERVER_EVENT_NAMES } from '@alinhavo/shared/realtime/names';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';
import { platform } from '../../platform';
import { api } from '../api';
import { ApiError } from '../api/errors';

/** Past this, a send over the socket counts as unanswered (the outbox keeps it and retries). */
const SOCKET_SEND_TIMEOUT_MS = 10_000;

export type ServerEventName = keyof ServerEvents;
export type ServerEventPayload<K extends ServerEventName> = Parameters<ServerEvents[K]>[0];
type Listener<K extends ServerEventName> = (payload: ServerEventPayload<K>) => void;

/** 'Tempo real' when connected, 'Conectando...' otherwise (spec §2 Messages). */
export const useRealtimeStatus = create<{ connected: boolean }>(() => ({ connected: false }));

const listeners = new Map<ServerEventName, Set<Listener<ServerEventName>>>();
const resyncListeners = new Set<() => void>();
let socket: Socket<ServerEvents, ClientEvents> | null = null;
/** Bumped by each disconnect: a connection still being set up then is dropped, not opened. */
let generation = 0;
/** Removes the window listeners of the current socket. */
let stopFollowingLine: (() => void) | undefined;

/**
 * Receives one server event. Payloads are not parsed: the server's socket is typed with the same
 * event map (tsc rejects a payload off its schema), and the socket opens only once the server
 * proved it speaks this contract (README Decisões). A payload that is not an object is dropped.
 */
export function onServerEvent<K extends ServerEventName>(
  name: K,
  listener: Listener<K>,
): () => void {
  let set = listeners.get(name);
  if (!set) {
    set = new Set();
    listeners.set(name, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Called after every (re)connection: lists fetch what changed while the socket was down, so
 * nothing is lost (DESIGN §6).
 */
export function onResync(listener: () => void): () => void {
  resyncListeners.add(listener);
  return () => resyncListeners.delete(listener);
}

function dispatch(name: ServerEventName, raw: unknown): void {
  if (typeof raw !== 'object' || raw === null) return;
  for (const listener of listeners.get(name) ?? [])
    listener(raw as ServerEventPayload<ServerEventName>);
}

/** Tests only: delivers `payload` as if the server had sent it. */
export function emitServerEventForTest<K extends ServerEventName>(
  name: K,
  payload: ServerEventPayload<K>,
): void {
  dispatch(name, payload);
}

/**
 * One socket per signed-in app. The access token goes in the handshake and is read again on each
 * reconnection; a refused handshake (expired token) refreshes once through the api client.
 * socket.io arrives in its own chunk here, so the shell renders without waiting for it.
 */
export async function connectRealtime(): Promise<void> {
  if (socket) return;
  const started = generation;
  const [{ io }, origin] = await Promise.all([
    import('socket.io-client'),
    platform.serverOrigin(),
    api.contractConfirmed(),
  ]);
  // Signed out (or connected by another call) while the library arrived.
  if (socket || started !== generation) return;
  const s: Socket<ServerEvents, ClientEvents> = io(origin || undefined, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: (cb) => void api.bearer().then((token) => cb({ token: token ?? '' })),
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
  });
  socket = s;
  s.on('connect', () => {
    useRealtimeStatus.setState({ connected: true });
    for (const listener of resyncListeners) listener();
  });
  s.on('disconnect', () => useRealtimeStatus.setState({ connected: false }));
  s.on('connect_error', () => {
    useRealtimeStatus.setState({ connected: false });
    // The handshake is refused with an expired access token: refresh it, then try again.
    if (!s.active)
      void api
        .refreshAccess()
        .then(() => s.connect())
        .catch(() => undefined);
  });
  for (const name of SERVER_EVENT_NAMES) {
    s.on(name, (payload: unknown) => dispatch(name, payload));
  }
  stopFollowingLine = followTheLine(s);
}

/**
 * A dropped line can leave the socket looking connected until its heartbeat times out (tens of
 * seconds), and events sent meanwhile are lost without a resync. When the browser says it is
 * offline the socket is closed at once; when the line is back it connects again, and the resync
 * fills what was missed.
 */
function followTheLine(s: Socket<ServerEvents, ClientEvents>): () => void {
  const offline = () => s.disconnect();
  const online = () => {
    if (!s.connected) s.connect();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}

/**
 * Sends a message over the connected socket (the server's 'message:send', same rules and texts
 * as the HTTP route); undefined when no socket is connected, so the caller uses HTTP. An answer
 * that refuses it rejects with its status and text; no answer rejects as a network error.
 */
export function sendOverSocket(
  payload: Parameters<ClientEvents['message:send']>[0],
): Promise<SendResult> | undefined {
  const s = socket;
  if (!s?.connected) return undefined;
  return new Promise((resolve, reject) => {
    s.timeout(SOCKET_SEND_TIMEOUT_MS).emit('message:send', payload, (err, answer) => {
      if (err) reject(new ApiError({ message: resolveErrorMessage({ timedOut: true }) }));
      else if (answer.ok) resolve(answer.data);
      else
        reject(
          new ApiError({
            message: resolveErrorMessage({ status: answer.status, serverMessage: answer.message }),
            status: answer.status,
            code: answer.code,
          }),
        );
    });
  });
}

export function disconnectRealtime(): void {
  generation += 1;
  stopFollowingLine?.();
  stopFollowingLine = undefined;
  socket?.disconnect();
  socket = null;
  useRealtimeStatus.setState({ connected: false });
}
