import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { apply } from '@alinhavo/shared/rules/demand-transitions';
import type { DbOrTx } from '../../db/client';
import type { DemandRow } from '../../db/schema';
import { AppError, forbidden } from '../../http/errors';
import { demandsRepository } from './repository';

/**
 * Spec §4 'Provider approval': only an approved provider shows interest or sends (or revises) a
 * quote, since either makes them a candidate the client sees. Read from the database, never from
 * the token, as the first step of the caller's transaction (before the demand's lock, see
 * `providerApproval`). Refused with 403 and the text that says why.
 */
export async function assertApprovedProvider(tx: DbOrTx, professionalId: string): Promise<void> {
  if ((await demandsRepository.providerApproval(tx, professionalId)) !== 'APPROVED')
    throw forbidden(T.providerNotApproved);
}

/**
 * A provider's interest in a demand the caller locked for update, by the spec §4 rule shared with
 * the device: refused (409) with the rule's reason, else recorded. 'already' when the provider
 * was a candidate before, which 'Interessar-se' refuses and a quote takes as it is.
 */
export async function recordInterest(
  tx: DbOrTx,
  row: Pick<DemandRow, 'id' | 'status' | 'chosenProfessionalId'>,
  professionalId: string,
): Promise<'added' | 'already'> {
  const candidates = await demandsRepository.candidates(tx, row.id);
  const outcome = apply(
    {
      status: row.status,
      chosenProfessionalId: row.chosenProfessionalId,
      candidates,
      ratedChosen: false,
    },
    { kind: 'interest', professionalId },
  );
  if (outcome.ok)
    return (await demandsRepository.addInterest(tx, row.id, professionalId)) ? 'added' : 'already';
  if (row.status === 'ABERTA' && candidates.includes(professionalId)) return 'already';
  throw new AppError(409, outcome.reason, 'VALIDATION');
}
