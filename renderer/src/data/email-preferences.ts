import { emailPreferencesApi } from '@alinhavo/shared/api/email-preferences';
import type { EmailKind, EmailMode } from '@alinhavo/shared/schemas/email-preferences';
import { api } from './api';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The account's e-mail choices, and the unsubscribe link (no session needed). */
export const emailPreferencesClient = {
  get: (signal?: AbortSignal) => api.call(emailPreferencesApi.get, withSignal(signal)),
  set: (kind: EmailKind, mode: EmailMode) =>
    api.call(emailPreferencesApi.update, { body: { preferences: [{ kind, mode }] } }),
  unsubscribeInfo: (token: string, signal?: AbortSignal) =>
    api.call(emailPreferencesApi.unsubscribeInfo, { query: { token }, ...withSignal(signal) }),
  unsubscribe: (token: string) => api.call(emailPreferencesApi.unsubscribe, { query: { token } }),
};
