import type { PortfolioSize } from '@alinhavo/shared/schemas/portfolio';
import { useEffect, useState } from 'react';
import { portfolioClient } from '../../data/portfolio/api';
import type { ObjectUrl } from '../demands/attachments/useObjectUrls';

/** Whose copies: the owner's own route (any approval) or the public one (approved providers). */
export type PhotoSource = 'own' | 'public';

/**
 * Object URLs of portfolio copies (one request per photo; the public ones are cached by the
 * browser), revoked when the list changes or the screen closes. Absent = loading, null = failed.
 */
export function usePhotoUrls(
  ids: readonly string[],
  size: PortfolioSize,
  source: PhotoSource,
): Record<string, ObjectUrl> {
  const [urls, setUrls] = useState<Record<string, ObjectUrl>>({});
  const key = ids.join(',');

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const created: string[] = [];
    const load = source === 'own' ? portfolioClient.ownImage : portfolioClient.publicImage;
    for (const id of key.split(',')) {
      load(id, size, controller.signal)
        .then((blob) => {
          if (controller.signal.aborted) return;
          const url = URL.createObjectURL(blob);
          created.push(url);
          setUrls((current) => ({ ...current, [id]: url }));
        })
        .catch(() => {
          if (!controller.signal.aborted) setUrls((current) => ({ ...current, [id]: null }));
        });
    }
    return () => {
      controller.abort();
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [key, size, source]);

  const current: Record<string, ObjectUrl> = {};
  for (const id of ids) {
    const url = urls[id];
    if (url !== undefined) current[id] = url;
  }
  return current;
}
