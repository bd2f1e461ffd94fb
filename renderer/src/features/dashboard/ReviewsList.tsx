import type { Rating } from '@alinhavo/shared/schemas/rating';
import { Badge, Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { ratingsClient } from '../../data/demands/api';
import { useRefreshOn } from '../../data/realtime/hooks';
import { useRemote } from '../../data/use-remote';
import { DeferredScrollAreaAutosize } from '../../ui/deferred';
import { DashboardSection } from './DashboardSection';
import { formatDate } from './dashboard-format';
import { Stars } from './Stars';

const newestFirst = (a: Rating, b: Rating) => b.created_at.localeCompare(a.created_at);

/** Spec §8: a failed rating list is an empty list. */
async function loadReviews(professionalId: string, signal: AbortSignal): Promise<Rating[]> {
  try {
    const ratings = await ratingsClient.ofProfessional(professionalId, signal);
    return [...ratings].sort(newestFirst);
  } catch (error) {
    if (signal.aborted) throw error;
    return [];
  }
}

/** Spec §2: the clients' reviews, newest first, in a scrolling area. */
export function ReviewsList({ professionalId }: { professionalId: string }) {
  const reviews = useRemote(
    `ratings:${professionalId}`,
    (signal) => loadReviews(professionalId, signal),
    () => '',
  );
  useRefreshOn('rating:changed', reviews.reload, (r) => r.professional_id === professionalId);
  const list = reviews.data ?? [];

  return (
    <DashboardSection
      title="Avaliações dos Clientes"
      icon={IconMessageStar}
      extra={
        list.length > 0 && (
          <Badge variant="light" color="ouro" radius="sm" tt="none">
            {list.length === 1 ? '1 avaliação' : `${list.length} avaliações`}
          </Badge>
        )
      }
    >
      {reviews.data === null ? (
        <Stack gap="sm">
          <Skeleton height={14} width="40%" />
          <Skeleton height={12} width="80%" />
          <Skeleton height={14} width="35%" mt="sm" />
          <Skeleton height={12} width="70%" />
        </Stack>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          Você ainda não recebeu avaliações. Elas aparecem aqui quando um cliente finaliza um
          trabalho com você.
        </Text>
      ) : (
        <DeferredScrollAreaAutosize mah={340} type="auto" offsetScrollbars>
          <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((review, i) => (
              <ReviewItem key={review.id} review={review} first={i === 0} />
            ))}
          </Box>
        </DeferredScrollAreaAutosize>
      )}
    </DashboardSection>
  );
}

function ReviewItem({ review, first }: { review: Rating; first: boolean }) {
  const name = review.client_full_name?.trim() || 'Cliente';
  return (
    <Box
      component="li"
      aria-label={`Avaliação de ${name}`}
      pt={first ? 0 : 'sm'}
      mt={first ? 0 : 'sm'}
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatDate(review.created_at)}
          </Text>
        </Group>
        <Stars value={review.score} size={14} />
        {review.comment?.trim() && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {review.comment}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
