import { countOf } from '@alinhavo/shared/rules/plural';
import type { ClientFigures as Figures } from '@alinhavo/shared/schemas/client-review';
import { REVIEW_TEXTS as T } from '@alinhavo/shared/messages/reviews';
import { Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { formatRating } from '../../ui/format';
import { useClientFigures } from '../../data/reviews/store';

const count = (n: number) => countOf(n, 'avaliação', 'avaliações');

/** 'Pagamento 4,5 · Comunicação 4,0 · Ficha 3,5 (2 avaliações)', or none yet. */
export function clientFiguresText(f: Figures | null | undefined): string {
  if (!f || f.review_count === 0) return 'Cliente ainda sem avaliações';
  return `${T.criteria.payment} ${formatRating(f.payment_avg)} · ${T.criteria.communication} ${formatRating(f.communication_avg)} · Ficha técnica ${formatRating(f.clarity_avg)} (${count(f.review_count)})`;
}

/**
 * A client's published averages (three figures and the count), read from the device;
 * whoever shows them feeds the store (feedClientFigures).
 */
export function ClientFiguresLine({ clientId }: { clientId: string }) {
  const figures = useClientFigures(clientId);
  if (figures === undefined) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="client-figures">
      <IconStarFilled
        size={14}
        color="var(--mantine-color-ouro-6)"
        aria-hidden
        style={{ flexShrink: 0, marginTop: 3 }}
      />
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {clientFiguresText(figures)}
      </Text>
    </Group>
  );
}
