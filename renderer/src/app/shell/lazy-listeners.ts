import { startLotOutbox } from '../../data/lots/outbox';
import { startMessagingCache } from '../../data/messages/cache';
import { startOutbox } from '../../data/messages/outbox';
import { startDesktopNotices } from './desktop-notices';

/**
 * What the signed-in shell starts once its first screen is up, in one import from AppLayout
 * (a chunk after the first screen): the conversations' copy, the message outbox, the lot-step
 * outbox and, on the desktop, the native notifications. Returns how to stop each.
 */
export function startLazyListeners(userId: string): Array<() => void> {
  return [startMessagingCache(), startOutbox(), startLotOutbox(), startDesktopNotices(userId)];
}
