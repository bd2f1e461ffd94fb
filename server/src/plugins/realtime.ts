import { createAdapter } from '@socket.io/redis-adapter';
import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import {
  ADMIN_ROOM,
  REALTIME_PATH,
  sessionRoom,
  userRoom,
  type ClientEvents,
  type ServerEvents,
} from '@alinhavo/shared/realtime/events';
import { handleMessageSend, type SocketData } from '../modules/conversations/socket';

/** A browser's Origin must be allowed, or be this server itself (same-origin pages). */
export function isAllowedOrigin(
  req: Pick<IncomingMessage, 'headers'>,
  allowed: readonly string[],
): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser; the token still decides
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** DESIGN §6: Socket.IO on the same server, token at the handshake, Redis between instances. */
export const realtimePlugin = fp<{ redis: Redis | undefined }>(async function realtime(app, opts) {
  const io = new Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    // WebSocket only (the renderer connects so): one socket is one TCP connection on one
    // instance, so a balancer needs no sticky sessions (deploy/nginx/alinhavo.conf). Long-polling
    // would spread one session's requests over instances that do not know it.
    transports: ['websocket'],
    cors: { origin: app.config.corsOrigins, credentials: true },
    allowRequest: (req, callback) => callback(null, isAllowedOrigin(req, app.config.corsOrigins)),
  });

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (opts.redis) {
    pub = opts.redis.duplicate();
    sub = opts.redis.duplicate();
    io.adapter(createAdapter(pub, sub));
  }

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    if (typeof token !== 'string' || token === '')
      return next(new Error('Usuário não autenticado'));
    app.services.auth
      .authenticate(token)
      .then((principal) => {
        if (!principal) return next(new Error('Sessão expirada. Faça login novamente.'));
        socket.data = { userId: principal.user.id, sessionId: principal.sessionId };
        const rooms = [userRoom(principal.user.id), sessionRoom(principal.sessionId)];
        if (app.admins.has(principal.user.email)) rooms.push(ADMIN_ROOM);
        void socket.join(rooms);
        next();
      })
      .catch(() => next(new Error('Erro na conexão do chat')));
  });

  io.on('connection', (socket) => {
    handleMessageSend(socket, app.services.conversations, app.log);
  });

  app.bus.subscribe('session.ended', ({ sessionIds, reason }) => {
    const rooms = sessionIds.map(sessionRoom);
    io.to(rooms).emit('session:ended', { reason });
    io.in(rooms).disconnectSockets(true);
  });
  app.bus.subscribe('notification.created', ({ notifications }) => {
    for (const n of notifications) io.to(userRoom(n.user_id)).emit('notification:created', n);
  });
  app.bus.subscribe('notification.updated', ({ userId, ids, isRead, updatedAt }) => {
    io.to(userRoom(userId)).emit('notification:updated', {
      ids,
      is_read: isRead,
      updated_at: updatedAt,
    });
  });
  app.bus.subscribe('notification.deleted', ({ userId, id }) => {
    io.to(userRoom(userId)).emit('notification:deleted', { id });
  });

  app.bus.subscribe('conversation.changed', ({ views }) => {
    for (const v of views) io.to(userRoom(v.userId)).emit('conversation:changed', v.conversation);
  });
  app.bus.subscribe('message.created', ({ participantIds, message }) => {
    io.to(participantIds.map(userRoom)).emit('message:created', message);
  });
  app.bus.subscribe('message.updated', ({ participantIds, message }) => {
    io.to(participantIds.map(userRoom)).emit('message:updated', message);
  });
  app.bus.subscribe('message.deleted', ({ participantIds, id, conversationId }) => {
    io.to(participantIds.map(userRoom)).emit('message:deleted', {
      id,
      conversation_id: conversationId,
    });
  });
  app.bus.subscribe('messages.read', ({ participantIds, conversationId, readerId, readAt }) => {
    io.to(participantIds.map(userRoom)).emit('messages:read', {
      conversation_id: conversationId,
      reader_id: readerId,
      read_at: readAt,
    });
  });

  // Rows shaped per receiver by the services; here they only go to their rooms.
  app.bus.subscribe('demand.changed', ({ views }) => {
    for (const v of views) io.to(userRoom(v.userId)).emit('demand:changed', v.demand);
  });
  app.bus.subscribe('quote.changed', ({ clientId, quote, revised }) => {
    io.to(userRoom(clientId)).emit('quote:changed', { quote, revised });
  });
  app.bus.subscribe('lot.changed', ({ recipientIds, lot }) => {
    if (recipientIds.length > 0) io.to(recipientIds.map(userRoom)).emit('lot:changed', lot);
  });
  app.bus.subscribe('ficha.changed', ({ views }) => {
    for (const v of views) io.to(userRoom(v.userId)).emit('ficha:changed', v.ficha);
  });
  app.bus.subscribe('ficha.acknowledged', ({ recipientIds, acknowledged }) => {
    io.to(recipientIds.map(userRoom)).emit('ficha:acknowledged', acknowledged);
  });
  app.bus.subscribe('demand.deleted', ({ demandId, recipientIds }) => {
    if (recipientIds.length > 0)
      io.to(recipientIds.map(userRoom)).emit('demand:deleted', { id: demandId });
  });
  app.bus.subscribe('rating.changed', ({ recipientIds, change }) => {
    io.to(recipientIds.map(userRoom)).emit('rating:changed', change);
  });
  app.bus.subscribe('client-review.changed', ({ recipientIds, change }) => {
    io.to(recipientIds.map(userRoom)).emit('client-review:changed', change);
  });
  app.bus.subscribe('account.changed', ({ user }) => {
    io.to(userRoom(user.id)).emit('account:changed', user);
  });

  app.bus.subscribe('payment.changed', ({ userId, payment }) => {
    io.to(userRoom(userId)).emit('payment:changed', payment);
  });
  app.bus.subscribe('plan.changed', ({ userId, plan }) => {
    io.to(userRoom(userId)).emit('plan:changed', plan);
  });
  app.bus.subscribe('admin.changed', ({ kind, id }) => {
    io.to(ADMIN_ROOM).emit('admin:changed', { kind, id });
  });

  app.decorate('io', io);
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.all([pub?.quit(), sub?.quit()]);
  });
});
