import { COMPLETENESS_LABELS } from '@alinhavo/shared/messages/profile';
import type { Profile } from '@alinhavo/shared/schemas/profile-view';

/**
 * Spec §3: what is still missing for the profile to appear in searches. A module of its own so
 * the dashboard's card takes this line and not the profile header (with dayjs) it came from.
 */
export function missingText(missing: Profile['completeness']['missing']): string {
  return `Para aparecer nas buscas, complete: ${missing.map((m) => COMPLETENESS_LABELS[m]).join(', ')}.`;
}
