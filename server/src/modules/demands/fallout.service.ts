import type { UserType } from '@alinhavo/shared/schemas/user';
import type { DbOrTx } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { demandPeopleRepository as people } from './people.repository';

/**
 * What an account's change did to other people's demands, gathered inside its transaction and
 * told once that is committed: the rows each person involved must now see, or that they lost.
 */
export interface DemandFallout {
  /** Demands whose row changed (ids); each person involved hears their own view. */
  changed: string[];
  /** The owner's demands that go with their account, and the providers involved in each. */
  deleted: { demandId: string; recipientIds: string[] }[];
}

type Person = { id: string; userType: UserType };

/**
 * Suspension or reactivation: a client's open demands leave or rejoin the feed (the candidates
 * and the chosen provider still see them, as GET and Meus Trabalhos answer); a provider leaves
 * or rejoins the candidate lists of the demands they showed interest in.
 */
export async function falloutOfSuspension(tx: DbOrTx, person: Person): Promise<DemandFallout> {
  const changed =
    person.userType === 'CLIENTE'
      ? await people.touchOpenOwnedBy(tx, person.id)
      : await people.touchCandidacies(tx, person.id);
  return { changed, deleted: [] };
}

/**
 * An admin approved or rejected a provider (spec §4 'Provider approval'): they join or leave the
 * candidate lists clients are shown, so every demand they are a candidate of is moved (cursor
 * syncs see it) and its owner hears the new row.
 */
export async function falloutOfApproval(
  tx: DbOrTx,
  professionalId: string,
): Promise<DemandFallout> {
  return { changed: await people.touchCandidacies(tx, professionalId), deleted: [] };
}

/**
 * Before the account row is deleted: a client's demands go by cascade, so their providers are
 * read now; a provider's candidacies go and their jobs in progress open again.
 */
export async function falloutOfDeletion(tx: DbOrTx, person: Person): Promise<DemandFallout> {
  if (person.userType === 'CLIENTE') {
    const owned = await people.ownedWithProviders(tx, person.id);
    return {
      changed: [],
      deleted: owned.map((d) => ({ demandId: d.id, recipientIds: d.providerIds })),
    };
  }
  return { changed: await people.releaseProvider(tx, person.id), deleted: [] };
}

/** After the commit. The deleted demands' files are the account's to remove (account.deleted). */
export function announceFallout(bus: EventBus, fallout: DemandFallout): void {
  for (const { demandId, recipientIds } of fallout.deleted)
    bus.publish('demand.deleted', { demandId, storageNames: [], recipientIds });
  if (fallout.changed.length > 0) bus.publish('demands.touched', { demandIds: fallout.changed });
}
