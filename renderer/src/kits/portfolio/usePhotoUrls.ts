import type { PortfolioSize } from '@alinhavo/shared/schemas/portfolio';
import { portfolioClient } from '../../data/portfolio/api';
import { useBlobUrls, type ObjectUrl } from '../../ui/use-blob-urls';

/** Whose copies: the owner's own route (any approval) or the public one (approved providers). */
export type PhotoSource = 'own' | 'public';

/** Object URLs of portfolio copies (the public ones are cached by the browser). */
export function usePhotoUrls(
  ids: readonly string[],
  size: PortfolioSize,
  source: PhotoSource,
): Record<string, ObjectUrl> {
  const load = source === 'own' ? portfolioClient.ownImage : portfolioClient.publicImage;
  return useBlobUrls(ids, `portfolio:${source}:${size}`, (id, signal) => load(id, size, signal));
}
