import { z } from 'zod';
import { conversationSchema, messageSchema } from '../schemas/conversation';
import { notificationSchema } from '../schemas/notification';

/**
 * DESIGN §6: the realtime event map. Each event carries its row; receivers de-duplicate by id.
 * Later modules add their events here so server and renderer share one typed map.
 */
export const serverEventSchemas = {
  'session:ended': z.object({
    reason: z.enum([
      'logout',
      'password_changed',
      'account_deleted',
      'password_reset',
      'refresh_reuse',
    ]),
  }),
  /** A new notification of the connected user (its row). */
  'notification:created': notificationSchema,
  /** One notification or all unread ones changed read state. */
  'notification:updated': z.object({
    ids: z.array(z.uuid()),
    is_read: z.boolean(),
    updated_at: z.iso.datetime({ offset: true }),
  }),
  'notification:deleted': z.object({ id: z.uuid() }),
  /** A conversation as the receiving participant sees it (their unread count, archive state). */
  'conversation:changed': conversationSchema,
  'message:created': messageSchema,
  'message:updated': messageSchema,
  'message:deleted': z.object({ id: z.uuid(), conversation_id: z.uuid() }),
  /** `reader_id` read every message of others in the conversation up to `read_at`. */
  'messages:read': z.object({
    conversation_id: z.uuid(),
    reader_id: z.uuid(),
    read_at: z.iso.datetime({ offset: true }),
  }),
} as const;

export type ServerEvents = {
  [K in keyof typeof serverEventSchemas]: (
    payload: z.infer<(typeof serverEventSchemas)[K]>,
  ) => void;
};

// Nothing flows client → server over the socket yet: writes go through the HTTP API.
export type ClientEvents = Record<string, never>;

export const REALTIME_PATH = '/socket.io';
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
