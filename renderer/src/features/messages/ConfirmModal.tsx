import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  onClose: () => void;
  /** Resolves when done; the modal stays open with the button busy until then. */
  onConfirm: () => Promise<void>;
}

/** Spec §5: deleting a conversation or a message asks first. */
export function ConfirmModal({ opened, title, message, onClose, onConfirm }: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={title} centered>
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            Excluir
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
