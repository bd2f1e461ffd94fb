import { analyticsApi } from '@alinhavo/shared/api/analytics';
import { demandsApi } from '@alinhavo/shared/api/demands';
import { filesApi } from '@alinhavo/shared/api/files';
import { ratingsApi } from '@alinhavo/shared/api/ratings';
import type { DemandBody, DemandPatch, DemandStatus } from '@alinhavo/shared/schemas/demand';
import type { DemandFile } from '@alinhavo/shared/schemas/demand-file';
import { platform } from '../../platform';
import type { AttachmentResult } from '../../platform/types';
import { api } from '../api';

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
    api.call(demandsApi.list, {
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
    api.call(demandsApi.opportunities, {
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
  myJobs: (signal?: AbortSignal) => api.call(demandsApi.myJobs, signal ? { signal } : {}),
  get: (id: string, signal?: AbortSignal) =>
    api.call(demandsApi.get, { params: { id }, ...(signal ? { signal } : {}) }),
  // The funnel's facts (published, interest, chosen, completed) are recorded by the server.
  create: (body: DemandBody) => api.call(demandsApi.create, { body }),
  update: (id: string, patch: DemandPatch) =>
    api.call(demandsApi.patch, { params: { id }, body: patch }),
  remove: (id: string) => api.call(demandsApi.delete, { params: { id } }),
  showInterest: (id: string) => api.call(demandsApi.interest, { params: { id } }),
  /** `acceptExpired`: the client confirmed choosing with a quote past its validity. */
  select: (id: string, professionalId: string, acceptExpired = false) =>
    api.call(demandsApi.patch, {
      params: { id },
      body: {
        chosen_professional_id: professionalId,
        ...(acceptExpired ? { accept_expired_quote: true } : {}),
      },
    }),
  /** `reason`: required by the server while a lot of the demand is not yet delivered. */
  removeChosen: (id: string, reason?: string) =>
    api.call(demandsApi.patch, {
      params: { id },
      body: { chosen_professional_id: null, ...(reason ? { removal_reason: reason } : {}) },
    }),
  finalize: (id: string) =>
    api.call(demandsApi.patch, {
      params: { id },
      body: { status: 'CONCLUÍDA', finalized_at: new Date().toISOString() },
    }),
};

export const analyticsClient = {
  client: (signal?: AbortSignal) => api.call(analyticsApi.client, signal ? { signal } : {}),
};

/** The client's own rating writes; reads go through the device (data/people). */
export const ratingsClient = {
  create: (body: {
    professional: string;
    score: number;
    comment?: string | null;
    /** DESIGN §9.16: always the demand the professional took. */
    demand: string;
  }) => api.call(ratingsApi.create, { body }),
  update: (id: string, body: { score?: number; comment?: string | null }) =>
    api.call(ratingsApi.patch, { params: { id }, body }),
  remove: (id: string) => api.call(ratingsApi.delete, { params: { id } }),
};

export const filesClient = {
  list: (demandId: string, signal?: AbortSignal) =>
    api.call(filesApi.list, {
      query: { demand: demandId },
      ...(signal ? { signal } : {}),
    }),
  remove: (id: string) => api.call(filesApi.delete, { params: { id } }),
  /** One request per file (spec §5: uploaded one at a time); `onProgress` gets 0–1 of this file. */
  upload: (demandId: string, file: File, onProgress?: (fraction: number) => void) =>
    api.call(filesApi.upload, {
      body: { demand: demandId },
      files: [file],
      ...(onProgress ? { onUploadProgress: onProgress } : {}),
    }),
  /** The bytes of one attachment (image viewer previews, web downloads). */
  blob: (file: Pick<DemandFile, 'id'>, signal?: AbortSignal) =>
    api.call(filesApi.download, { params: { id: file.id }, ...(signal ? { signal } : {}) }),
};

/** Download (or Abrir, on the desktop) one attachment through the platform. */
export async function saveAttachment(file: DemandFile): Promise<AttachmentResult> {
  return platform.saveAttachment({
    url: await api.urlOf(filesApi.download, { params: { id: file.id } }),
    name: file.name,
    fetchBlob: () => filesClient.blob(file),
  });
}
