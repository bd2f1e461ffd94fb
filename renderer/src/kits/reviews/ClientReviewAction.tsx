import { REVIEW_TEXTS as T } from '@alinhavo/shared/messages/reviews';
import type { ClientReview } from '@alinhavo/shared/schemas/client-review';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconHourglass, IconStar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { feedClientFigures, feedClientReviews, useMyClientReview } from '../../data/reviews/store';
import { useCurrentUser } from '../../data/session-store';
import { ClientFiguresLine } from './ClientFigures';
import { RateClientModal } from './RateClientModal';

const ignore = () => undefined;

/** The review's three scores as one short line. */
export const scoresLine = (r: Pick<ClientReview, 'payment' | 'communication' | 'clarity'>) =>
  `${T.criteria.payment}: ${r.payment} · ${T.criteria.communication}: ${r.communication} · ${T.criteria.clarity}: ${r.clarity}`;

/**
 * For the chosen provider of a completed demand: 'Avaliar cliente' until they review,
 * then their review marked 'Aguardando a avaliação da outra parte' until it is published.
 */
export function ClientReviewAction({
  demand,
  compact = false,
  stackId,
}: {
  demand: Pick<Demand, 'id' | 'status' | 'chosen_professional' | 'user_full_name'>;
  compact?: boolean;
  stackId?: string;
}) {
  const user = useCurrentUser();
  const me = user?.id ?? null;
  const eligible =
    me !== null && demand.chosen_professional === me && demand.status === 'CONCLUÍDA';
  const review = useMyClientReview(eligible ? demand.id : null, me);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (eligible && me) void feedClientReviews({ writerId: me }).catch(ignore);
  }, [eligible, me]);
  if (!eligible || review === undefined) return null;
  const clientName = demand.user_full_name?.trim() || 'Cliente';

  if (review === null)
    return (
      <>
        <Button
          variant="light"
          color="ouro"
          size={compact ? 'sm' : 'md'}
          leftSection={<IconStar size={16} />}
          onClick={() => setOpen(true)}
        >
          Avaliar cliente
        </Button>
        <RateClientModal
          target={open ? { demandId: demand.id, clientName } : null}
          onClose={() => setOpen(false)}
          {...(stackId ? { stackId } : {})}
        />
      </>
    );

  return (
    <Stack gap={2} data-testid="my-client-review">
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600}>
          Sua avaliação do cliente
        </Text>
        {review.published_at === null ? (
          <Badge
            color="ouro"
            variant="light"
            tt="none"
            leftSection={<IconHourglass size={12} aria-hidden />}
          >
            {T.pending}
          </Badge>
        ) : (
          <Badge color="teal" variant="light" tt="none">
            Publicada
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {scoresLine(review)}
      </Text>
    </Stack>
  );
}

/**
 * On a demand a provider looks at: its client's published averages and, for the chosen
 * provider of a completed demand, the review of the client.
 */
export function DemandClientReviews({ demand }: { demand: Demand }) {
  const user = useCurrentUser();
  const provider = user?.user_type === 'PROFISSIONAL';
  useEffect(() => {
    if (provider) void feedClientFigures([demand.user_created]).catch(ignore);
  }, [provider, demand.user_created]);
  if (!provider) return null;
  return (
    <Stack gap="xs">
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          Avaliações do cliente
        </Text>
        <ClientFiguresLine clientId={demand.user_created} />
      </Stack>
      <ClientReviewAction demand={demand} stackId="rate-client" />
    </Stack>
  );
}
