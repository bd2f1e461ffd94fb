import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** An image's object URL, or null when its bytes could not be loaded (absent = still loading). */
export type ObjectUrl = string | null;

/**
 * Object URLs of the blobs `load` fetches, one request per id (downloads that need the session,
 * where a plain <img src> of the server path would not do), revoked when the list changes or the
 * screen closes. `loader` names what `load` fetches: a new name reloads, a new function of the
 * same name does not.
 */
export function useBlobUrls(
  ids: readonly string[],
  loader: string,
  load: (id: string, signal: AbortSignal) => Promise<Blob>,
): Record<string, ObjectUrl> {
  const [urls, setUrls] = useState<Record<string, ObjectUrl>>({});
  const key = ids.join(',');
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const created: string[] = [];
    for (const id of key.split(',')) {
      loadRef
        .current(id, controller.signal)
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
  }, [key, loader]);

  // Only this list's entries: a revoked URL of an earlier list must never reach an <img>.
  const current: Record<string, ObjectUrl> = {};
  for (const id of ids) {
    const url = urls[id];
    if (url !== undefined) current[id] = url;
  }
  return current;
}
