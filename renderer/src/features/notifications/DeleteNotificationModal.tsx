import type { Notification } from '@alinhavo/shared/schemas/notification';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';

interface DeleteNotificationModalProps {
  notification: Notification | null;
  onClose: () => void;
  /** Resolves true once deleted; the modal then closes. */
  onConfirm: (n: Notification) => Promise<boolean>;
}

/** One question before a notification is gone for good. */
export function DeleteNotificationModal({
  notification,
  onClose,
  onConfirm,
}: DeleteNotificationModalProps) {
  return (
    <ConfirmDeleteModal
      opened={notification !== null}
      title="Excluir notificação"
      message={
        <>
          Excluir a notificação <strong>{notification?.title}</strong>? Esta ação não pode ser
          desfeita.
        </>
      }
      onClose={onClose}
      onConfirm={async () => {
        if (notification && (await onConfirm(notification))) onClose();
      }}
    />
  );
}
