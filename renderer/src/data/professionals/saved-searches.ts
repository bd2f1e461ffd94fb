import type { SavedSearch } from '@alinhavo/shared/schemas/search';
import { useCallback, useEffect, useState } from 'react';
import { professionalsClient } from './api';

/**
 * The client's saved searches (at most a handful), asked once per visit of the screen. They are
 * only ever shown there, so they stay in memory. A failed read shows none (the search itself
 * still works); newest first.
 */
export function useSavedSearches() {
  const [list, setList] = useState<SavedSearch[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    professionalsClient.savedSearches(controller.signal).then(
      (rows) => setList([...rows].sort((a, b) => b.created_at.localeCompare(a.created_at))),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  const added = useCallback(
    (saved: SavedSearch) => setList((rows) => [saved, ...rows.filter((r) => r.id !== saved.id)]),
    [],
  );
  const removed = useCallback(
    (id: string) => setList((rows) => rows.filter((r) => r.id !== id)),
    [],
  );
  return { list, added, removed };
}
