import { fichaApi } from '@alinhavo/shared/api/ficha';
import { fichaModelsApi } from '@alinhavo/shared/api/ficha-models';
import type { FichaPutInput } from '@alinhavo/shared/schemas/ficha';
import type { FichaModelInput } from '@alinhavo/shared/schemas/ficha-model';
import { api } from '../api';

/** The ficha técnica of a demand (404: the demand has none). */
export const fichaClient = {
  get: (demandId: string, signal?: AbortSignal) =>
    api.call(fichaApi.get, { params: { id: demandId }, ...(signal ? { signal } : {}) }),
  put: (demandId: string, body: FichaPutInput) =>
    api.call(fichaApi.put, { params: { id: demandId }, body }),
  acknowledge: (demandId: string, revision: number) =>
    api.call(fichaApi.acknowledge, { params: { id: demandId }, body: { revision } }),
  /** A past revision in full (owner, admin and the chosen facção; others 404). */
  revision: (demandId: string, revision: number, signal?: AbortSignal) =>
    api.call(fichaApi.revision, {
      params: { id: demandId, revision },
      ...(signal ? { signal } : {}),
    }),
};

/** The client's ficha técnica models ('Modelos'): kept under a name, to start new demands from. */
export const fichaModelsClient = {
  list: (signal?: AbortSignal) => api.call(fichaModelsApi.list, { ...(signal ? { signal } : {}) }),
  get: (id: string) => api.call(fichaModelsApi.get, { params: { id } }),
  create: (body: FichaModelInput) => api.call(fichaModelsApi.create, { body }),
  delete: (id: string) => api.call(fichaModelsApi.delete, { params: { id } }),
};
