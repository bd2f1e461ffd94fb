import { analyticsApi } from '@alinhavo/shared/api/analytics';
import { demandsApi } from '@alinhavo/shared/api/demands';
import { filesApi, FILE_PATHS } from '@alinhavo/shared/api/files';
import { ratingsApi } from '@alinhavo/shared/api/ratings';
import type { DemandBody, DemandPatch, DemandStatus } from '@alinhavo/shared/schemas/demand';
import { demandFileSchema, type DemandFile } from '@alinhavo/shared/schemas/demand-file';
import { successEnvelope } from '@alinhavo/shared/schemas/envelope';
import { z } from 'zod';
import { API_PREFIX } from '@alinhavo/shared/api/contract';
import { platform } from '../../platform';
import type { AttachmentResult } from '../../platform/types';
import { api } from '../api';
import { invalidResponseError, toApiError } from '../api/errors';

/** Filters of Minhas Demandas (spec §2): a status tile and the search box. */
export interface MyDemandsQuery {
  status?: DemandStatus | undefined;
  search?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Filters of Oportunidades: every list is comma-joined on the wire (spec §7). */
export interface OpportunityFilters {
  search?: string | undefined;
  services?: number[] | undefined;
  areas?: number[] | undefined;
  ufs?: string[] | undefined;
  cities?: string[] | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const joined = (values: readonly (string | number)[] | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined;
const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export const demandsClient = {
  /** A client's list is always their own demands: the server scopes it by the session. */
  myDemands: (q: MyDemandsQuery = {}, signal?: AbortSignal) =>
    api.call(demandsApi.list, undefined, {
      query: {
        status: q.status,
        search: text(q.search),
        page: q.page,
        page_size: q.pageSize,
        ordering: '-created_at',
      },
      ...(signal ? { signal } : {}),
    }),
  opportunities: (f: OpportunityFilters = {}, signal?: AbortSignal) =>
    api.call(demandsApi.opportunities, undefined, {
      query: {
        search: text(f.search),
        service: joined(f.services),
        area: joined(f.areas),
        uf: joined(f.ufs),
        city: joined(f.cities),
        page: f.page,
        page_size: f.pageSize,
      },
      ...(signal ? { signal } : {}),
    }),
  myJobs: (signal?: AbortSignal) =>
    api.call(demandsApi.myJobs, undefined, signal ? { signal } : {}),
  get: (id: string, signal?: AbortSignal) =>
    api.call(demandsApi.get, undefined, { params: { id }, ...(signal ? { signal } : {}) }),
  create: (body: DemandBody) => api.call(demandsApi.create, body),
  update: (id: string, patch: DemandPatch) => api.call(demandsApi.patch, patch, { params: { id } }),
  remove: (id: string) => api.call(demandsApi.delete, undefined, { params: { id } }),
  showInterest: (id: string) => api.call(demandsApi.interest, undefined, { params: { id } }),
  select: (id: string, professionalId: string) =>
    api.call(demandsApi.patch, { chosen_professional_id: professionalId }, { params: { id } }),
  removeChosen: (id: string) =>
    api.call(demandsApi.patch, { chosen_professional_id: null }, { params: { id } }),
  finalize: (id: string) =>
    api.call(
      demandsApi.patch,
      { status: 'CONCLUÍDA', finalized_at: new Date().toISOString() },
      { params: { id } },
    ),
  candidates: (id: string, signal?: AbortSignal) =>
    api.call(demandsApi.interested, undefined, { params: { id }, ...(signal ? { signal } : {}) }),
  chosen: (id: string, signal?: AbortSignal) =>
    api.call(demandsApi.chosen, undefined, { params: { id }, ...(signal ? { signal } : {}) }),
};

export const analyticsClient = {
  client: (signal?: AbortSignal) =>
    api.call(analyticsApi.client, undefined, signal ? { signal } : {}),
  professional: (signal?: AbortSignal) =>
    api.call(analyticsApi.professional, undefined, signal ? { signal } : {}),
};

export const ratingsClient = {
  ofProfessional: (professionalId: string, signal?: AbortSignal) =>
    api.call(ratingsApi.list, undefined, {
      query: { professional: professionalId },
      ...(signal ? { signal } : {}),
    }),
  lookup: (
    q: { clientId: string; professionalId: string; demandId?: string },
    signal?: AbortSignal,
  ) =>
    api.call(ratingsApi.lookup, undefined, {
      query: { client_id: q.clientId, professional_id: q.professionalId, demand_id: q.demandId },
      ...(signal ? { signal } : {}),
    }),
  create: (body: { professional: string; score: number; comment?: string | null; demand?: string }) =>
    api.call(ratingsApi.create, body),
  update: (id: string, body: { score?: number; comment?: string | null }) =>
    api.call(ratingsApi.patch, body, { params: { id } }),
  remove: (id: string) => api.call(ratingsApi.delete, undefined, { params: { id } }),
};

const uploadAnswer = successEnvelope(z.array(demandFileSchema));

export const filesClient = {
  list: (demandId: string, signal?: AbortSignal) =>
    api.call(filesApi.list, undefined, {
      query: { demand: demandId },
      ...(signal ? { signal } : {}),
    }),
  remove: (id: string) => api.call(filesApi.delete, undefined, { params: { id } }),
  /** One request per file (spec §5: uploaded one at a time); `onProgress` gets 0–1 of this file. */
  async upload(
    demandId: string,
    file: File,
    onProgress?: (fraction: number) => void,
  ): Promise<DemandFile[]> {
    const form = new FormData();
    form.append('demand', demandId);
    form.append('file', file, file.name);
    try {
      const res = await api.http.post(FILE_PATHS.upload, form, {
        authRequired: true,
        timeout: 0, // a 20 MB file on a slow line takes longer than the JSON timeout
        headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: (e) => {
          if (onProgress && e.total) onProgress(e.loaded / e.total);
        },
      });
      const parsed = uploadAnswer.safeParse(res.data);
      if (!parsed.success) throw invalidResponseError(res.status);
      return parsed.data.data;
    } catch (error) {
      throw toApiError(error);
    }
  },
  /** The bytes of one attachment (image viewer previews, web downloads). */
  async blob(file: Pick<DemandFile, 'id'>, signal?: AbortSignal): Promise<Blob> {
    try {
      const res = await api.http.get<Blob>(FILE_PATHS.download(file.id), {
        authRequired: true,
        responseType: 'blob',
        timeout: 0,
        ...(signal ? { signal } : {}),
      });
      return res.data;
    } catch (error) {
      throw toApiError(error);
    }
  },
};

/** Download (or Abrir, on the desktop) one attachment through the platform. */
export async function saveAttachment(file: DemandFile): Promise<AttachmentResult> {
  const origin = await platform.serverOrigin();
  return platform.saveAttachment({
    url: `${origin}${API_PREFIX}${FILE_PATHS.download(file.id)}`,
    name: file.name,
    accessToken: api.currentAccessToken(),
    fetchBlob: () => filesClient.blob(file),
  });
}
