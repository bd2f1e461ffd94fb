import { PORTFOLIO_TEXTS as T } from '@alinhavo/shared/messages/portfolio';
import { Button, Group, Skeleton, Text } from '@mantine/core';
import { portfolioClient } from '../../data/portfolio/api';
import { useRemote } from '../../data/use-remote';
import { toApiError } from '../../data/api/errors';
import { Section } from '../professional-profile/ProfileSections';
import { PortfolioGallery } from './PortfolioGallery';

/**
 * The 'Portfólio' section of the search profile modal: read from the public provider page when
 * the modal opens (the portfolio is not in the device's read model). Nothing when it is empty.
 */
export function ProfessionalPortfolio({ professionalId }: { professionalId: string }) {
  const remote = useRemote(
    professionalId,
    (signal) => portfolioClient.publicProfile(professionalId, signal),
    (error) => toApiError(error).message,
  );
  if (remote.status === 'loading' && !remote.data)
    return (
      <Section label={T.sectionTitle}>
        <Skeleton height={96} aria-label="Carregando portfólio" />
      </Section>
    );
  if (remote.status === 'error' && !remote.data) {
    // A provider who is not public (404) simply has no portfolio to show here.
    if (isNotPublic(remote.message)) return null;
    return (
      <Section label={T.sectionTitle}>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {T.loadError}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={remote.reload}>
            Tentar novamente
          </Button>
        </Group>
      </Section>
    );
  }
  const photos = remote.data?.portfolio ?? [];
  if (photos.length === 0) return null;
  return (
    <Section label={`${T.sectionTitle} (${photos.length})`}>
      <PortfolioGallery photos={photos} source="public" />
    </Section>
  );
}

const isNotPublic = (message: string) => message === T.professionalNotFound;
