import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { demandsClient, ratingsClient } from '../../data/demands/api';
import { useRefreshOn } from '../../data/realtime/hooks';
import { useRemote } from '../../data/use-remote';
import { placeholderProfessional } from './professional';

const messageOf = (fallback: string) => (error: unknown) =>
  error instanceof Error && error.message ? error.message : fallback;

export interface ChosenProfessional {
  professional: ProfessionalSummary | null;
  loading: boolean;
  /** The server could not say who it is: `professional` is the spec's placeholder. */
  failed: boolean;
}

/** The chosen professional of a demand; a failure gives 'Profissional' with no rating (§8). */
export function useChosenProfessional(
  demand: Pick<Demand, 'id' | 'chosen_professional'>,
): ChosenProfessional {
  const chosenId = demand.chosen_professional;
  const remote = useRemote(
    chosenId ? `chosen:${demand.id}:${chosenId}` : null,
    (signal) => demandsClient.chosen(demand.id, signal),
    messageOf(T.loadProfessionalError),
  );
  // Rated (here or on another device): the card's stars follow at once.
  useRefreshOn(
    'rating:changed',
    remote.reload,
    (r) => chosenId !== null && r.professional_id === chosenId,
  );
  if (!chosenId) return { professional: null, loading: false, failed: false };
  if (remote.status === 'error')
    return { professional: placeholderProfessional(chosenId), loading: false, failed: true };
  // While another professional loads, the previous one must not show under the new name.
  if (remote.status === 'loading' && remote.data?.id !== chosenId)
    return { professional: null, loading: true, failed: false };
  return { professional: remote.data, loading: false, failed: false };
}

export interface Candidates {
  list: ProfessionalSummary[];
  loading: boolean;
  /** The list came from the demand's own ids (spec §8 fallback): names are placeholders. */
  fallback: boolean;
}

/** 'Candidatos Interessados': the server's summaries, or the demand's ids when that fails. */
export function useCandidates(
  demand: Pick<Demand, 'id' | 'interested_professionals'> | null,
): Candidates {
  const remote = useRemote(
    demand ? `candidates:${demand.id}` : null,
    (signal) => (demand ? demandsClient.candidates(demand.id, signal) : Promise.resolve([])),
    messageOf(T.loadProfessionalError),
  );
  // A provider showed interest or left: the candidates of this demand changed.
  useRefreshOn('demand:changed', remote.reload, (d) => d.id === demand?.id);
  if (!demand) return { list: [], loading: false, fallback: false };
  if (remote.status === 'error')
    return {
      list: demand.interested_professionals.map(placeholderProfessional),
      loading: false,
      fallback: true,
    };
  return {
    list: remote.data ?? [],
    loading: remote.status === 'loading' && remote.data === null,
    fallback: false,
  };
}

/** The client's own rating of the chosen professional on this demand (null = none yet). */
export function useOwnRating(
  clientId: string | null,
  professionalId: string | null,
  demandId: string,
) {
  return useRemote(
    clientId && professionalId ? `rating:${clientId}:${professionalId}:${demandId}` : null,
    (signal) =>
      clientId && professionalId
        ? ratingsClient.lookup({ clientId, professionalId, demandId }, signal)
        : Promise.resolve(null),
    messageOf(ERRORS.unknown),
  );
}
