import { useDeferredValue } from 'react';

/**
 * How many rows of a list to draw now. A list that mounts with its data draws the first `first`
 * rows in its first commit and the rest in a background render right after (React's deferred
 * value with an initial value), so the screen shows its top rows without waiting for rows
 * below the fold (first list item ≤ 100 ms after the route loads). Later changes to
 * the list draw every row at once, as usual.
 */
export function useProgressiveCount(total: number, first: number): number {
  return useDeferredValue(total, Math.min(total, first));
}
