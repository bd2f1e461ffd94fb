import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Quote } from '@alinhavo/shared/schemas/quote';
import type { DbOrTx } from '../../db/client';
import { demandQuoteRequests, demandQuotes, users, type QuoteRow } from '../../db/schema';

/** A quote row as the SQL of a demand's view spells it (json), before `quoteDto`. */
export interface QuoteJson extends Omit<Quote, 'created_at'> {
  created_at: string;
}

/**
 * Each provider's latest revision on the demand `demandId` (a correlated column), as a json
 * array; the unique key (demand, provider, revision) answers it from the index.
 */
export const latestQuotesJson = (demandId: SQL) => sql<QuoteJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', q.id, 'demand_id', q.demand_id, 'professional_id', q.professional_id,
    'revision', q.revision, 'price_cents', q.price_cents, 'lead_time_days', q.lead_time_days,
    'min_quantity', q.min_quantity, 'valid_until', q.valid_until, 'note', q.note,
    'created_at', q.created_at, 'size_bands', q.size_bands) order by q.created_at)
  from (select distinct on (dq.professional_id) dq.* from ${demandQuotes} dq
        where dq.demand_id = ${demandId}
        order by dq.professional_id, dq.revision desc) q), '[]'::json)`;

/**
 * When the owner last asked each provider for a quote ('Pedir proposta'), as a JSON object from
 * provider id to the database's timestamp text; the DTO gives each provider its own.
 */
export const quoteRequestsJson = (demandId: SQL) => sql<Record<string, string>>`coalesce((
  select json_object_agg(r.professional_id, r.requested_at) from ${demandQuoteRequests} r
  where r.demand_id = ${demandId}), '{}'::json)`;

/** The wire shape; the database's timestamp text becomes ISO 8601 in UTC. */
export function quoteDto(q: QuoteJson | QuoteRow): Quote {
  if ('demandId' in q)
    return {
      id: q.id,
      demand_id: q.demandId,
      professional_id: q.professionalId,
      revision: q.revision,
      price_cents: q.priceCents,
      lead_time_days: q.leadTimeDays,
      min_quantity: q.minQuantity,
      valid_until: q.validUntil,
      note: q.note,
      created_at: q.createdAt.toISOString(),
      size_bands: q.sizeBands,
    };
  return { ...q, created_at: new Date(q.created_at).toISOString(), size_bands: q.size_bands ?? [] };
}

export const quotesRepository = {
  async latest(
    db: DbOrTx,
    demandId: string,
    professionalId: string,
  ): Promise<QuoteRow | undefined> {
    const [row] = await db
      .select()
      .from(demandQuotes)
      .where(
        and(eq(demandQuotes.demandId, demandId), eq(demandQuotes.professionalId, professionalId)),
      )
      .orderBy(desc(demandQuotes.revision))
      .limit(1);
    return row;
  },

  /** The next revision; the caller holds the demand's row lock, so two sends never race. */
  async insertRevision(
    db: DbOrTx,
    values: Omit<typeof demandQuotes.$inferInsert, 'revision' | 'id' | 'createdAt'>,
  ): Promise<QuoteRow> {
    const [row] = await db
      .insert(demandQuotes)
      .values({
        ...values,
        revision: sql`coalesce((select max(revision) from ${demandQuotes} where demand_id = ${values.demandId} and professional_id = ${values.professionalId}), 0) + 1`,
      })
      .returning();
    if (!row) throw new Error('quote not inserted');
    return row;
  },

  /** Every revision of a demand, or only one provider's, oldest first. */
  async history(db: DbOrTx, demandId: string, professionalId?: string): Promise<QuoteRow[]> {
    return db
      .select()
      .from(demandQuotes)
      .where(
        and(
          eq(demandQuotes.demandId, demandId),
          professionalId ? eq(demandQuotes.professionalId, professionalId) : undefined,
        ),
      )
      .orderBy(asc(demandQuotes.professionalId), asc(demandQuotes.revision));
  },

  /** The person a quote is asked of, as 'Pedir proposta' checks them; undefined if unknown. */
  async requestee(db: DbOrTx, id: string) {
    const [row] = await db
      .select({
        userType: users.userType,
        approvalStatus: users.approvalStatus,
        suspendedAt: users.suspendedAt,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  },

  /**
   * Records that the owner asked `professionalId` for a quote on the demand (or asked again):
   * answers when it had last asked, or null for a first request.
   */
  async recordRequest(
    db: DbOrTx,
    demandId: string,
    professionalId: string,
    at: Date,
  ): Promise<Date | null> {
    const [before] = await db
      .select({ at: demandQuoteRequests.requestedAt })
      .from(demandQuoteRequests)
      .where(
        and(
          eq(demandQuoteRequests.demandId, demandId),
          eq(demandQuoteRequests.professionalId, professionalId),
        ),
      );
    await db
      .insert(demandQuoteRequests)
      .values({ demandId, professionalId, requestedAt: at })
      .onConflictDoUpdate({
        target: [demandQuoteRequests.demandId, demandQuoteRequests.professionalId],
        set: { requestedAt: at },
      });
    return before?.at ?? null;
  },
};
