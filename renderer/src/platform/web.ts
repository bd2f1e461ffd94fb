import axios from 'axios';
import { API_PREFIX } from '@alinhavo/shared/api/contract';
import { successEnvelope } from '@alinhavo/shared/schemas/envelope';
import { tokenPairSchema, userSchema, type User } from '@alinhavo/shared/schemas/user';
import { z } from 'zod';
import type { Platform } from './types';
import { saveWithBrowser } from './save-blob';
import { deleteCache } from '../data/session-cache';
import { STORAGE_KEYS, wipeStorageKeys } from './storage-keys';

const storedSessionSchema = z.object({ user_id: z.string(), user: userSchema });

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
          const stored = storedSessionSchema.parse(JSON.parse(raw));
          // A user record that does not match its own id is orphaned: forget it.
          if (stored.user_id !== stored.user.id) throw new Error('mismatch');
          return { user: stored.user };
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
            const parsed = successEnvelope(tokenPairSchema).safeParse(res.data);
            return parsed.success ? { access: parsed.data.data.access } : null;
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
