import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { OPPORTUNITY_TEXTS } from '@alinhavo/shared/messages/opportunities';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { demandsClient } from '../../data/demands/api';
import { notify } from '../../ui/notify';

/** Spec §8: the server's refusal is shown as it came; any other failure gets the generic text. */
export function interestErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message.includes(DEMAND_TEXTS.onlySelfInterest)
    ? message
    : OPPORTUNITY_TEXTS.interestError;
}

/**
 * Sends the interest and says how it went. `onShown` gets the demand as the server now has it;
 * the toast waits for it (the store written), so the card already says Interessado when the
 * toast says so.
 */
export async function requestInterest(
  demand: Demand,
  onShown: (demand: Demand) => void | Promise<void>,
): Promise<void> {
  try {
    const updated = await demandsClient.showInterest(demand.id);
    await onShown({ ...updated, user_is_interested: true });
    notify.success(DEMAND_TEXTS.interestShown);
  } catch (error) {
    notify.error(interestErrorText(error));
  }
}
