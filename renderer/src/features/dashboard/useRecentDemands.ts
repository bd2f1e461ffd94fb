import { useMemo } from 'react';
import type { MyDemandsQuery } from '../../data/demands/api';
import { useMyDemands } from '../../data/demands/hooks';
import { RECENT_DEMANDS, type RecentList } from './RecentDemands';

const RECENT_QUERY: MyDemandsQuery = { pageSize: RECENT_DEMANDS };

/**
 * 'Suas Demandas' read as Minhas Demandas is (issue 12): from the device by the shared rule when
 * it holds every demand of the client, so a pushed interest or finalization shows at once;
 * otherwise the server's first page. `reload` asks again after a write nothing pushes.
 */
export function useRecentDemands(): { data: RecentList | null; reload: () => void } {
  const list = useMyDemands(RECENT_QUERY);
  const { data, status, reload } = list;
  const recent = useMemo((): RecentList | null => {
    if (data) return { demands: data.results.slice(0, RECENT_DEMANDS), total: data.total };
    // Spec §8: a failed load is an empty list with total 0.
    return status === 'error' ? { demands: [], total: 0 } : null;
  }, [data, status]);
  return { data: recent, reload };
}
