import type { DesktopNotice } from '@alinhavo/shared/ipc/channels';
import { LOT_STEP_LABELS, type Lot } from '@alinhavo/shared/schemas/lot';
import type { Notification } from '@alinhavo/shared/schemas/notification';

/** The notifications a person gets natively on the desktop, by the kind their settings name. */
const KIND_OF: Partial<Record<Notification['type'], DesktopNotice['kind']>> = {
  new_message: 'message',
  selected: 'selection',
  approved: 'approval',
  lot_late: 'lot',
};

/** How the app shell hands over the realtime events (data/realtime's onServerEvent). */
export interface NoticeSource {
  onNotification(listener: (n: Notification) => void): () => void;
  onLot(listener: (lot: Lot) => void): () => void;
  /** The signed-in person's id: their own lot steps are not news to them. */
  me(): string | null;
}

function targetOf(n: Pick<Notification, 'conversation_id' | 'demand_id'>): DesktopNotice['target'] {
  if (n.conversation_id) return { kind: 'conversa', id: n.conversation_id };
  if (n.demand_id) return { kind: 'demanda', id: n.demand_id };
  return null;
}

/**
 * On the desktop, a new message, a lot step, a selection or an approval also reaches the OS as a
 * native notification; the main process shows it only while the window is not focused and the
 * kind is on in this computer's settings. Loaded in a chunk of its own; a no-op on the web.
 */
export function followDesktopNotices(source: NoticeSource): () => void {
  const bridge = window.desktop;
  if (!bridge) return () => undefined;
  const show = (notice: DesktopNotice) => {
    void bridge.invoke('notify:show', notice).catch(() => false);
  };
  const stops = [
    source.onNotification((n) => {
      const kind = KIND_OF[n.type];
      if (kind) show({ kind, title: n.title, body: n.message, target: targetOf(n) });
    }),
    source.onLot((lot) => {
      const last = lot.events.at(-1);
      if (!last || last.actor_id === source.me()) return;
      show({
        kind: 'lot',
        title: `Lote ${String(lot.number)}: ${LOT_STEP_LABELS[last.step]}`,
        body: last.actor_name,
        target: { kind: 'demanda', id: lot.demand_id },
      });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
