import { useEffect } from 'react';
import { feedClientFigures } from '../../data/reviews/store';

/** Asks the server once for the figures of these clients (in pages of 50). */
export function useClientFiguresFeed(clientIds: readonly string[]): void {
  const key = [...new Set(clientIds)].sort().join(',');
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    for (let i = 0; i < ids.length; i += 50)
      void feedClientFigures(ids.slice(i, i + 50)).catch(() => undefined);
  }, [key]);
}
