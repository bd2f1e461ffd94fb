import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  onClose: () => void;
  /** Resolves when done; the modal stays open with the button busy until then. */
  onConfirm: () => Promise<void>;
  /** Opened over another modal of a Modal.Stack: joins it, so Escape closes this one only. */
  stackId?: string | undefined;
}

/** One question before something is deleted for good (spec §5: conversations, messages; demands, notifications). */
export function ConfirmDeleteModal({
  opened,
  title,
  message,
  onClose,
  onConfirm,
  stackId,
}: ConfirmDeleteModalProps) {
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
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={title}
      centered
      {...(stackId ? { stackId } : {})}
    >
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
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
