import type { Demand } from '@alinhavo/shared/schemas/demand';
import { isQuoteExpired } from '@alinhavo/shared/rules/quote-validity';
import type { ButtonProps } from '@mantine/core';
import { useMinuteClock } from '../../ui/use-minute-clock';
import { ChatButton, InterestButton } from './ProviderActions';
import { QuoteButton } from './QuoteButton';

export type OpportunityStep = 'interest' | 'quote' | 'chat';

/**
 * What the provider does next on an opportunity: send the quote the client asked for, or revise
 * one past its validity; otherwise show interest; once interested, talk with the client.
 */
export function nextStep(demand: Demand, nowMs: number): OpportunityStep {
  const open = demand.status === 'ABERTA';
  if (open && demand.quote_requested_at && !demand.my_quote) return 'quote';
  if (open && demand.my_quote && isQuoteExpired(demand.my_quote, nowMs)) return 'quote';
  return demand.user_is_interested ? 'chat' : 'interest';
}

export const useNextStep = (demand: Demand): OpportunityStep => nextStep(demand, useMinuteClock());

export interface NextStepActionProps extends Omit<
  ButtonProps,
  'children' | 'leftSection' | 'loading' | 'disabled'
> {
  demand: Demand;
  pending: boolean;
  onInterest: (demand: Demand) => void;
  onQuote: (demand: Demand) => void;
  /** Names the demand in the button's name, where several cards share a list. */
  subject?: string;
}

/**
 * The one action a short card shows first (the dashboard's recent opportunities, the phone's
 * Oportunidades card): the card's own buttons, so the rules (approval, interest first) are theirs.
 */
export function NextStepAction({
  demand,
  pending,
  onInterest,
  onQuote,
  subject,
  ...props
}: NextStepActionProps) {
  const step = useNextStep(demand);
  const name = (label: string) => (subject ? `${label}: ${subject}` : undefined);
  if (step === 'quote')
    return (
      <QuoteButton
        demand={demand}
        onQuote={onQuote}
        variant="filled"
        aria-label={name(demand.my_quote ? 'Revisar proposta' : 'Enviar proposta')}
        {...props}
      />
    );
  if (step === 'interest')
    return (
      <InterestButton
        demand={demand}
        label="Interessar-se"
        pending={pending}
        onShow={onInterest}
        aria-label={name('Interessar-se')}
        {...props}
      />
    );
  return <ChatButton demand={demand} label="Mensagem" aria-label={name('Mensagem')} {...props} />;
}
