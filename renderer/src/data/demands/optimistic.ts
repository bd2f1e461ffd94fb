import { apply, type Transition } from '@alinhavo/shared/rules/demand-transitions';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { db, type CachedDemand } from '../db';
import { whenSettled } from '../sync-state';
import { demandsClient } from './api';
import { fromCached } from './cache';
import { putNewest } from './newest-wins';

/** What the device shows before the server answers: the row as it will be, or gone. */
export type Guess = ((row: CachedDemand) => CachedDemand) | 'deleted';

/**
 * One change to a client's own demand: written to the device first, so every screen
 * holding the demand shows it at once; then sent. The server's answer replaces the guess. A
 * refusal puts the row back as it was — unless something newer landed meanwhile (an event, a
 * sync), which is then the truth — and rethrows, so the screen shows the spec's text.
 */
export async function changeMyDemand<T extends Demand | void>(
  id: string,
  guess: Guess,
  send: () => Promise<T>,
): Promise<T> {
  // A sync that started before the change must not bring the old row back after it.
  await whenSettled('demands:mine');
  const held = await db.myDemands.get(id);
  if (held) {
    if (guess === 'deleted') await db.myDemands.delete(id);
    else await db.myDemands.put(guess(held));
  }
  try {
    const answer = await send();
    if (answer) await putNewest(db.myDemands, [answer]);
    return answer;
  } catch (error) {
    if (held) await putNewest(db.myDemands, [fromCached(held)]);
    throw error;
  }
}

/** A demand of the client as the server just answered it (created, edited). */
export const keepMyDemand = (demand: Demand) => putNewest(db.myDemands, [demand]);

/** The guess of a spec §4 transition, by the rule the server applies; refused → no change shown. */
export const guessTransition =
  (t: Transition): Guess =>
  (row) => {
    const outcome = apply(
      {
        status: row.status,
        chosenProfessionalId: row.chosen_professional,
        candidates: row.interested_professionals,
        // The finalize dialog asks for the rating first; the server still checks it.
        ratedChosen: true,
      },
      t,
    );
    return outcome.ok
      ? { ...row, status: outcome.status, chosen_professional: outcome.chosenProfessionalId }
      : row;
  };

/** The client's actions on one demand, each shown at once and undone if the server refuses. */
export const myDemandActions = {
  select: (id: string, professionalId: string, acceptExpired = false) =>
    changeMyDemand(id, guessTransition({ kind: 'select', professionalId }), () =>
      demandsClient.select(id, professionalId, acceptExpired),
    ),
  removeChosen: (id: string, reason?: string) =>
    changeMyDemand(id, guessTransition({ kind: 'remove' }), () =>
      demandsClient.removeChosen(id, reason),
    ),
  finalize: (id: string) =>
    changeMyDemand(id, guessTransition({ kind: 'finalize' }), () => demandsClient.finalize(id)),
  remove: (id: string) =>
    changeMyDemand(id, 'deleted', async () => {
      await demandsClient.remove(id);
    }),
};
