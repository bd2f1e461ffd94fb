import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { ApiError } from '../../data/api';

/** The rules the server explains in words (another professional chosen, rate first, …). */
const RULE_TEXTS: ReadonlySet<string> = new Set(Object.values(DEMAND_TEXTS));

/**
 * What a failed action says on screen: the server's own text when it states a demand or rating
 * rule the person can act on, else the spec §8 text of that action.
 */
export function actionError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== undefined && RULE_TEXTS.has(error.message))
    return error.message;
  return fallback;
}
