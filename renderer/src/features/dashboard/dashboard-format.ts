import { countOf } from '@alinhavo/shared/rules/plural';
import type { Demand } from '@alinhavo/shared/schemas/demand';

export { formatCount, formatDate } from '../../ui/format';

/** 'Total: 1 demanda' / 'Total: 12 demandas'. */
export const demandsTotalLabel = (n: number) => `Total: ${countOf(n, 'demanda', 'demandas')}`;

/** The four client cards (spec §3 Client analytics); null = cannot be known on the device. */
export interface ClientCounts {
  active_demands: number;
  interested_professionals: number;
  completed_jobs: number;
  available_professionals: number | null;
}

/**
 * Spec §7: when the analytics call fails, the cards come from the client's own demands.
 * Interested professionals are counted once even when they answered several demands; the
 * approved professionals are not known on the device, so that card shows a dash.
 */
export function localClientCounts(list: {
  abertas: number;
  em_andamento: number;
  concluidas: number;
  results: Pick<Demand, 'interested_professionals' | 'interested_professionals_count'>[];
}): ClientCounts {
  const ids = new Set<string>();
  let unnamed = 0;
  for (const demand of list.results) {
    if (demand.interested_professionals.length > 0)
      demand.interested_professionals.forEach((id) => ids.add(id));
    else unnamed += demand.interested_professionals_count;
  }
  return {
    active_demands: list.abertas + list.em_andamento,
    interested_professionals: ids.size + unnamed,
    completed_jobs: list.concluidas,
    available_professionals: null,
  };
}
