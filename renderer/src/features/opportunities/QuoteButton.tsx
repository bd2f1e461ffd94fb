import type { Demand } from '@alinhavo/shared/schemas/demand';
import { isQuoteExpired } from '@alinhavo/shared/rules/quote-validity';
import { Button, type ButtonProps } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useMinuteClock } from '../../ui/use-minute-clock';

type Props = Omit<ButtonProps, 'children' | 'leftSection'> & { demand: Demand };

// Apart from ProviderActions: the dashboard's first screen takes its chat button, not this one.
/**
 * Issue 17: 'Enviar proposta' on an open demand, 'Revisar proposta' once one was sent; filled,
 * the call to act, when that quote is past its validity.
 */
export function QuoteButton({
  demand,
  onQuote,
  ...props
}: Props & { onQuote: (demand: Demand) => void }) {
  const now = useMinuteClock();
  if (demand.status !== 'ABERTA') return null;
  const expired = demand.my_quote ? isQuoteExpired(demand.my_quote, now) : false;
  return (
    <Button
      variant={expired ? 'filled' : 'light'}
      color="ouro"
      {...props}
      leftSection={<IconReceipt size={18} />}
      onClick={() => onQuote(demand)}
    >
      {demand.my_quote ? 'Revisar proposta' : 'Enviar proposta'}
    </Button>
  );
}
