import { countOf } from '@alinhavo/shared/rules/plural';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCash,
  IconCircleCheck,
  IconMapPin,
  IconReceipt,
  IconUser,
} from '@tabler/icons-react';
import { CardMeta } from '../../kits/demands/CardMeta';
import { StatusBadge } from '../../kits/demands/StatusBadge';
import { formatBudget, formatDay, formatLocation } from '../../kits/demands/format';
import { formatCents, quoteTotal } from '../../kits/quotes/money';
import { ClientReviewAction } from '../../kits/reviews/ClientReviewAction';

/** The agreed (frozen) quote of a job, or the provider's own on a candidacy. */
function quoteLine(demand: Demand): string {
  const q = demand.chosen_quote ?? demand.my_quote;
  if (!q) return '';
  return `${formatCents(q.price_cents)}/peça · total ${quoteTotal(q, demand.amount)} · ${countOf(q.lead_time_days, 'dia', 'dias')}`;
}

/** One job of Meus Trabalhos: the client, budget, deadline and where it stands. */
export function JobCard({
  demand,
  candidacy,
  onDetails,
}: {
  demand: Demand;
  /** Candidaturas: still waiting for the client's choice. */
  candidacy: boolean;
  onDetails: (demand: Demand) => void;
}) {
  return (
    <Card component="article" padding="lg" aria-labelledby={`job-${demand.id}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title
            order={3}
            fz="lg"
            id={`job-${demand.id}`}
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {demand.title}
          </Title>
          {candidacy ? (
            <Badge color="ouro" variant="light" radius="sm" style={{ flexShrink: 0 }}>
              Aguardando
            </Badge>
          ) : (
            <StatusBadge status={demand.status} />
          )}
        </Group>
        <Stack gap={6}>
          <CardMeta icon={IconUser} label="Cliente">
            {demand.user_full_name?.trim() || 'Cliente'}
          </CardMeta>
          <Group gap="md" style={{ rowGap: 6 }}>
            <CardMeta icon={IconCash} label="Orçamento">
              {formatBudget(demand)}
            </CardMeta>
            <CardMeta icon={IconCalendarEvent} label="Prazo">
              {formatDay(demand.deadline)}
            </CardMeta>
            <CardMeta icon={IconMapPin} label="Localização">
              {formatLocation(demand)}
            </CardMeta>
            {(demand.chosen_quote ?? demand.my_quote) && (
              <CardMeta
                icon={IconReceipt}
                label={demand.chosen_quote ? 'Proposta aceita' : 'Sua proposta'}
              >
                {quoteLine(demand)}
              </CardMeta>
            )}
          </Group>
        </Stack>
        {!candidacy && <ClientReviewAction demand={demand} compact />}
        <Group justify="space-between" gap="xs" mt="auto">
          {candidacy ? (
            <Group gap={6} c="teal.9" wrap="nowrap">
              <IconCircleCheck size={16} aria-hidden />
              <Text size="sm" fw={500}>
                Interesse demonstrado
              </Text>
            </Group>
          ) : (
            <span />
          )}
          <Button variant="default" onClick={() => onDetails(demand)}>
            Ver Detalhes
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
