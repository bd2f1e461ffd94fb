import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { Group, Rating, Text } from '@mantine/core';
import { ratingSummary, starValue } from './professional';

/** Read-only stars with '4,5 (3 avaliações)' beside them. */
export function ProfessionalRating({
  professional,
  size = 'sm',
}: {
  professional: Pick<ProfessionalSummary, 'rating_avg' | 'rating_count'>;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Rating
        value={starValue(professional.rating_avg)}
        fractions={2}
        readOnly
        size={size}
        color="ouro"
        aria-hidden
      />
      <Text size={size} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {ratingSummary(professional)}
      </Text>
    </Group>
  );
}
