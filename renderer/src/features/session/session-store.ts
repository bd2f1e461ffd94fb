// The session store lives in data/ (the cache hooks key their data by the signed-in user); the
// screens keep importing it from here.
export { useCurrentUser, useSessionStore, type SessionStatus } from '../../data/session-store';
