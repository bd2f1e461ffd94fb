import type { ClientReview } from '@alinhavo/shared/schemas/client-review';
import { Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMessageStar } from '@tabler/icons-react';
import {
  feedClientFigures,
  feedClientReviews,
  usePublishedReviewsOf,
} from '../../data/reviews/store';
import { useRemote } from '../../data/use-remote';
import { SkeletonBar } from '../../ui/SkeletonBar';
import { formatDate } from '../../ui/format';
import { ReviewItem } from '../../ui/reviews/ReviewItem';
import { ReportButton } from '../../kits/reports/ReportButton';
import { ClientFiguresLine } from '../../kits/reviews/ClientFigures';
import { REVIEW_TEXTS as T } from '@alinhavo/shared/messages/reviews';

const LOAD_ERROR = 'Não foi possível carregar suas avaliações. Tente novamente.';

/**
 * 'Minhas avaliações' on a client's profile: their averages and the providers' published
 * reviews of them, newest first, each with 'Denunciar'. Read from the device; pushed
 * publications show at once.
 */
export function MyReviewsCard({ clientId }: { clientId: string }) {
  const feed = useRemote(
    clientId,
    () => Promise.all([feedClientReviews({ clientId }), feedClientFigures([clientId])]),
    () => LOAD_ERROR,
  );
  const reviews = usePublishedReviewsOf(clientId);
  const list = reviews ?? [];
  const loading = feed.status === 'loading' && list.length === 0;

  return (
    <Card padding="lg" component="section" aria-labelledby="my-reviews-title">
      <Stack gap="md">
        <Group gap="xs">
          <IconMessageStar size={22} color="var(--mantine-color-vinho-6)" aria-hidden />
          <Title order={2} fz="lg" id="my-reviews-title">
            Minhas avaliações
          </Title>
        </Group>
        <ClientFiguresLine clientId={clientId} />
        {loading ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label="Carregando avaliações">
            <SkeletonBar height={14} width="40%" />
            <SkeletonBar height={12} width="80%" />
          </Stack>
        ) : feed.status === 'error' && list.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Group gap={6} c="red.9">
              <IconAlertTriangle size={18} aria-hidden />
              <Text size="sm">{feed.message}</Text>
            </Group>
            <Button size="xs" variant="light" onClick={feed.reload}>
              Tentar novamente
            </Button>
          </Stack>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            Você ainda não tem avaliações publicadas. Quando um profissional avaliar um trabalho
            concluído com você, a avaliação aparece aqui junto com a sua.
          </Text>
        ) : (
          <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((review, i) => (
              <ClientReviewItem key={review.id} review={review} first={i === 0} />
            ))}
          </Box>
        )}
      </Stack>
    </Card>
  );
}

function ClientReviewItem({ review, first }: { review: ClientReview; first: boolean }) {
  const name = review.professional_name?.trim() || 'Profissional';
  return (
    <ReviewItem
      first={first}
      author={name}
      detail={`${review.demand_title} · ${formatDate(review.published_at ?? review.created_at)}`}
      aside={
        <ReportButton
          size="compact-sm"
          options={[
            {
              type: 'review',
              id: review.id,
              authorId: review.professional,
              label: 'Esta avaliação',
              subject: `a avaliação de ${name}`,
            },
          ]}
        />
      }
      scores={[
        [T.criteria.payment, review.payment],
        [T.criteria.communication, review.communication],
        [T.criteria.clarity, review.clarity],
      ]}
      comment={review.comment}
    />
  );
}
