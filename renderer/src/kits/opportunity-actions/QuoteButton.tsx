import type { Demand } from '@alinhavo/shared/schemas/demand';
import { isQuoteExpired } from '@alinhavo/shared/rules/quote-validity';
import type { ButtonProps } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/opportunities';
import { Action } from '../../ui/action';
import { useMinuteClock } from '../../ui/use-minute-clock';
import { useProviderApproved } from './use-provider-approved';

type Props = Omit<ButtonProps, 'children' | 'leftSection' | 'loading' | 'disabled'> & {
  demand: Demand;
};

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
  const icon = <IconReceipt size={18} />;
  if (!approved)
    return (
      <Action
        variant="light"
        color="ouro"
        {...props}
        label={label}
        icon={icon}
        reason={T.notApproved}
      />
    );
  const expired = demand.my_quote ? isQuoteExpired(demand.my_quote, now) : false;
  return (
    <Action
      variant={expired ? 'filled' : 'light'}
      color="ouro"
      {...props}
      label={label}
      icon={icon}
      onClick={() => onQuote(demand)}
    />
  );
}
