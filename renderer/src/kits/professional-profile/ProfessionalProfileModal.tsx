import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo } from 'react';
import { useLastNonNull } from '../../ui/use-last';
import { ProfessionalProfileView } from './ProfessionalProfileView';
import { SEARCH_UI_TEXTS as U } from './texts';

/**
 * The full profile of a provider in a modal (search, chosen professional). Opening it asks the
 * server for the full profile, which counts toward the Plano Básico's monthly profiles; a
 * refusal shows the plan text inside. Full-screen on phones.
 */
export const ProfessionalProfileModal = memo(function ProfessionalProfileModal({
  professionalId,
  summary,
  demandId,
  onClose,
}: {
  /** null = closed. */
  professionalId: string | null;
  summary?: ProfessionalSummary | null | undefined;
  demandId?: string | undefined;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const shownId = useLastNonNull(professionalId);
  return (
    <Modal.Stack>
      <Modal
        stackId="professional-profile"
        opened={professionalId !== null}
        onClose={onClose}
        title={U.profileTitle}
        size="lg"
        centered
        fullScreen={phone === true}
      >
        {shownId && (
          <ProfessionalProfileView
            key={shownId}
            professionalId={shownId}
            summary={summary}
            demandId={demandId}
            onClose={onClose}
            stackId="professional-rating"
          />
        )}
      </Modal>
    </Modal.Stack>
  );
});
