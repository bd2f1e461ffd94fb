import { fichaApi } from '@alinhavo/shared/api/ficha';
import type { FichaPutInput } from '@alinhavo/shared/schemas/ficha';
import { api } from '../api';

/** The ficha técnica of a demand (404: the demand has none). */
export const fichaClient = {
  get: (demandId: string, signal?: AbortSignal) =>
    api.call(fichaApi.get, { params: { id: demandId }, ...(signal ? { signal } : {}) }),
  put: (demandId: string, body: FichaPutInput) =>
    api.call(fichaApi.put, { params: { id: demandId }, body }),
  acknowledge: (demandId: string, revision: number) =>
    api.call(fichaApi.acknowledge, { params: { id: demandId }, body: { revision } }),
};
