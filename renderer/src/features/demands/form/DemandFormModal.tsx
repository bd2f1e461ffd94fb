import type { Demand } from '@alinhavo/shared/schemas/demand';

export interface DemandFormModalProps {
  opened: boolean;
  /** Set: edit this demand; absent: create a new one. */
  demand?: Demand | null | undefined;
  onClose: () => void;
  /** After a successful create or update (the form has reset itself; the caller reloads). */
  onSaved: (id: string) => void;
}

/** PLACEHOLDER owned by the demand-form helper: replaced by the real modal. */
export function DemandFormModal(_props: DemandFormModalProps) {
  return null;
}
