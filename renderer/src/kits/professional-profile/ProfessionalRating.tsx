import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { REVIEW_TEXTS } from '@alinhavo/shared/messages/reviews';
import { Group, Rating, Stack, Text } from '@mantine/core';
import { ratingSummary, starValue } from './professional';

/**
 * Read-only stars with '4,5 (3 avaliações)' beside them. `heldOwn`: the viewer rated this
 * provider on the job shown and the rating is still held (two-way reviews): it counts in no
 * figure yet, so instead of 'Sem avaliações' its author reads that it waits for the provider.
 */
export function ProfessionalRating({
  professional,
  size = 'sm',
  heldOwn = false,
}: {
  professional: Pick<ProfessionalSummary, 'rating_avg' | 'rating_count'>;
  size?: 'xs' | 'sm' | 'md';
  heldOwn?: boolean;
}) {
  const none = professional.rating_count === 0;
  const stars = (
    <Group gap={6} wrap="nowrap">
      <Rating
        value={starValue(professional.rating_avg)}
        fractions={2}
        readOnly
        size={size}
        color="ouro"
        aria-hidden
      />
      <Text size={size} c="dimmed" style={{ whiteSpace: none && heldOwn ? undefined : 'nowrap' }}>
        {none && heldOwn ? REVIEW_TEXTS.heldOwn : ratingSummary(professional)}
      </Text>
    </Group>
  );
  if (!heldOwn || none) return stars;
  return (
    <Stack gap={2}>
      {stars}
      <Text size={size} c="dimmed">
        {REVIEW_TEXTS.heldOwn}
      </Text>
    </Stack>
  );
}
