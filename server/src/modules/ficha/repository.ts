import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FichaChange, FichaContent } from '@alinhavo/shared/schemas/ficha';
import type { DbOrTx } from '../../db/client';
import {
  demandFichaRevisions,
  demandFichas,
  demandFiles,
  type FichaRevisionRow,
  type FichaRow,
} from '../../db/schema';

/** The summary of a revision: everything but its content. */
export type FichaRevisionSummaryRow = Pick<
  FichaRevisionRow,
  'revision' | 'changes' | 'createdAt'
> & { changeCount: number };

/** Fichas técnicas and their revisions: queries only; the service holds the rules. */
export const fichasRepository = {
  async find(db: DbOrTx, demandId: string): Promise<FichaRow | undefined> {
    const [row] = await db.select().from(demandFichas).where(eq(demandFichas.demandId, demandId));
    return row;
  },

  /** Inside a transaction, after the demand's row: the ficha's row locked. */
  async findForUpdate(db: DbOrTx, demandId: string): Promise<FichaRow | undefined> {
    const [row] = await db
      .select()
      .from(demandFichas)
      .where(eq(demandFichas.demandId, demandId))
      .for('update');
    return row;
  },

  async insert(
    db: DbOrTx,
    values: { demandId: string; content: FichaContent; gradeTotal: number; createdBy: string },
  ): Promise<FichaRow> {
    const [row] = await db
      .insert(demandFichas)
      .values({
        demandId: values.demandId,
        revision: 1,
        content: values.content,
        gradeTotal: values.gradeTotal,
      })
      .returning();
    if (!row) throw new Error('ficha not inserted');
    await db.insert(demandFichaRevisions).values({
      demandId: values.demandId,
      revision: 1,
      content: values.content,
      gradeTotal: values.gradeTotal,
      createdBy: values.createdBy,
    });
    return row;
  },

  /** Rewrites the current revision in place (no facção has seen it as chosen yet). */
  async rewrite(
    db: DbOrTx,
    demandId: string,
    revision: number,
    values: { content: FichaContent; gradeTotal: number; createdBy: string },
  ): Promise<FichaRow> {
    const [row] = await db
      .update(demandFichas)
      .set({ content: values.content, gradeTotal: values.gradeTotal, updatedAt: sql`now()` })
      .where(eq(demandFichas.demandId, demandId))
      .returning();
    if (!row) throw new Error('ficha not updated');
    await db
      .update(demandFichaRevisions)
      .set({
        content: values.content,
        gradeTotal: values.gradeTotal,
        createdBy: values.createdBy,
        createdAt: sql`now()`,
      })
      .where(
        and(
          eq(demandFichaRevisions.demandId, demandId),
          eq(demandFichaRevisions.revision, revision),
        ),
      );
    return row;
  },

  /** Adds revision `revision` (the next one) with what changed, and makes it current. */
  async addRevision(
    db: DbOrTx,
    demandId: string,
    revision: number,
    values: {
      content: FichaContent;
      gradeTotal: number;
      changes: FichaChange[];
      createdBy: string;
    },
  ): Promise<FichaRow> {
    await db.insert(demandFichaRevisions).values({ demandId, revision, ...values });
    const [row] = await db
      .update(demandFichas)
      .set({
        revision,
        content: values.content,
        gradeTotal: values.gradeTotal,
        updatedAt: sql`now()`,
      })
      .where(eq(demandFichas.demandId, demandId))
      .returning();
    if (!row) throw new Error('ficha not updated');
    return row;
  },

  async acknowledge(
    db: DbOrTx,
    demandId: string,
    revision: number,
    by: string,
  ): Promise<FichaRow | undefined> {
    const [row] = await db
      .update(demandFichas)
      .set({ acknowledgedRevision: revision, acknowledgedBy: by, acknowledgedAt: sql`now()` })
      .where(and(eq(demandFichas.demandId, demandId), eq(demandFichas.revision, revision)))
      .returning();
    return row;
  },

  async delete(db: DbOrTx, demandId: string): Promise<void> {
    await db.delete(demandFichas).where(eq(demandFichas.demandId, demandId));
  },

  /**
   * Every revision's summary, oldest first (no content); the changes themselves only of the
   * revisions after `changesAfter`.
   */
  revisions(
    db: DbOrTx,
    demandId: string,
    changesAfter: number,
  ): Promise<FichaRevisionSummaryRow[]> {
    return db
      .select({
        revision: demandFichaRevisions.revision,
        changes: sql<
          FichaChange[]
        >`case when ${demandFichaRevisions.revision} > ${changesAfter} then ${demandFichaRevisions.changes} else '[]'::jsonb end`,
        changeCount: sql<number>`jsonb_array_length(${demandFichaRevisions.changes})::int`,
        createdAt: demandFichaRevisions.createdAt,
      })
      .from(demandFichaRevisions)
      .where(eq(demandFichaRevisions.demandId, demandId))
      .orderBy(asc(demandFichaRevisions.revision));
  },

  async revision(
    db: DbOrTx,
    demandId: string,
    revision: number,
  ): Promise<FichaRevisionRow | undefined> {
    const [row] = await db
      .select()
      .from(demandFichaRevisions)
      .where(
        and(
          eq(demandFichaRevisions.demandId, demandId),
          eq(demandFichaRevisions.revision, revision),
        ),
      );
    return row;
  },

  /** The current ficha of the demand shows this attachment among its drawings and photos. */
  async drawsOn(db: DbOrTx, demandId: string, fileId: string): Promise<boolean> {
    const [row] = await db
      .select({ demandId: demandFichas.demandId })
      .from(demandFichas)
      .where(
        and(
          eq(demandFichas.demandId, demandId),
          sql`${demandFichas.content} -> 'identification' -> 'images' @> ${JSON.stringify([{ file_id: fileId }])}::jsonb`,
        ),
      );
    return row !== undefined;
  },

  /** Which of `ids` are attachments of the demand itself (not of one of its lots). */
  async filesOfDemand(db: DbOrTx, demandId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: demandFiles.id })
      .from(demandFiles)
      .where(
        and(
          eq(demandFiles.demandId, demandId),
          inArray(demandFiles.id, [...ids]),
          sql`${demandFiles.lotId} is null`,
        ),
      );
    return new Set(rows.map((r) => r.id));
  },
  /** The demand's own attachments among `ids` (not a lot's), with where their bytes are. */
  async imageFiles(db: DbOrTx, demandId: string, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: demandFiles.id,
        storageName: demandFiles.storageName,
        originalName: demandFiles.originalName,
        mimeType: demandFiles.mimeType,
      })
      .from(demandFiles)
      .where(
        and(
          eq(demandFiles.demandId, demandId),
          inArray(demandFiles.id, [...ids]),
          sql`${demandFiles.lotId} is null`,
        ),
      );
  },
};
