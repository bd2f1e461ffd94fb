import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import {
  emailCodes,
  sessions,
  users,
  type EmailCodeRow,
  type SessionRow,
  type UserRow,
} from '../../db/schema';

function buildActiveSessionQuery(db: DbOrTx) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        // A suspended account's tokens stop working even if a session slipped past the revoke.
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare('auth_active_session');
}

/** The session check, prepared on the server: it runs on every authenticated request. */
const activeSessionQuery = preparedPerHandle(buildActiveSessionQuery);

export const sessionsRepository = {
  async insert(
    db: DbOrTx,
    s: {
      userId: string;
      refreshHash: string;
      expiresAt: Date;
      userAgent: string | null;
      id?: string;
    },
  ): Promise<SessionRow> {
    const [row] = await db.insert(sessions).values(s).returning();
    if (!row) throw new Error('session insert returned nothing');
    return row;
  },

  /** The live session and its user in one query: this runs on every authenticated request. */
  async findActiveWithUser(
    db: DbOrTx,
    sessionId: string,
    userId: string,
  ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
    const [row] = await activeSessionQuery(db).execute({ sessionId, userId });
    return row;
  },

  async find(db: DbOrTx, sessionId: string): Promise<SessionRow | undefined> {
    const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
    return row;
  },

  /**
   * The session locked for rotation (two instances cannot rotate the same token at once), and
   * whether its account is suspended.
   */
  async findForRefresh(
    db: DbOrTx,
    sessionId: string,
  ): Promise<{ session: SessionRow; suspended: boolean } | undefined> {
    const [row] = await db
      .select({ session: sessions, suspendedAt: users.suspendedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sessionId))
      .for('update', { of: sessions })
      .limit(1);
    return row ? { session: row.session, suspended: row.suspendedAt !== null } : undefined;
  },

  async rotate(db: DbOrTx, sessionId: string, refreshHash: string, expiresAt: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ refreshHash, expiresAt, lastUsedAt: sql`now()` })
      .where(eq(sessions.id, sessionId));
  },

  async revoke(db: DbOrTx, sessionId: string, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  },

  async revokeAllForUser(db: DbOrTx, userId: string, reason: string): Promise<string[]> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.map((r) => r.id);
  },

  /** Sessions of the last year, for the user's own data export. */
  async listForExport(db: DbOrTx, userId: string): Promise<SessionRow[]> {
    return db
      .select()
      .from(sessions)
      .where(
        and(eq(sessions.userId, userId), gt(sessions.createdAt, sql`now() - interval '365 days'`)),
      )
      .orderBy(desc(sessions.createdAt))
      .limit(200);
  },

  async listActiveIds(db: DbOrTx, userId: string): Promise<string[]> {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    return rows.map((r) => r.id);
  },
};

export const emailCodesRepository = {
  async insert(
    db: DbOrTx,
    c: { userId: string; purpose: 'verify' | 'reset'; codeHash: string; expiresAt: Date },
  ): Promise<void> {
    await db.insert(emailCodes).values(c);
  },

  async latest(
    db: DbOrTx,
    userId: string,
    purpose: 'verify' | 'reset',
  ): Promise<EmailCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
      .orderBy(desc(emailCodes.createdAt))
      .limit(1)
      .for('update');
    return row;
  },

  async findByHash(
    db: DbOrTx,
    purpose: 'verify' | 'reset',
    codeHash: string,
  ): Promise<EmailCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.codeHash, codeHash)))
      .limit(1);
    return row;
  },

  async countAttempt(db: DbOrTx, id: string): Promise<number> {
    const [row] = await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(eq(emailCodes.id, id))
      .returning({ attempts: emailCodes.attempts });
    return row?.attempts ?? 0;
  },

  /** Consumes every open code of that purpose: a used or superseded code never works again. */
  async consumeAll(db: DbOrTx, userId: string, purpose: 'verify' | 'reset'): Promise<void> {
    await db
      .update(emailCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(emailCodes.userId, userId),
          eq(emailCodes.purpose, purpose),
          isNull(emailCodes.consumedAt),
        ),
      );
  },
};
