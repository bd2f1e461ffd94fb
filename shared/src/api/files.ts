import { z } from 'zod';
import { endpoint } from './contract';
import { demandFileIdParams, demandFileSchema, demandFilesQuery } from '../schemas/demand-file';

/**
 * Spec §7 demand files. The upload (POST multipart: demand, file…) and the download stream are
 * not JSON, so they are not endpoints here; their paths are FILE_PATHS.
 */
export const filesApi = {
  list: endpoint({
    method: 'GET',
    path: '/demand-files/',
    query: demandFilesQuery,
    body: undefined,
    data: z.array(demandFileSchema),
    auth: 'user',
    summary: 'Anexos de uma demanda (?demand={id})',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/demand-files/{id}/',
    params: demandFileIdParams,
    body: undefined,
    data: z.object({}),
    auth: 'user',
    summary: 'Remove um anexo (dono da demanda)',
  }),
} as const;

export const FILE_PATHS = {
  upload: '/demand-files/',
  download: (id: string) => `/demand-files/${id}/download/`,
} as const;
