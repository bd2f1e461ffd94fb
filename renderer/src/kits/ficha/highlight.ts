import type { Ficha } from '@alinhavo/shared/schemas/ficha';

/**
 * The field keys changed in the revisions after the chosen facção's last 'Ciente' (see
 * diffFichas in shared/src/rules/ficha.ts for the keys), the ones to highlight.
 */
export function unacknowledgedChanges(ficha: Ficha) {
  const after = ficha.acknowledged_revision ?? 0;
  return ficha.revisions.filter((r) => r.revision > after).flatMap((r) => r.changes);
}

export function changedKeys(ficha: Ficha): Set<string> {
  return new Set(unacknowledgedChanges(ficha).map((c) => c.field));
}
