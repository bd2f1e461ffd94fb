import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import {
  clientEventSchemas,
  type Ack,
  type ClientEvents,
  type ServerEvents,
} from '@alinhavo/shared/realtime/events';
import { AppError } from '../../http/errors';
import type { ConversationService } from './service';

export interface SocketData {
  userId: string;
  sessionId: string;
}
type AppSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

/** A socket may burst this many sends, then this many a second (a person types far slower). */
const SEND_BURST = 20;
const SENDS_PER_SECOND = 5;

/** Token bucket per socket: a socket lives on one instance, so no shared store is needed. */
function tokenBucket(capacity: number, perSecond: number) {
  let tokens = capacity;
  let at = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(capacity, tokens + ((now - at) / 1000) * perSecond);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

function failure(err: unknown, log: FastifyBaseLogger): Ack<never> {
  if (err instanceof AppError)
    return { ok: false, status: err.statusCode, code: err.code, message: err.message };
  log.error(
    { err: err instanceof Error ? err.message : String(err) },
    'falha no envio pelo socket',
  );
  return { ok: false, status: 500, code: 'INTERNAL', message: ERRORS.server };
}

/**
 * 'message:send': the socket's own user sends (never an id from the payload), through the same
 * service as POST /conversations/{id}/messages/, so the rules and texts are the same.
 */
export function handleMessageSend(
  socket: AppSocket,
  conversations: ConversationService,
  log: FastifyBaseLogger,
): void {
  const take = tokenBucket(SEND_BURST, SENDS_PER_SECOND);
  socket.on('message:send', (raw, ack) => {
    if (typeof ack !== 'function') return;
    if (!take()) {
      ack({ ok: false, status: 429, code: 'RATE_LIMITED', message: ERRORS.tooManyRequests });
      return;
    }
    const parsed = clientEventSchemas['message:send'].safeParse(raw);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? ERRORS.invalidData;
      ack({ ok: false, status: 400, code: 'VALIDATION', message });
      return;
    }
    const { conversation_id: conversationId, ...body } = parsed.data;
    conversations.send(socket.data.userId, conversationId, body).then(
      (data) => ack({ ok: true, data }),
      (err: unknown) => ack(failure(err, log)),
    );
  });
}
