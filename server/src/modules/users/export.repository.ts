import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  demandFichas,
  demandFiles,
  fichaModels,
  demandInterests,
  demandQuotes,
  demands,
  professionalProfileViews,
  ratings,
  reports,
  savedSearches,
} from '../../db/schema';

/**
 * What an account did in the product, for its LGPD export (art. 18): its own rows only. Rows
 * that are about the person but written by someone else (a rating received) are theirs too; what
 * other people wrote to them elsewhere (messages) stays out.
 */
export const accountExportRepository = {
  /** A client's demands with their attachments' names (the files themselves are downloads). */
  async demandsOf(db: DbOrTx, userId: string) {
    const rows = await db
      .select({
        id: demands.id,
        title: demands.title,
        description: demands.description,
        status: demands.status,
        amount: demands.amount,
        deadline: demands.deadline,
        minBudget: demands.minBudget,
        maxBudget: demands.maxBudget,
        city: demands.city,
        uf: demands.uf,
        remoteWorkAccepted: demands.remoteWorkAccepted,
        chosenQuote: demands.chosenQuote,
        createdAt: demands.createdAt,
        finalizedAt: demands.finalizedAt,
        ficha: demandFichas.content,
        fichaRevision: demandFichas.revision,
      })
      .from(demands)
      .leftJoin(demandFichas, eq(demandFichas.demandId, demands.id))
      .where(eq(demands.userCreated, userId))
      .orderBy(asc(demands.createdAt));
    const files = rows.length
      ? await db
          .select({
            demandId: demandFiles.demandId,
            originalName: demandFiles.originalName,
            mimeType: demandFiles.mimeType,
            sizeBytes: demandFiles.sizeBytes,
            createdAt: demandFiles.createdAt,
          })
          .from(demandFiles)
          .where(
            inArray(
              demandFiles.demandId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(demandFiles.createdAt))
      : [];
    return rows.map((d) => ({ ...d, files: files.filter((f) => f.demandId === d.id) }));
  },

  /** A provider's interests and every revision of its quotes. */
  async candidaciesOf(db: DbOrTx, userId: string) {
    const [interests, quotes] = await Promise.all([
      db
        .select({ demandId: demandInterests.demandId, createdAt: demandInterests.createdAt })
        .from(demandInterests)
        .where(eq(demandInterests.professionalId, userId))
        .orderBy(asc(demandInterests.createdAt)),
      db
        .select({
          demandId: demandQuotes.demandId,
          revision: demandQuotes.revision,
          priceCents: demandQuotes.priceCents,
          leadTimeDays: demandQuotes.leadTimeDays,
          minQuantity: demandQuotes.minQuantity,
          validUntil: demandQuotes.validUntil,
          note: demandQuotes.note,
          sizeBands: demandQuotes.sizeBands,
          createdAt: demandQuotes.createdAt,
        })
        .from(demandQuotes)
        .where(eq(demandQuotes.professionalId, userId))
        .orderBy(asc(demandQuotes.createdAt)),
    ]);
    return { interests, quotes };
  },

  /** Ratings the person gave (as a client) and received (as a provider). */
  async ratingsOf(db: DbOrTx, userId: string) {
    const columns = {
      demandId: ratings.demandId,
      score: ratings.score,
      comment: ratings.comment,
      createdAt: ratings.createdAt,
      updatedAt: ratings.updatedAt,
    };
    const [given, received] = await Promise.all([
      db
        .select(columns)
        .from(ratings)
        .where(eq(ratings.clientId, userId))
        .orderBy(asc(ratings.createdAt)),
      db
        .select(columns)
        .from(ratings)
        .where(eq(ratings.professionalId, userId))
        .orderBy(asc(ratings.createdAt)),
    ]);
    return { given, received };
  },

  /** Reports the person filed, with how they were resolved (not who resolved them). */
  async reportsBy(db: DbOrTx, userId: string) {
    return db
      .select({
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        details: reports.details,
        status: reports.status,
        resolution: reports.resolution,
        createdAt: reports.createdAt,
        resolvedAt: reports.resolvedAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, userId))
      .orderBy(asc(reports.createdAt));
  },

  /** A client's saved searches and the full profiles it opened (the Basic monthly count). */
  async searchesOf(db: DbOrTx, userId: string) {
    const [saved, views] = await Promise.all([
      db
        .select({
          name: savedSearches.name,
          filters: savedSearches.filters,
          createdAt: savedSearches.createdAt,
        })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(asc(savedSearches.createdAt)),
      db
        .select({
          month: professionalProfileViews.month,
          professionalId: professionalProfileViews.professionalId,
          createdAt: professionalProfileViews.createdAt,
        })
        .from(professionalProfileViews)
        .where(eq(professionalProfileViews.clientId, userId))
        .orderBy(asc(professionalProfileViews.createdAt)),
    ]);
    return { saved, views };
  },

  /** A client's ficha técnica models ('Modelos'), whole. */
  fichaModelsOf(db: DbOrTx, userId: string) {
    return db
      .select({
        name: fichaModels.name,
        content: fichaModels.content,
        createdAt: fichaModels.createdAt,
      })
      .from(fichaModels)
      .where(eq(fichaModels.ownerId, userId))
      .orderBy(asc(fichaModels.createdAt));
  },
};
