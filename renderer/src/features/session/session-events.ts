import { onServerEvent } from '../../data/realtime/realtime';
import { endSuspendedSession, refreshCurrentUser } from './session';

/**
 * What the server says about this session over the realtime socket, followed by the signed-in
 * shell that connects it: the login page then loads neither socket.io nor these listeners
 * (issue 11). Returns the unsubscribe.
 */
export function followServerSession(): () => void {
  const stops = [
    // A suspension signs out at once; other reasons (a password change) leave this tab alone.
    onServerEvent('session:ended', ({ reason }) => {
      if (reason === 'suspended') void endSuspendedSession();
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
