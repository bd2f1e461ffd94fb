import { analyticsClient, demandsClient } from '../../data/demands/api';
import { useRemote } from '../../data/use-remote';
import { localClientCounts, type ClientCounts } from './dashboard-format';

/** The largest page the demand list serves: enough demands to count the interested locally. */
const FALLBACK_PAGE = 100;

/** Spec §7: the analytics call, falling back to counts from the client's own demands. */
export async function loadClientCounts(signal: AbortSignal): Promise<ClientCounts> {
  try {
    return await analyticsClient.client(signal);
  } catch (error) {
    if (signal.aborted) throw error;
    const list = await demandsClient.myDemands({ pageSize: FALLBACK_PAGE }, signal);
    return localClientCounts(list);
  }
}

/** `version` changes after a write (a new demand) to ask again. */
export function useClientCounts(userId: string, version: number) {
  return useRemote(
    `client-analytics:${userId}:${version}`,
    loadClientCounts,
    () => 'Não foi possível carregar seus números agora.',
  );
}
