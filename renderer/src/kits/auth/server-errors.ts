import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../data/api';
import { notify } from '../../ui/notify';

/**
 * Server validation texts go on the fields they name; anything else becomes one toast.
 * Returns the ApiError so screens can branch on status or code.
 */
export function showApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback?: string,
): ApiError {
  const apiError = error instanceof ApiError ? error : new ApiError({ message: fallback ?? '' });
  let placed = 0;
  for (const [field, message] of Object.entries(apiError.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed += 1;
    }
  }
  if (placed === 0) notify.error(apiError.message || fallback || '');
  return apiError;
}
