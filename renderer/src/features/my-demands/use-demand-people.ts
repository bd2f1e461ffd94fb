import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Rating } from '@alinhavo/shared/schemas/rating';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import {
  feedCandidates,
  feedChosen,
  feedLackingCandidates,
  useCandidateIds,
  useProfessionals,
} from '../../data/people/candidates';
import { feedOwnRating, useOwnRatingRow } from '../../data/people/own-rating';
import { useRemote } from '../../data/use-remote';
import { useCurrentUser } from '../../data/session-store';
import { placeholderProfessional } from '../../kits/professional-profile/professional';

const messageOf = (fallback: string) => (error: unknown) =>
  error instanceof Error && error.message ? error.message : fallback;

/*
 * The server reads here only feed the device's store (useRemote keeps how they ended); the
 * screens read the store.
 */

export interface ChosenProfessional {
  professional: ProfessionalSummary | null;
  loading: boolean;
  /** The server could not say who it is: `professional` is the spec's placeholder. */
  failed: boolean;
}

/**
 * The chosen professional of a demand, from the device: their stars move with every
 * pushed rating; the server is asked once per app start. When the device does not hold them and
 * the server fails: 'Profissional' with no rating (§8).
 */
export function useChosenProfessional(
  demand: Pick<Demand, 'id' | 'chosen_professional'>,
): ChosenProfessional {
  const chosenId = demand.chosen_professional;
  const feed = useRemote(
    chosenId ? `${demand.id}:${chosenId}` : null,
    () => (chosenId ? feedChosen(demand.id, chosenId) : Promise.resolve()),
    String,
  );
  const view = useProfessionals(chosenId ? [chosenId] : [], '');
  if (!chosenId) return { professional: null, loading: false, failed: false };
  // The view is for this professional only once it was read for them (no previous name shows).
  const held = view?.ids[0] === chosenId ? view.people.get(chosenId) : undefined;
  if (held) return { professional: held, loading: false, failed: false };
  if (feed.status === 'error')
    return { professional: placeholderProfessional(chosenId), loading: false, failed: true };
  // Asking, or answered and not yet read back from the store.
  return { professional: null, loading: true, failed: false };
}

export interface Candidates {
  list: ProfessionalSummary[];
  loading: boolean;
  /** Some could not be loaded (spec §8 fallback): they show as placeholders from the ids. */
  fallback: boolean;
  /** The ids shown as placeholders ('Profissional', no location, rating or profile). */
  placeholders: ReadonlySet<string>;
}

/**
 * 'Candidatos Interessados': the demand's candidate ids, as the device holds the
 * demand, with the summaries the device holds. Opening asks the server for all of them; a new
 * interest asks only for the one the device lacks. Those that cannot be loaded show as the
 * demand's own ids with placeholder names (spec §8).
 */
export function useCandidates(
  demand: Pick<Demand, 'id' | 'interested_professionals' | 'updated_at'> | null,
): Candidates {
  const demandId = demand?.id ?? null;
  const ids = useCandidateIds(demand);
  const all = useRemote(
    demandId,
    () => (demandId ? feedCandidates(demandId) : Promise.resolve()),
    String,
  );
  const lackingKey = demandId && all.status === 'ready' ? `${demandId}:${ids.join(',')}` : null;
  const lacking = useRemote(
    lackingKey,
    () => (demandId ? feedLackingCandidates(demandId, ids) : Promise.resolve()),
    String,
  );
  const view = useProfessionals(ids, `${all.status}/${lackingKey ? lacking.status : ''}`);
  if (!demand) return { list: [], loading: false, fallback: false, placeholders: new Set() };
  if (!view) return { list: [], loading: true, fallback: false, placeholders: new Set() };

  const [allStatus, lackingStatus] = view.context.split('/');
  const failed = allStatus === 'error' || lackingStatus === 'error';
  // A candidate the device lacks is being asked for until a read of them has ended.
  const asking = !failed && lackingStatus !== 'ready';
  const list: ProfessionalSummary[] = [];
  const placeholders = new Set<string>();
  let waiting = 0;
  for (const id of view.ids) {
    const held = view.people.get(id);
    if (held) list.push(held);
    else if (asking) waiting += 1;
    else {
      placeholders.add(id);
      list.push(placeholderProfessional(id));
    }
  }
  return {
    list,
    loading: list.length === 0 && waiting > 0,
    fallback: placeholders.size > 0,
    placeholders,
  };
}

export interface OwnRating {
  status: 'loading' | 'error' | 'ready';
  /** The rating; null = none yet (or not known while loading or failed). */
  data: Rating | null;
  message: string;
  reload: () => void;
}

/** The client's own rating of the chosen professional on this demand, from the device. */
export function useOwnRating(
  clientId: string | null,
  professionalId: string | null,
  demandId: string,
): OwnRating {
  const q = clientId && professionalId ? { clientId, professionalId, demandId } : null;
  const feed = useRemote(
    q ? `${clientId}:${professionalId}:${demandId}` : null,
    () => (q ? feedOwnRating(q) : Promise.resolve()),
    messageOf(ERRORS.unknown),
  );
  // How the read ended, weighed against the store as it stood after (see useProfessionals).
  const view = useOwnRatingRow(q, feed.status);
  const reload = feed.reload;
  if (view?.row) return { status: 'ready', data: view.row, message: '', reload };
  if (!q) return { status: 'ready', data: null, message: '', reload };
  if (view?.context === 'ready') return { status: 'ready', data: null, message: '', reload };
  if (view?.context === 'error' && feed.status === 'error')
    return { status: 'error', data: null, message: feed.message, reload };
  return { status: 'loading', data: null, message: '', reload };
}

/**
 * Whether the signed-in client's rating of `professionalId` on this demand is held (written,
 * not yet published): from the device, where the rating lands as it is saved and follows every
 * pushed change, so the chosen card says so at once and drops it on publication.
 */
export function useHeldOwnRating(demandId: string, professionalId: string | null): boolean {
  const user = useCurrentUser();
  const clientId = user?.user_type === 'CLIENTE' ? user.id : null;
  const q = clientId && professionalId ? { clientId, professionalId, demandId } : null;
  const view = useOwnRatingRow(q, '');
  return Boolean(view?.row && view.row.published_at === null);
}
