import { useEffect, useState } from 'react';
import { filesClient } from '../../../data/demands/api';

/** An image's object URL, or null when its bytes could not be loaded (absent = still loading). */
export type ObjectUrl = string | null;

/**
 * Loads the bytes of each attachment (the download needs the session, so a plain <img src> of
 * the server path would not do) and hands back object URLs, revoked when the files change or the
 * screen closes.
 */
export function useObjectUrls(fileIds: readonly string[]): Record<string, ObjectUrl> {
  const [urls, setUrls] = useState<Record<string, ObjectUrl>>({});
  const key = fileIds.join(',');

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const created: string[] = [];
    for (const id of key.split(',')) {
      filesClient
        .blob({ id }, controller.signal)
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
  }, [key]);

  // Only this list's entries: a revoked URL of an earlier list must never reach an <img>.
  const current: Record<string, ObjectUrl> = {};
  for (const id of fileIds) {
    const url = urls[id];
    if (url !== undefined) current[id] = url;
  }
  return current;
}
