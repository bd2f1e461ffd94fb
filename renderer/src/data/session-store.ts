import type { User } from '@alinhavo/shared/schemas/user';
import { create } from 'zustand';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** True after a logout in this tab: protected pages then send the visitor home, not to login. */
  signedOut: boolean;
  /** The last session ended because the account was suspended: the login form says so. */
  suspended: boolean;
  setAuthenticated(user: User): void;
  setUser(user: User): void;
  setAnonymous(options?: { signedOut?: boolean; suspended?: boolean }): void;
}

/** UI state of the session only; tokens live in the api client and the platform. */
export const useSessionStore = create<SessionState>((set) => ({
  status: 'loading',
  user: null,
  signedOut: false,
  suspended: false,
  setAuthenticated: (user) =>
    set({ status: 'authenticated', user, signedOut: false, suspended: false }),
  setUser: (user) => set({ user }),
  setAnonymous: (options) =>
    set({
      status: 'anonymous',
      user: null,
      signedOut: options?.signedOut ?? false,
      suspended: options?.suspended ?? false,
    }),
}));

export const useCurrentUser = () => useSessionStore((s) => s.user);
