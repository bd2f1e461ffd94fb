import { demandCounters } from '@alinhavo/shared/rules/demand-lists';
import { useMemo, useState } from 'react';
import { useWholeMyDemands } from '../../data/demands/client-demands';
import { analyticsClient, demandsClient } from '../../data/demands/api';
import { useRefreshOn } from '../../data/realtime/hooks';
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

export interface ClientCountsView {
  counts: ClientCounts | null;
  /** Still waiting for the server; `available` alone when the device counts the rest. */
  loading: { demands: boolean; available: boolean };
  /** The server could not count and the device cannot either. */
  error: string | null;
  /** After a write nothing pushes (a new demand): the server counts again, unless the device does. */
  reload: () => void;
}

/**
 * The client's four cards. When the device holds every demand of the client, three of
 * them are counted there by the shared rule, live, so an interest or a finalization pushed to the
 * device moves them at once; only 'Profissionais Disponíveis' comes from the server. Otherwise
 * the server counts, and is asked again when one of the client's demands changes.
 */
export function useClientCounts(userId: string): ClientCountsView {
  const whole = useWholeMyDemands();
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(
    `client-analytics:${userId}:${attempt}`,
    loadClientCounts,
    () => 'Não foi possível carregar seus números agora.',
  );
  const askAgain = () => setAttempt((n) => n + 1);
  const serverCounts = !whole;
  useRefreshOn('demand:changed', askAgain, () => serverCounts);
  useRefreshOn('demand:deleted', askAgain, () => serverCounts);
  const reload = () => {
    if (serverCounts) askAgain();
  };

  const local = useMemo(
    () => (whole ? localClientCounts({ ...demandCounters(whole), results: whole }) : null),
    [whole],
  );
  const waiting = remote.data === null && remote.status === 'loading';
  if (local)
    return {
      counts: { ...local, available_professionals: remote.data?.available_professionals ?? null },
      loading: { demands: false, available: waiting },
      error: null,
      reload,
    };
  return {
    counts: remote.data,
    loading: { demands: waiting, available: waiting },
    error: remote.status === 'error' ? remote.message : null,
    reload,
  };
}
