import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LEGAL_TEXTS as T } from '@alinhavo/shared/messages/legal';
import type { TermsStatus } from '@alinhavo/shared/schemas/legal';
import { legalClient } from '../../data/legal/api';
import { notify } from '../../ui/notify';
import { DocumentLinks } from '../../kits/public-docs/DocumentLinks';

/** The new terms, asked once: no closing it without accepting (the app is used under them). */
export function TermsUpdatedModal({
  version,
  onAccepted,
}: {
  version: string;
  onAccepted: (status: TermsStatus) => void;
}) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    setSending(true);
    setError(null);
    try {
      onAccepted(await legalClient.accept(version));
      notify.success(T.accepted);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'Erro ao registrar. Tente novamente.');
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={T.updatedTitle}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{T.updatedBody}</Text>
        <DocumentLinks only={['terms', 'privacy']} />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button onClick={() => void accept()} loading={sending} fullWidth>
          {T.accept}
        </Button>
      </Stack>
    </Modal>
  );
}
