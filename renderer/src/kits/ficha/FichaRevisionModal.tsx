import { FICHA_TEXTS as T } from '@alinhavo/shared/messages/ficha';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import FichaRevisionReader from './FichaRevisionReader';

/**
 * One revision of the ficha in a modal of its own, over the demand's details (their
 * Modal.Stack: Escape closes this one only): a lot opens the revision it was sent with.
 */
export default function FichaRevisionModal({
  demandId,
  revision,
  onClose,
}: {
  demandId: string;
  revision: number;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      stackId="lot-ficha-revision"
      opened
      onClose={onClose}
      size="xl"
      fullScreen={phone === true}
      title={`${T.title} · Revisão ${revision}`}
      styles={{ title: { fontWeight: 600 } }}
    >
      <FichaRevisionReader demandId={demandId} revision={revision} />
    </Modal>
  );
}
