import type { DbOrTx } from '../../db/client';
import type { DemandRow } from '../../db/schema';
import { storedFiles } from '../files/deletions';
import { peopleInvolved } from './demand-announcements';
import { demandsRepository } from './repository';
import { withdrawReviewsOf, type Withdrawn } from './reviews-withdrawal.service';

export interface RemovedDemand {
  /** The attachments' objects, queued with the delete; removed from the store after the commit. */
  storageNames: string[];
  /** Everyone the demand involved, told after the commit. */
  recipientIds: string[];
  /** Its reviews both ways, whose removal is told after the commit. */
  withdrawn: Withdrawn;
}

/**
 * Deletes a demand inside the caller's transaction, on the row it locked (by its owner or by an
 * admin): its attachments queued for removal from the store (they follow after the commit, or
 * later if the store is down), its reviews withdrawn, then the row; the tombstone trigger turns
 * it into a deletion in every sync.
 */
export async function deleteDemand(
  tx: DbOrTx,
  row: Pick<DemandRow, 'id' | 'userCreated' | 'chosenProfessionalId'>,
): Promise<RemovedDemand> {
  const [storageNames, recipientIds] = await Promise.all([
    storedFiles.scheduleDemandsRemoval(tx, [row.id]),
    peopleInvolved(tx, row),
  ]);
  const withdrawn = await withdrawReviewsOf(tx, row.id);
  await demandsRepository.delete(tx, row.id);
  return { storageNames, recipientIds, withdrawn };
}
