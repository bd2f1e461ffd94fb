import { FICHA_TEXTS } from '@alinhavo/shared/messages/ficha';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { isQuoteExpired } from '@alinhavo/shared/rules/quote-validity';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef } from 'react';
import {
  IconBrandWhatsapp,
  IconCalendarEvent,
  IconCash,
  IconMapPin,
  IconScissors,
  IconUsers,
} from '@tabler/icons-react';
import { CardMeta } from '../../kits/demands/CardMeta';
import { WhatsAppButton } from '../../kits/demands/WhatsAppButton';
import {
  candidatesLabel,
  formatBudget,
  formatDay,
  formatLocation,
} from '../../kits/demands/format';
import { ClientFiguresLine } from '../../kits/reviews/ClientFigures';
import { MoreActions } from './MoreActions';
import { NextStepAction, useNextStep } from '../../kits/opportunity-actions/NextStepAction';
import { ChatButton, InterestButton } from '../../kits/opportunity-actions/ProviderActions';
import { QuoteButton } from '../../kits/opportunity-actions/QuoteButton';
import classes from './OpportunityCard.module.css';
import { Action } from '../../ui/action';
import { useMinuteClock } from '../../ui/use-minute-clock';

export interface OpportunityCardProps {
  demand: Demand;
  pending: boolean;
  onDetails: (demand: Demand) => void;
  onInterest: (demand: Demand) => void;
  /** Send a quote (with the interest) or revise the one sent. */
  onQuote?: (demand: Demand) => void;
}

/** Below Mantine's `sm` breakpoint, as the card's CSS. */
const PHONE = '(max-width: 48em)';

/**
 * Spec §2 Oportunidades card: what the client asks, and the provider's actions — all of them
 * where they fit; on a phone the next step and 'Ver Detalhes', the others under 'Mais ações'.
 */
export function OpportunityCard({
  demand,
  pending,
  onDetails,
  onInterest,
  onQuote,
}: OpportunityCardProps) {
  const now = useMinuteClock();
  // Read before the first paint: a phone never draws the five buttons first.
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
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
            {demand.has_ficha && (
              <Badge color="vinho" variant="outline" tt="none">
                {FICHA_TEXTS.withFicha}
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
          {phone ? (
            <PhoneActions
              demand={demand}
              pending={pending}
              onInterest={onInterest}
              onQuote={onQuote}
            />
          ) : (
            <>
              <WhatsAppButton demand={demand} />
              {onQuote && <QuoteButton demand={demand} onQuote={onQuote} />}
              <ChatButton demand={demand} label="Mensagem" />
              <InterestButton
                demand={demand}
                label="Interessar-se"
                pending={pending}
                onShow={onInterest}
              />
            </>
          )}
        </div>
      </Stack>
    </Card>
  );
}

/** The phone's row: the next step first, then the rest in 'Mais ações' (the card's own buttons). */
function PhoneActions({
  demand,
  pending,
  onInterest,
  onQuote,
}: Pick<OpportunityCardProps, 'demand' | 'pending' | 'onInterest' | 'onQuote'>) {
  const step = useNextStep(demand);
  const whatsApp = useRef<HTMLSpanElement>(null);
  const quote = onQuote ?? (() => undefined);
  return (
    <>
      <NextStepAction
        demand={demand}
        pending={pending}
        onInterest={onInterest}
        onQuote={quote}
        className={classes.primary}
      />
      {/* WhatsApp's notice outlives the menu: its button stays here, unseen; the item presses it. */}
      <span hidden ref={whatsApp}>
        <WhatsAppButton demand={demand} />
      </span>
      <MoreActions subject={demand.title}>
        <Action
          label="WhatsApp"
          icon={<IconBrandWhatsapp size={18} />}
          onClick={() => whatsApp.current?.querySelector('button')?.click()}
        />
        {onQuote && step !== 'quote' && <QuoteButton demand={demand} onQuote={onQuote} />}
        {step !== 'chat' && <ChatButton demand={demand} label="Mensagem" />}
        {step !== 'interest' && !demand.user_is_interested && (
          <InterestButton
            demand={demand}
            label="Interessar-se"
            pending={pending}
            onShow={onInterest}
          />
        )}
      </MoreActions>
    </>
  );
}
