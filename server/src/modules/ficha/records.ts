import type { DbOrTx } from '../../db/client';
import { fichasRepository } from './repository';

/**
 * What other modules read of a demand's ficha técnica inside their own transaction: the grade a
 * quote prices by band or a lot takes cells from, and whether an attachment is one of its drawings.
 */
export const fichaRecords = {
  /** The ficha as it is now (its latest revision), or undefined. */
  current(tx: DbOrTx, demandId: string) {
    return fichasRepository.find(tx, demandId);
  },
  /** Whether the current ficha shows this attachment as a drawing (it cannot be deleted then). */
  drawsOn(tx: DbOrTx, demandId: string, fileId: string) {
    return fichasRepository.drawsOn(tx, demandId, fileId);
  },
};
