import { z } from 'zod';
import { ERRORS, type ErrorCode } from '../messages/errors';
import { conversationSchema, messageSchema, sendMessageSchema } from '../schemas/conversation';
import type { Message } from '../schemas/conversation';
import { demandSchema } from '../schemas/demand';
import { notificationSchema } from '../schemas/notification';
import { lotSchema } from '../schemas/lot';
import { fichaAcknowledgedSchema, fichaSchema } from '../schemas/ficha';
import { quoteSchema } from '../schemas/quote';
import { myPlanSchema, paymentSchema } from '../schemas/plan';
import { clientReviewChangedSchema } from '../schemas/client-review';
import { ratingChangedSchema } from '../schemas/rating';
import { userSchema } from '../schemas/user';
import type { SERVER_EVENT_NAMES } from './names';

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
      'suspended',
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
  /**
   * A demand as the receiver sees it (the row GET /demands/{id}/ answers them), to its owner and
   * to the providers involved (candidates, the chosen one, one just removed). Providers who only
   * saw it as an opportunity are not told; they read pages again.
   */
  'demand:changed': demandSchema,
  /** Deleted by its owner or removed by an admin; to the owner and the providers involved. */
  'demand:deleted': z.object({ id: z.uuid() }),
  /** To the demand's owner: a candidate's quote, sent (revision 1) or revised. */
  'quote:changed': z.object({ quote: quoteSchema, revised: z.boolean() }),
  /**
   * A demand's ficha técnica saved (a new revision after the choice), as the receiver reads it:
   * to the owner, the chosen facção and the candidates.
   */
  'ficha:changed': fichaSchema,
  /** To the owner and the chosen facção: the facção marked a revision 'Ciente'. */
  'ficha:acknowledged': fichaAcknowledgedSchema,
  /** To the demand's owner and its chosen provider: a lot created or moved a step. */
  'lot:changed': lotSchema,
  /** To the rated provider and the client who rated. */
  'rating:changed': ratingChangedSchema,
  /**
   * A provider's review of a client: to its author when saved (held), to both when
   * published or removed.
   */
  'client-review:changed': clientReviewChangedSchema,
  /** The account as GET /user/users/me/ answers it, after an admin's approval or suspension. */
  'account:changed': userSchema,
  /** To the payer: a payment changed state (the Pix screen flips to 'Pagamento confirmado!'). */
  'payment:changed': paymentSchema,
  /** To the account: its plan as GET /plans/me/ answers it (PRO started, renewed, ended). */
  'plan:changed': myPlanSchema,
  /**
   * Admin screens only (the `admins` room): something an admin screen shows changed, on any
   * instance. The screen refetches what it shows of `kind`; `id` names the row when there is one.
   */
  'admin:changed': z.object({
    kind: z.enum(['user', 'professional', 'demand', 'report', 'audit', 'payment']),
    id: z.uuid().nullable(),
  }),
} as const;

// Every event of the map is in SERVER_EVENT_NAMES, and nothing else (tsc fails otherwise).
type Listed = (typeof SERVER_EVENT_NAMES)[number];
type Mapped = keyof typeof serverEventSchemas;
const sameEvents: [Listed] extends [Mapped] ? ([Mapped] extends [Listed] ? true : false) : false =
  true;
void sameEvents;

export type ServerEvents = {
  [K in keyof typeof serverEventSchemas]: (
    payload: z.infer<(typeof serverEventSchemas)[K]>,
  ) => void;
};

/**
 * What a client event answers: the data, or the same error an HTTP call would give (status,
 * machine code, pt-BR text).
 */
export type Ack<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code?: ErrorCode | undefined; message: string };

/**
 * Client → server. Sending a message over the open socket is the hot path of chat: the socket
 * was authenticated at the handshake and leaves when its session ends, so each message skips an
 * HTTP request, its token check and its session read. Same rules and answer as
 * POST /conversations/{id}/messages/, which stays for devices without a socket.
 */
export const clientEventSchemas = {
  'message:send': sendMessageSchema.extend({ conversation_id: z.uuid({ error: ERRORS.notFound }) }),
} as const;
export type SendResult = { message: Message; created: boolean };
export type ClientEvents = {
  'message:send': (
    payload: z.infer<(typeof clientEventSchemas)['message:send']>,
    ack: (answer: Ack<SendResult>) => void,
  ) => void;
};

export { REALTIME_PATH, SERVER_EVENT_NAMES } from './names';
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Every socket of an admin account joins this room at the handshake. */
export const ADMIN_ROOM = 'admins';
