import type { Demand } from '@alinhavo/shared/schemas/demand';
import { isQuoteExpired } from '@alinhavo/shared/rules/quote-validity';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCash,
  IconMapPin,
  IconScissors,
  IconUsers,
} from '@tabler/icons-react';
import { CardMeta } from '../demands/CardMeta';
import { WhatsAppButton } from '../demands/WhatsAppButton';
import { candidatesLabel, formatBudget, formatDay, formatLocation } from '../demands/format';
import { ClientFiguresLine } from '../reviews/ClientFigures';
import { ChatButton, InterestButton } from './ProviderActions';
import { QuoteButton } from './QuoteButton';
import classes from './OpportunityCard.module.css';
import { useMinuteClock } from '../../ui/use-minute-clock';

export interface OpportunityCardProps {
  demand: Demand;
  pending: boolean;
  onDetails: (demand: Demand) => void;
  onInterest: (demand: Demand) => void;
  /** Send a quote (with the interest) or revise the one sent. */
  onQuote?: (demand: Demand) => void;
}

/** Spec §2 Oportunidades card: what the client asks, and the provider's four actions. */
export function OpportunityCard({
  demand,
  pending,
  onDetails,
  onInterest,
  onQuote,
}: OpportunityCardProps) {
  const now = useMinuteClock();
  return (
    <Card component="article" padding="lg" aria-labelledby={`opportunity-${demand.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title
            order={3}
            fz="lg"
            id={`opportunity-${demand.id}`}
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {demand.title}
          </Title>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {demand.my_quote &&
              (isQuoteExpired(demand.my_quote, now) ? (
                <Badge color="red" variant="light" tt="none">
                  Proposta expirada
                </Badge>
              ) : (
                <Badge color="ouro" variant="light" tt="none">
                  Proposta enviada
                </Badge>
              ))}
            {demand.quote_requested_at && !demand.my_quote && (
              <Badge color="vinho" variant="light" tt="none">
                Proposta pedida
              </Badge>
            )}
            {demand.user_is_interested && (
              <Badge color="teal" variant="light">
                Interessado
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {demand.description}
        </Text>
        <Group gap="md" style={{ rowGap: 6 }}>
          <CardMeta icon={IconScissors} label="Tipo de Serviço">
            {demand.service_name}
          </CardMeta>
          <CardMeta icon={IconMapPin} label="Localização">
            {formatLocation(demand)}
          </CardMeta>
          <CardMeta icon={IconCash} label="Orçamento">
            {formatBudget(demand)}
          </CardMeta>
          <CardMeta icon={IconCalendarEvent} label="Prazo">
            {formatDay(demand.deadline)}
          </CardMeta>
          <CardMeta icon={IconUsers} label="Interessados">
            {candidatesLabel(demand.interested_professionals_count)}
          </CardMeta>
        </Group>
        <ClientFiguresLine clientId={demand.user_created} />
        <div className={classes.actions}>
          <Button variant="default" onClick={() => onDetails(demand)}>
            Ver Detalhes
          </Button>
          <WhatsAppButton demand={demand} />
          {onQuote && <QuoteButton demand={demand} onQuote={onQuote} className={classes.wide} />}
          <ChatButton demand={demand} label="Mensagem" className={classes.wide} />
          <InterestButton
            demand={demand}
            label="Interessar-se"
            pending={pending}
            onShow={onInterest}
            className={classes.wide}
          />
        </div>
      </Stack>
    </Card>
  );
}
