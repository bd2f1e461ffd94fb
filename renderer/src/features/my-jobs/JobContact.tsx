import { jobTabOf } from '@alinhavo/shared/rules/demand-lists';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { WhatsAppButton } from '../../kits/demands/WhatsAppButton';
import { ConversarButton } from '../../kits/conversations/ConversarButton';

/**
 * The details of an active job or an application offer Conversar with the client
 * (the demand ties them) and WhatsApp under the Plano Pro rule. A finished job offers neither.
 */
export function JobContact({ demand, me }: { demand: Demand; me: string }) {
  const tab = jobTabOf(demand, me);
  if (tab !== 'ativos' && tab !== 'candidaturas') return null;
  return (
    <>
      <WhatsAppButton demand={demand} />
      <ConversarButton otherUserId={demand.user_created} demandId={demand.id} />
    </>
  );
}
