import { useCurrentUser } from '../../features/session/session-store';
import { useRemote } from '../use-remote';
import { demandsClient, type MyDemandsQuery, type OpportunityFilters } from './api';

const messageOf = (fallback: string) => (error: unknown) =>
  error instanceof Error && error.message ? error.message : fallback;

/** Minhas Demandas: the client's own demands with the four counters (spec §2). */
export function useMyDemands(query: MyDemandsQuery) {
  const user = useCurrentUser();
  const key = user ? JSON.stringify(['mine', user.id, query]) : null;
  return useRemote(
    key,
    (signal) => demandsClient.myDemands(query, signal),
    messageOf('Erro ao carregar demandas. Tente novamente.'),
  );
}

/** Oportunidades: open demands for providers, filtered on the server. */
export function useOpportunities(filters: OpportunityFilters) {
  const user = useCurrentUser();
  const key = user ? JSON.stringify(['opportunities', user.id, filters]) : null;
  return useRemote(
    key,
    (signal) => demandsClient.opportunities(filters, signal),
    messageOf('Erro ao carregar oportunidades. Tente novamente.'),
  );
}

/** Meus Trabalhos: every job of the provider with the counters; tabs filter on the device. */
export function useMyJobs() {
  const user = useCurrentUser();
  return useRemote(
    user ? `jobs:${user.id}` : null,
    (signal) => demandsClient.myJobs(signal),
    messageOf('Erro ao carregar dados. Tente novamente.'),
  );
}
