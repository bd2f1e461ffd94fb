/**
 * A demand's status values and labels, apart from the demand schemas (./demand.ts, which
 * re-exports them): screens that only show a status need not load the schemas or zod.
 */
/** Server values (spec §4); anything else maps to cancelled on screen. */
export const DEMAND_STATUSES = ['ABERTA', 'EM ANDAMENTO', 'CONCLUÍDA', 'CANCELADA'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];
export type DemandStatusKey = 'open' | 'in_progress' | 'completed' | 'cancelled' | 'unknown';

const KEY_OF: Record<DemandStatus, DemandStatusKey> = {
  ABERTA: 'open',
  'EM ANDAMENTO': 'in_progress',
  CONCLUÍDA: 'completed',
  CANCELADA: 'cancelled',
};

/** Spec §4: any other server value is cancelled; no value at all is unknown. */
export function statusKey(value: string | null | undefined): DemandStatusKey {
  if (!value) return 'unknown';
  return KEY_OF[value as DemandStatus] ?? 'cancelled';
}

export const STATUS_LABELS: Record<DemandStatusKey, string> = {
  open: 'Aberta',
  in_progress: 'Em Andamento',
  completed: 'Concluída',
  cancelled: 'Cancelada',
  unknown: 'Desconhecido',
};
