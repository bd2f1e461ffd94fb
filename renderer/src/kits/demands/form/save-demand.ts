import type { Demand, DemandBody } from '@alinhavo/shared/schemas/demand';
import { ApiError } from '../../../data/api';
import { demandsClient, filesClient } from '../../../data/demands/api';
import { keepMyDemand } from '../../../data/demands/optimistic';
import { changesOf } from './demand-form';

export interface SaveInput {
  /** The demand being edited; null creates a new one. */
  demand: Demand | null;
  body: DemandBody;
  files: readonly File[];
  /** Ids of attachments to remove after the update. */
  removals: readonly string[];
  onFileStart?: (index: number) => void;
  onFileProgress?: (index: number, fraction: number) => void;
  onFileEnd?: (index: number, ok: boolean) => void;
  onRemoving?: () => void;
}

export interface SaveOutcome {
  id: string;
  uploadFailed: boolean;
  /** The server's reason for the first refused file (a limit, a type), in its pt-BR words. */
  uploadError?: string;
  removeFailed: boolean;
}

/**
 * Spec §5: create (or update) the demand, then upload the new files one at a time, then remove
 * the attachments marked for removal. Throws only when the demand itself was not saved; after
 * that, failures are reported in the outcome and the remaining work still runs.
 */
export async function saveDemand(input: SaveInput): Promise<SaveOutcome> {
  const { demand, body } = input;
  let id: string;
  if (demand) {
    const patch = changesOf(demand, body);
    // The device learns the server's answer at once: every list holding the demand follows.
    if (Object.keys(patch).length > 0)
      await keepMyDemand(await demandsClient.update(demand.id, patch));
    id = demand.id;
  } else {
    // The answer is only the id: the list's sync after the save brings the new row.
    id = (await demandsClient.create(body)).id;
  }

  let uploadFailed = false;
  let uploadError: string | undefined;
  for (const [index, file] of input.files.entries()) {
    input.onFileStart?.(index);
    try {
      await filesClient.upload(id, file, (fraction) => input.onFileProgress?.(index, fraction));
      input.onFileEnd?.(index, true);
    } catch (error) {
      uploadFailed = true;
      if (error instanceof ApiError && error.status !== undefined && error.status < 500)
        uploadError ??= error.message;
      input.onFileEnd?.(index, false);
    }
  }

  let removeFailed = false;
  if (demand && input.removals.length > 0) {
    input.onRemoving?.();
    for (const fileId of input.removals) {
      try {
        await filesClient.remove(fileId);
      } catch {
        removeFailed = true;
      }
    }
  }
  return { id, uploadFailed, removeFailed, ...(uploadError ? { uploadError } : {}) };
}
