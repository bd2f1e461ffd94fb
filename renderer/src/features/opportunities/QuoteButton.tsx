import type { Demand } from '@alinhavo/shared/schemas/demand';
import { isQuoteExpired } from '@alinhavo/shared/rules/quote-validity';
import { Button, type ButtonProps } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/opportunities';
import { useMinuteClock } from '../../ui/use-minute-clock';
import { DisabledWithReason } from './ProviderActions';
import { useProviderApproved } from './use-provider-approved';

type Props = Omit<ButtonProps, 'children' | 'leftSection'> & { demand: Demand };

// Apart from ProviderActions: the dashboard's first screen takes its chat button, not this one.
/**
 * 'Enviar proposta' on an open demand, 'Revisar proposta' once one was sent; filled,
 * the call to act, when that quote is past its validity.
 */
export function QuoteButton({
  demand,
  onQuote,
  ...props
}: Props & { onQuote: (demand: Demand) => void }) {
  const approved = useProviderApproved();
  const now = useMinuteClock();
  if (demand.status !== 'ABERTA') return null;
  const label = demand.my_quote ? 'Revisar proposta' : 'Enviar proposta';
  if (!approved)
    return (
      <DisabledWithReason
        variant="light"
        color="ouro"
        reason={T.notApproved}
        leftSection={<IconReceipt size={18} />}
        {...props}
      >
        {label}
      </DisabledWithReason>
    );
  const expired = demand.my_quote ? isQuoteExpired(demand.my_quote, now) : false;
  return (
    <Button
      variant={expired ? 'filled' : 'light'}
      color="ouro"
      {...props}
      leftSection={<IconReceipt size={18} />}
      onClick={() => onQuote(demand)}
    >
      {label}
    </Button>
  );
}
