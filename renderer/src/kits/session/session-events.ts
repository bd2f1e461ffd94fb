import { onServerEvent } from '../../data/realtime/realtime';
import { useSessionStore } from '../../data/session-store';
import { endSuspendedSession, refreshCurrentUser, replaceUser } from './session';

/**
 * What the server says about this session over the realtime socket, followed by the signed-in
 * shell that connects it: the login page then loads neither socket.io nor these listeners.
 * Returns the unsubscribe.
 */
export function followServerSession(): () => void {
  const stops = [
    // A suspension signs out at once; other reasons (a password change) leave this tab alone.
    onServerEvent('session:ended', ({ reason }) => {
      if (reason === 'suspended') void endSuspendedSession();
    }),
    // An admin's decision (approval, rejection, suspension) carries the account as /me answers.
    onServerEvent('account:changed', (user) => {
      if (useSessionStore.getState().user?.id === user.id)
        void replaceUser(user).catch(() => undefined);
    }),
    // The plan changed (a payment applied, a refund, the end of the period): the session user is
    // the one place the app reads PRO from (isProUser), so every screen follows at once.
    onServerEvent('plan:changed', (plan) => {
      const user = useSessionStore.getState().user;
      if (user && (user.is_pro !== plan.is_pro || user.pro_until !== plan.expires_at))
        void replaceUser({ ...user, is_pro: plan.is_pro, pro_until: plan.expires_at }).catch(
          () => undefined,
        );
    }),
    // An admin approved or rejected this provider: the account changes without a reload.
    onServerEvent('notification:created', (n) => {
      if (n.type === 'approved' || n.type === 'rejected')
        void refreshCurrentUser().catch(() => undefined);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
