import { useState } from 'react';

/**
 * The last non-null value: a closing modal keeps showing what it showed while it fades out,
 * instead of collapsing to an empty frame.
 */
export function useLastNonNull<T>(value: T | null): T | null {
  const [last, setLast] = useState<T | null>(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
