/**
 * The realtime event names and path without their schemas (./events.ts), for the renderer, which
 * does not parse event payloads (README Decisões) and so need not load the schemas or zod.
 */
export const REALTIME_PATH = '/socket.io';

/** The event names, for a receiver that does not parse the payloads (the renderer). */
export const SERVER_EVENT_NAMES = [
  'session:ended',
  'notification:created',
  'notification:updated',
  'notification:deleted',
  'conversation:changed',
  'message:created',
  'message:updated',
  'message:deleted',
  'messages:read',
  'demand:changed',
  'demand:deleted',
  'quote:changed',
  'ficha:changed',
  'ficha:acknowledged',
  'lot:changed',
  'rating:changed',
  'client-review:changed',
  'account:changed',
  'payment:changed',
  'plan:changed',
  'admin:changed',
] as const;
