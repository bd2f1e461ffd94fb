import { DEMAND_TEXTS as T } from '../messages/demands';
import type { DemandStatus } from '../schemas/demand';

/** What a demand looks like to the rules: its state, chosen professional and candidates. */
export interface DemandState {
  status: DemandStatus;
  chosenProfessionalId: string | null;
  candidates: readonly string[];
  ratedChosen: boolean;
}

export type Transition =
  | { kind: 'select'; professionalId: string }
  | { kind: 'remove' }
  | { kind: 'finalize' }
  | { kind: 'interest'; professionalId: string };

export type Outcome =
  | { ok: true; status: DemandStatus; chosenProfessionalId: string | null }
  | { ok: false; reason: string };

/**
 * Spec §4, every transition of a demand. Pure, so every rule is one unit test; the server applies
 * the outcome inside a transaction after locking the row, and the renderer shows the same outcome
 * on the device before the server answers (optimistic changes, one rule).
 */
export function apply(state: DemandState, t: Transition): Outcome {
  switch (t.kind) {
    case 'select':
      if (
        state.status === 'EM ANDAMENTO' &&
        state.chosenProfessionalId &&
        state.chosenProfessionalId !== t.professionalId
      ) {
        return { ok: false, reason: T.anotherChosen };
      }
      if (state.status !== 'ABERTA') return { ok: false, reason: T.selectOnlyOpen };
      if (!state.candidates.includes(t.professionalId))
        return { ok: false, reason: T.selectOnlyCandidate };
      return { ok: true, status: 'EM ANDAMENTO', chosenProfessionalId: t.professionalId };
    case 'remove':
      if (state.status !== 'EM ANDAMENTO' || !state.chosenProfessionalId)
        return { ok: false, reason: T.removeOnlyInProgress };
      return { ok: true, status: 'ABERTA', chosenProfessionalId: null };
    case 'finalize':
      if (state.status !== 'EM ANDAMENTO' || !state.chosenProfessionalId)
        return { ok: false, reason: T.finalizeOnlyInProgress };
      if (!state.ratedChosen) return { ok: false, reason: T.finalizeNeedsRating };
      return { ok: true, status: 'CONCLUÍDA', chosenProfessionalId: state.chosenProfessionalId };
    case 'interest':
      if (state.status !== 'ABERTA') return { ok: false, reason: T.interestOnlyOpen };
      if (state.candidates.includes(t.professionalId))
        return { ok: false, reason: T.alreadyInterested };
      return { ok: true, status: state.status, chosenProfessionalId: state.chosenProfessionalId };
    default: {
      const never: never = t;
      return never;
    }
  }
}
