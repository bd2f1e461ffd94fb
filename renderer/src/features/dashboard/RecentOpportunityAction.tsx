import type { Demand } from '@alinhavo/shared/schemas/demand';
import { Suspense, useState } from 'react';
import { lazyPage } from '../../app/lazy-page';
import { rememberOpportunities } from '../../data/demands/opportunities';
import { NextStepAction } from '../../kits/opportunity-actions/NextStepAction';
import { useShowInterest } from '../../kits/opportunity-actions/useShowInterest';

/** The quote form, loaded when 'Enviar proposta' is pressed. */
const QuoteModal = lazyPage(() => import('../../kits/quotes/QuoteModal').then((m) => m.QuoteModal));

/** What the device's store gets after an action: every list reading it follows at once. */
const remember = (demand: Demand) => rememberOpportunities([demand]).catch(() => undefined);

/**
 * A recent opportunity's next step — interest, the quote the client asked for, or chat — with
 * the same buttons, interest and quote form as Oportunidades' cards, written to the same store.
 * In a chunk of its own, fetched as the dashboard opens: the first screen does not carry it.
 */
export default function RecentOpportunityAction({ demand }: { demand: Demand }) {
  const interest = useShowInterest(remember);
  const [quoting, setQuoting] = useState<Demand | null>(null);
  return (
    <>
      <NextStepAction
        demand={demand}
        pending={interest.pendingId === demand.id}
        onInterest={interest.show}
        onQuote={setQuoting}
        subject={demand.title}
        size="xs"
      />
      {quoting && (
        <Suspense fallback={null}>
          <QuoteModal demand={quoting} onClose={() => setQuoting(null)} onSent={remember} />
        </Suspense>
      )}
    </>
  );
}
