import { filesApi } from '@alinhavo/shared/api/files';
import { lotsApi } from '@alinhavo/shared/api/lots';
import type { LotCreateInput, LotStepInput } from '@alinhavo/shared/schemas/lot';
import { api } from '../api';

/** Production lots of a demand in progress. */
export const lotsClient = {
  list: (demandId: string, signal?: AbortSignal) =>
    api.call(lotsApi.list, { params: { id: demandId }, ...(signal ? { signal } : {}) }),
  create: (demandId: string, body: LotCreateInput) =>
    api.call(lotsApi.create, { params: { id: demandId }, body }),
  step: (demandId: string, lotId: string, body: LotStepInput) =>
    api.call(lotsApi.step, { params: { id: demandId, lotId }, body }),
  active: (signal?: AbortSignal) => api.call(lotsApi.active, signal ? { signal } : {}),
  /** What went with the lot, or a defect photo: the demand files' upload, judged by content. */
  attach: (demandId: string, lotId: string, file: File) =>
    api.call(filesApi.upload, { body: { demand: demandId, lot: lotId }, files: [file] }),
};
