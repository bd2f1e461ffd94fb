import { z } from 'zod';
import { endpoint } from './contract';
import {
  demandFileIdParams,
  demandFileSchema,
  demandFilesQuery,
  downloadQuery,
  uploadFieldsSchema,
} from '../schemas/demand-file';

/** Spec §7 demand files: the upload is multipart, the download is the file itself. */
export const filesApi = {
  upload: endpoint({
    method: 'POST',
    path: '/demand-files/',
    body: uploadFieldsSchema,
    bodyFormat: 'multipart',
    status: 201,
    data: z.array(demandFileSchema),
    auth: 'user',
    summary: 'Anexa arquivos a uma demanda (multipart: demand, depois os arquivos)',
  }),
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
  download: endpoint({
    method: 'GET',
    path: '/demand-files/{id}/download/',
    params: demandFileIdParams,
    query: downloadQuery,
    body: undefined,
    data: z.never(),
    answer: 'file',
    auth: 'user',
    summary: 'O arquivo (?inline=1 mostra imagens no navegador)',
  }),
} as const;
