import axios from 'axios';
import { API_PREFIX } from '@alinhavo/shared/api/contract';
import type { User } from '@alinhavo/shared/schemas/user';
import { USER_TYPES } from '@alinhavo/shared/schemas/user-types';
import type { Platform } from './types';
import { saveWithBrowser } from './save-blob';
import { deleteCache } from '../data/session-cache';
import { STORAGE_KEYS, wipeStorageKeys } from './storage-keys';

/**
 * The user this app stored from an answer of the API (README Decisões: answers are not parsed),
 * checked only for the shape the session relies on before `me` refreshes it: an id that matches
 * the record's own, an e-mail and a known account type.
 */
function storedUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const { user_id, user } = value as { user_id?: unknown; user?: unknown };
  if (typeof user_id !== 'string' || typeof user !== 'object' || user === null) return null;
  const u = user as Partial<Record<keyof User, unknown>>;
  if (u.id !== user_id || typeof u.email !== 'string') return null;
  if (!(USER_TYPES as readonly unknown[]).includes(u.user_type)) return null;
  return user as User;
}

/**
 * Web adapter. The refresh token is an httpOnly cookie the server sets on login; the access token
 * lives only in the api client's memory. Only the user (never a token) is kept in localStorage.
 */
export function createWebPlatform(): Platform {
  // A bare client: the refresh call must not go through the app client's 401 handling.
  const http = axios.create({ baseURL: API_PREFIX, withCredentials: true, timeout: 15_000 });

  function writeUser(user: User): void {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ user_id: user.id, user }));
  }

  return {
    kind: 'web',
    serverOrigin: async () => '',
    session: {
      async load() {
        const raw = localStorage.getItem(STORAGE_KEYS.session);
        if (!raw) return null;
        try {
          // A user record that does not match its own id is orphaned: forget it.
          const user = storedUser(JSON.parse(raw));
          if (!user) throw new Error('unreadable');
          return { user };
        } catch {
          localStorage.removeItem(STORAGE_KEYS.session);
          return null;
        }
      },
      async updateUser(user) {
        writeUser(user);
      },
      tokens: {
        where: 'page',
        async refresh() {
          try {
            const res = await http.post('/token/refresh/', {});
            const access: unknown = (res.data as { data?: { access?: unknown } } | null)?.data
              ?.access;
            return typeof access === 'string' && access !== '' ? { access } : null;
          } catch (error) {
            // 4xx: the session is over. No answer (offline) is not an ended session: rethrow.
            if (axios.isAxiosError(error) && error.response && error.response.status < 500)
              return null;
            throw error;
          }
        },
      },
      async clear() {
        try {
          await http.post('/token/logout/', {});
        } catch {
          // Best effort: offline logout still forgets everything on this device.
        }
        wipeStorageKeys();
        await deleteCache();
      },
    },
    saveAttachment: saveWithBrowser,
    openExternal(url) {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
  };
}
