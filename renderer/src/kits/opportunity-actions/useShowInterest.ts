import { OPPORTUNITY_TEXTS } from '@alinhavo/shared/messages/opportunities';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { useState } from 'react';
import { notify } from '../../ui/notify';

/**
 * The provider shows interest in a demand (spec §4: irreversible; the count rises by one and chat
 * opens), from Oportunidades or the dashboard. `onShown` gets the demand as the server now has
 * it. The request and its texts load with the first click: the dashboard's first screen only
 * shows the button.
 */
export function useShowInterest(onShown: (demand: Demand) => void | Promise<void>) {
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function show(demand: Demand) {
    if (pendingId !== null || demand.user_is_interested) return;
    setPendingId(demand.id);
    try {
      const { requestInterest } = await import('./interest-request');
      await requestInterest(demand, onShown);
    } catch {
      // The request's module did not arrive (offline after a new release).
      notify.error(OPPORTUNITY_TEXTS.interestError);
    } finally {
      setPendingId(null);
    }
  }

  return { pendingId, show: (demand: Demand) => void show(demand) };
}
