import { apply } from '@alinhavo/shared/rules/demand-transitions';
import type { DbOrTx } from '../../db/client';
import type { DemandRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { demandsRepository } from './repository';

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
