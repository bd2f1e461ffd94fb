import { portfolioApi } from '@alinhavo/shared/api/portfolio';
import type { PortfolioSize } from '@alinhavo/shared/schemas/portfolio';
import { api } from '../api';

/**
 * A provider's portfolio. Not part of the device's read model: the owner's section, the search
 * modal, the comparison and the public page each read it when they open (no realtime event).
 */
export const portfolioClient = {
  mine: (signal?: AbortSignal) => api.call(portfolioApi.mine, signal ? { signal } : {}),
  upload: (file: File, caption: string, onProgress?: (fraction: number) => void) =>
    api.call(portfolioApi.upload, {
      body: caption.trim() ? { caption } : {},
      files: [file],
      ...(onProgress ? { onUploadProgress: onProgress } : {}),
    }),
  caption: (id: string, caption: string) =>
    api.call(portfolioApi.caption, { params: { id }, body: { caption } }),
  reorder: (ids: string[]) => api.call(portfolioApi.reorder, { body: { ids } }),
  remove: (id: string) => api.call(portfolioApi.remove, { params: { id } }),
  /** The owner's copies (any approval state; needs the session). */
  ownImage: (id: string, size: PortfolioSize, signal?: AbortSignal) =>
    api.call(portfolioApi.ownImage, {
      params: { id },
      query: { size },
      ...(signal ? { signal } : {}),
    }),
  /** An approved provider's copies, for anyone (the browser revalidates them on every view). */
  publicImage: (id: string, size: PortfolioSize, signal?: AbortSignal) =>
    api.call(portfolioApi.publicImage, {
      params: { id },
      query: { size },
      ...(signal ? { signal } : {}),
    }),
  publicProfile: (id: string, signal?: AbortSignal) =>
    api.call(portfolioApi.publicProfile, { params: { id }, ...(signal ? { signal } : {}) }),
};
