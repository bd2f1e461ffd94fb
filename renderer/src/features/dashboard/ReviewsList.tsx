import { countOf } from '@alinhavo/shared/rules/plural';
import type { Rating } from '@alinhavo/shared/schemas/rating';
import { Badge, Box, Stack, Text } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { feedReviews, useReviews } from '../../data/people/provider';
import { useRemote } from '../../data/use-remote';
import { DashboardSection } from './DashboardSection';
import { formatDate } from './dashboard-format';
import { ReviewItem } from '../../ui/reviews/ReviewItem';
import { ScrollBox } from '../../ui/ScrollBox';
import { SkeletonBar } from '../../ui/SkeletonBar';

/**
 * Spec §2: the clients' reviews, newest first, in a scrolling area; read from the device
 * (one read model), so a pushed rating shows at once. Each visit asks the server for the whole list; when it
 * fails and the device holds none, the list is empty (spec §8).
 */
export function ReviewsList({ professionalId }: { professionalId: string }) {
  // The answer goes to the store; here only how the read ended matters.
  const feed = useRemote(professionalId, () => feedReviews(professionalId), String);
  const view = useReviews(professionalId);
  const list = view?.rows ?? [];
  const loading = !view || (!view.whole && list.length === 0 && feed.status !== 'error');

  return (
    <DashboardSection
      title="Avaliações dos Clientes"
      icon={IconMessageStar}
      extra={
        list.length > 0 && (
          <Badge variant="light" color="ouro" radius="sm" tt="none">
            {countOf(list.length, 'avaliação', 'avaliações')}
          </Badge>
        )
      }
    >
      {loading ? (
        <Stack gap="sm">
          <SkeletonBar height={14} width="40%" />
          <SkeletonBar height={12} width="80%" />
          <SkeletonBar height={14} width="35%" mt="sm" />
          <SkeletonBar height={12} width="70%" />
        </Stack>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          Você ainda não recebeu avaliações. Elas aparecem aqui quando um cliente finaliza um
          trabalho com você.
        </Text>
      ) : (
        // Focusable, so the list also scrolls from the keyboard: it holds no control of its own.
        <ScrollBox
          mah={340}
          stableGutter
          tabIndex={0}
          role="region"
          aria-label="Lista de avaliações"
          className="mantine-focus-auto"
        >
          <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((review, i) => (
              <ProviderReviewItem key={review.id} review={review} first={i === 0} />
            ))}
          </Box>
        </ScrollBox>
      )}
    </DashboardSection>
  );
}

function ProviderReviewItem({ review, first }: { review: Rating; first: boolean }) {
  return (
    <ReviewItem
      first={first}
      author={review.client_full_name?.trim() || 'Cliente'}
      aside={formatDate(review.created_at)}
      scores={review.score}
      comment={review.comment}
    />
  );
}
