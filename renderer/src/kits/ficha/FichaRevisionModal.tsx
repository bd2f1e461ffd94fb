import { FICHA_TEXTS as T } from '@alinhavo/shared/messages/ficha';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLastNonNull } from '../../ui/use-last';
import FichaRevisionReader from './FichaRevisionReader';

/**
 * One revision of the ficha in a modal of its own, over the demand's details (their
 * Modal.Stack: Escape closes this one only): a lot opens the revision it was sent with. It
 * stays mounted once loaded (null: closed), so the stack hears it close and shows the details
 * again.
 */
export default function FichaRevisionModal({
  demandId,
  revision,
  onClose,
}: {
  demandId: string;
  revision: number | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  // What the modal shows while it fades out.
  const shown = useLastNonNull(revision);
  return (
    <Modal
      stackId="lot-ficha-revision"
      opened={revision !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone === true}
      title={`${T.title} · Revisão ${shown ?? ''}`}
      styles={{ title: { fontWeight: 600 } }}
    >
      {shown !== null && <FichaRevisionReader demandId={demandId} revision={shown} />}
    </Modal>
  );
}
