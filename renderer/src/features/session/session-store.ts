import type { User } from '@alinhavo/shared/schemas/user';
import { create } from 'zustand';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** True after a logout in this tab: protected pages then send the visitor home, not to login. */
  signedOut: boolean;
  setAuthenticated(user: User): void;
  setUser(user: User): void;
  setAnonymous(options?: { signedOut?: boolean }): void;
}

/** UI state of the session only; tokens live in the api client and the platform. */
export const useSessionStore = create<SessionState>((set) => ({
  status: 'loading',
  user: null,
  signedOut: false,
  setAuthenticated: (user) => set({ status: 'authenticated', user, signedOut: false }),
  setUser: (user) => set({ user }),
  setAnonymous: (options) =>
    set({ status: 'anonymous', user: null, signedOut: options?.signedOut ?? false }),
}));

export const useCurrentUser = () => useSessionStore((s) => s.user);
