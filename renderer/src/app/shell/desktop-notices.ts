import { onServerEvent } from '../../data/realtime/realtime';
import { followDesktopNotices } from '../../platform/desktop-notices';

/** The signed-in shell's realtime events, handed to the desktop's native notifications. */
export function startDesktopNotices(userId: string): () => void {
  return followDesktopNotices({
    onNotification: (listener) => onServerEvent('notification:created', listener),
    onLot: (listener) => onServerEvent('lot:changed', listener),
    me: () => userId,
  });
}
