import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { ReactNode } from 'react';

export interface DemandDetailsModalProps {
  /** The demand to show; null = closed. */
  demandId: string | null;
  /** Shown at once while the fresh copy loads (from the list the person clicked). */
  initial?: Demand | undefined;
  onClose: () => void;
  /** Footer buttons chosen by the screen; Fechar is always there. */
  actions?: ((demand: Demand) => ReactNode) | undefined;
}

/** PLACEHOLDER owned by the opportunities helper: replaced by the real modal. */
export function DemandDetailsModal(_props: DemandDetailsModalProps) {
  return null;
}
