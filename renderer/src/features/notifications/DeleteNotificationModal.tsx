import type { Notification } from '@alinhavo/shared/schemas/notification';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

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
  const [deleting, setDeleting] = useState(false);

  async function confirm(target: Notification) {
    setDeleting(true);
    try {
      if (await onConfirm(target)) onClose();
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Modal
      opened={notification !== null}
      onClose={() => !deleting && onClose()}
      title="Excluir notificação"
      centered
    >
      {notification && (
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            Excluir a notificação <strong>{notification.title}</strong>? Esta ação não pode ser
            desfeita.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={deleting}>
              Cancelar
            </Button>
            <Button color="red" loading={deleting} onClick={() => void confirm(notification)}>
              Excluir
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
