import { demandsApi } from '@alinhavo/shared/api/demands';
import { quotesApi } from '@alinhavo/shared/api/quotes';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Quote, QuoteBody } from '@alinhavo/shared/schemas/quote';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { db } from '../db';
import { useWholeMyDemands } from './client-demands';

/** Priced quotes: the provider's send and revise, the owner's 'Pedir proposta'. */
export const quotesClient = {
  send: (demandId: string, body: QuoteBody) =>
    api.call(quotesApi.send, { params: { id: demandId }, body }),
  request: (demandId: string, professionalId: string) =>
    api.call(quotesApi.request, {
      params: { id: demandId },
      body: { professional_id: professionalId },
    }),
};

/**
 * A candidate's quote pushed to the owner (quote:changed): it replaces that candidate's older
 * revision in the cached demand, so the comparison re-sorts live. The row's updated_at is left
 * alone: a quote does not change the demand, and a later demand:changed still applies.
 */
export async function applyQuoteChange(quote: Quote): Promise<void> {
  await db.transaction('rw', db.myDemands, async () => {
    const held = await db.myDemands.get(quote.demand_id);
    if (!held) return;
    const quotes = held.quotes ?? [];
    const previous = quotes.find((q) => q.professional_id === quote.professional_id);
    if (previous && previous.revision >= quote.revision) return;
    await db.myDemands.put({
      ...held,
      quotes: [...quotes.filter((q) => q.professional_id !== quote.professional_id), quote],
    });
  });
}

/**
 * The client's open demands for 'Pedir proposta': from the device when it holds every demand,
 * else the server's first page of open ones.
 */
export function useOpenMyDemands(enabled: boolean): Demand[] | null {
  const whole = useWholeMyDemands();
  const [fetched, setFetched] = useState<Demand[] | null>(null);
  const needServer = enabled && whole === null;
  useEffect(() => {
    if (!needServer) return;
    const controller = new AbortController();
    api
      .call(demandsApi.list, {
        query: { status: 'ABERTA', page: 1, page_size: 100 } as never,
        signal: controller.signal,
      })
      .then((answer) => setFetched(answer.results))
      .catch(() => setFetched([]));
    return () => controller.abort();
  }, [needServer]);
  if (whole) return whole.filter((d) => d.status === 'ABERTA');
  return whole === undefined ? null : fetched;
}
