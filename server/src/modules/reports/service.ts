import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { REPORT_TEXTS } from '@alinhavo/shared/messages/admin';
import type { AdminReport } from '@alinhavo/shared/schemas/admin';
import {
  REPORT_REASON_LABELS,
  type ReportAction,
  type ReportReason,
  type ReportTargetType,
} from '@alinhavo/shared/schemas/report';
import type { Db, DbOrTx } from '../../db/client';
import type { ReportRow } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import type { AdminAccounts } from '../../lib/admins';
import { opaqueCursor } from '../../lib/opaque-cursor';
import type { EventBus } from '../../lib/event-bus';
import type { AdminService } from '../admin/service';
import { auditLog } from '../audit/service';
import type { Principal } from '../auth/service';
import type { ConversationService } from '../conversations/service';
import type { DemandService } from '../demands/service';
import type { NotificationService } from '../notifications/service';
import { clientReviewRecords } from '../client-reviews/service';
import type { ClientReviewService } from '../client-reviews/service';
import { ratingRecords } from '../ratings/service';
import type { RatingService } from '../ratings/service';
import { reportsRepository as repo } from './repository';
import { displayNameOf } from '../admin/display';
import { adminReports, reportsAboutPerson } from './views';

/**
 * The queue's opaque cursor: the last report's (created_at with microseconds, id). A date that
 * matches the pattern but does not exist (Feb 30) is refused here, not by PostgreSQL.
 */
const cursor = opaqueCursor(
  z.object({
    at: z
      .string()
      .regex(/^[12]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/)
      .refine((at) => {
        const date = new Date(at);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === at.slice(0, 19);
      }),
    id: z.uuid(),
  }),
);

/** Keeps each page's context read small, whatever `limit` the caller asks for. */
const MAX_PAGE = 50;
const EXCERPT_CHARS = 280;
const AUDIT_LABEL_CHARS = 120;

const conflict = (message: string, code: 'VALIDATION' | 'ALREADY_REPORTED' = 'VALIDATION') =>
  new AppError(409, message, code);

const clip = (text: string | null, max: number): string | null =>
  text === null ? null : text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

export interface ReportServiceDeps {
  db: Db;
  bus: EventBus;
  log: FastifyBaseLogger;
  admins: AdminAccounts;
  demands: DemandService;
  conversations: ConversationService;
  notifications: NotificationService;
  /** A removed rating is announced to its provider and client. */
  ratings: Pick<RatingService, 'publishRemoved'>;
  /** A removed review of a client likewise. */
  clientReviews: Pick<ClientReviewService, 'publishRemoved'>;
  /** Suspension and demand removal belong to the admin module, built beside this one. */
  admin: () => Pick<AdminService, 'suspendUser' | 'removeDemand'>;
}

/** What a new report stores about its target. */
interface TargetSnapshot {
  authorId: string | null;
  excerpt: string | null;
}

/**
 * Reports (Denúncias / moderação): any signed-in person reports what they can see,
 * once per target; admins work the queue and settle every report of a target with one action.
 */
export class ReportService {
  constructor(private readonly d: ReportServiceDeps) {}

  private assertAdmin(p: Principal): void {
    if (!this.d.admins.has(p.user.email)) throw forbidden();
  }

  async create(
    p: Principal,
    body: {
      target_type: ReportTargetType;
      target_id: string;
      reason: ReportReason;
      details?: string | undefined;
    },
  ): Promise<{ id: string; created_at: string }> {
    const target = await this.snapshot(p, body.target_type, body.target_id);
    if (target.authorId === p.user.id) throw badRequest(REPORT_TEXTS.self);
    const row = await repo.insert(this.d.db, {
      reporterId: p.user.id,
      targetType: body.target_type,
      targetId: body.target_id,
      authorId: target.authorId,
      excerpt: target.excerpt,
      reason: body.reason,
      details: body.details ?? null,
    });
    if (!row) throw conflict(REPORT_TEXTS.duplicate, 'ALREADY_REPORTED');
    this.d.bus.publish('admin.changed', { kind: 'report', id: row.id });
    return { id: row.id, created_at: row.createdAt.toISOString() };
  }

  async queue(
    p: Principal,
    q: { status: ReportRow['status']; cursor?: string | undefined; limit: number },
  ): Promise<{ reports: AdminReport[]; next_cursor: string | null }> {
    this.assertAdmin(p);
    const after = cursor.decode(q.cursor);
    const limit = Math.min(q.limit, MAX_PAGE);
    const rows = await repo.page(this.d.db, { status: q.status, after, limit: limit + 1 });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      reports: await adminReports(
        this.d.db,
        page.map((x) => x.r),
      ),
      next_cursor:
        rows.length > limit && last ? cursor.encode({ at: last.position, id: last.r.id }) : null,
    };
  }

  /** The user panel's list (admin only): reports of this person's profile and content. */
  async aboutPerson(p: Principal, userId: string): Promise<AdminReport[]> {
    this.assertAdmin(p);
    return reportsAboutPerson(this.d.db, userId);
  }

  async resolve(
    p: Principal,
    id: string,
    body: { action: ReportAction; note?: string | undefined },
  ): Promise<AdminReport> {
    this.assertAdmin(p);
    const report = await repo.get(this.d.db, id);
    if (!report) throw notFound();
    if (report.status !== 'open') throw conflict(REPORT_TEXTS.alreadyResolved);
    const note = body.note || null;
    const reason = note ?? `Denúncia: ${REPORT_REASON_LABELS[report.reason]}`;

    const closed =
      body.action === 'dismiss'
        ? await this.dismiss(p, report, note)
        : body.action === 'remove'
          ? await this.remove(p, report, note, reason)
          : await this.suspendAuthor(p, report, note, reason);

    await this.d.notifications
      .notifyReportResolved(closed.map((c) => c.reporterId))
      .catch((err: unknown) => {
        this.d.log.error(
          { reportId: report.id, err: err instanceof Error ? err.message : String(err) },
          'falha ao avisar quem denunciou',
        );
      });
    this.d.bus.publish('admin.changed', {
      kind: 'report',
      id: closed.length === 1 ? report.id : null,
    });
    // Suspension and demand removal write (and announce) their audit lines in the admin module.
    const auditedHere =
      body.action === 'dismiss' || (body.action === 'remove' && report.targetType !== 'demand');
    if (auditedHere) this.d.bus.publish('admin.changed', { kind: 'audit', id: null });

    const after = await repo.get(this.d.db, report.id);
    if (!after) throw notFound();
    const [view] = await adminReports(this.d.db, [after]);
    if (!view) throw notFound();
    return view;
  }

  // ------------------------------------------------------------------ creating

  /** The target as the reporter may see it, or 404 as if it did not exist. */
  private async snapshot(
    p: Principal,
    type: ReportTargetType,
    id: string,
  ): Promise<TargetSnapshot> {
    const me = p.user.id;
    switch (type) {
      case 'demand': {
        // The demands service decides who sees a demand (404 otherwise).
        const demand = await this.d.demands.get(p, id);
        return {
          authorId: demand.user_created,
          excerpt: clip(`${demand.title}: ${demand.description}`, EXCERPT_CHARS),
        };
      }
      case 'user': {
        const person = await repo.person(this.d.db, id);
        if (!person) throw notFound();
        if (person.id === me) throw badRequest(REPORT_TEXTS.self);
        if (this.d.admins.has(person.email)) throw notFound();
        return { authorId: person.id, excerpt: displayNameOf(person) };
      }
      case 'message': {
        const message = await repo.messageForReporter(this.d.db, id, me);
        if (!message || message.removedAt !== null) throw notFound();
        return { authorId: message.senderId, excerpt: message.content };
      }
      case 'review': {
        // Only a published review is there to report (a held one is its author's alone).
        const review = await repo.review(this.d.db, id);
        if (!review) throw notFound();
        const excerpt =
          review.kind === 'rating'
            ? review.comment
            : `Avaliação do cliente (pagamento ${review.scores[0]}, comunicação ${review.scores[1]}, ficha técnica ${review.scores[2]})${review.comment ? `: ${review.comment}` : ''}`;
        return { authorId: review.authorId, excerpt: clip(excerpt, EXCERPT_CHARS) };
      }
    }
  }

  // ------------------------------------------------------------------ resolving

  /** Closes every open report of the target; inside a transaction, losing a race rolls back. */
  private async close(
    db: DbOrTx,
    p: Principal,
    report: ReportRow,
    action: ReportAction,
    note: string | null,
    strict: boolean,
  ) {
    const closed = await repo.closeOpenOfTarget(db, {
      targetType: report.targetType,
      targetId: report.targetId,
      resolution: action,
      note,
      resolvedBy: p.user.id,
    });
    if (strict && !closed.some((c) => c.id === report.id))
      throw conflict(REPORT_TEXTS.alreadyResolved);
    return closed;
  }

  private audit(p: Principal, report: ReportRow) {
    return {
      actorId: p.user.id,
      actorEmail: p.user.email,
      targetLabel: clip(report.excerpt, AUDIT_LABEL_CHARS),
    };
  }

  private async dismiss(p: Principal, report: ReportRow, note: string | null) {
    return this.d.db.transaction(async (tx) => {
      const closed = await this.close(tx, p, report, 'dismiss', note, true);
      await auditLog.record(tx, {
        ...this.audit(p, report),
        action: 'dismiss_report',
        targetType: 'report',
        targetId: report.id,
        reason: note,
      });
      return closed;
    });
  }

  private async remove(p: Principal, report: ReportRow, note: string | null, reason: string) {
    const { targetType, targetId } = report;
    if (targetType === 'user') throw badRequest(REPORT_TEXTS.cannotRemoveUser);
    if (targetType === 'demand') return this.removeDemand(p, report, note, reason);
    const { closed, removedRating, removedReview } = await this.d.db.transaction(async (tx) => {
      const closedNow = await this.close(tx, p, report, 'remove', note, true);
      let rating: Awaited<ReturnType<typeof ratingRecords.removeReported>> = undefined;
      let review: Awaited<ReturnType<typeof clientReviewRecords.removeReported>> = undefined;
      if (targetType === 'message') {
        const conversationId = await this.d.conversations.removeReportedMessage(
          tx,
          targetId,
          REPORT_TEXTS.removedMessage,
        );
        if (!conversationId) throw conflict(REPORT_TEXTS.nothingToRemove);
      } else {
        // A review is a client's rating of a provider or a provider's of a client.
        rating = await ratingRecords.removeReported(tx, targetId);
        if (!rating) review = await clientReviewRecords.removeReported(tx, targetId);
        if (!rating && !review) throw conflict(REPORT_TEXTS.nothingToRemove);
      }
      await auditLog.record(tx, {
        ...this.audit(p, report),
        action: targetType === 'message' ? 'remove_message' : 'remove_review',
        targetType: targetType === 'message' ? 'message' : 'review',
        targetId,
        reason,
      });
      return { closed: closedNow, removedRating: rating, removedReview: review };
    });
    if (targetType === 'message') await this.d.conversations.publishRemoved(targetId);
    if (removedRating) await this.d.ratings.publishRemoved(removedRating);
    if (removedReview) await this.d.clientReviews.publishRemoved(removedReview);
    return closed;
  }

  /** The admin module removes the demand (its own transaction, audit, owner notified). */
  private async removeDemand(p: Principal, report: ReportRow, note: string | null, reason: string) {
    const exists = await repo.existing(this.d.db, 'demand', [report.targetId]);
    if (!exists.has(report.targetId)) throw conflict(REPORT_TEXTS.nothingToRemove);
    try {
      await this.d.admin().removeDemand(p, report.targetId, reason);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404)
        throw conflict(REPORT_TEXTS.nothingToRemove);
      throw err;
    }
    return this.close(this.d.db, p, report, 'remove', note, false);
  }

  /** The admin module suspends the author; an author already suspended only settles the reports. */
  private async suspendAuthor(
    p: Principal,
    report: ReportRow,
    note: string | null,
    reason: string,
  ) {
    const author = report.authorId ? await repo.person(this.d.db, report.authorId) : undefined;
    if (!author) throw conflict(REPORT_TEXTS.nothingToRemove);
    if (author.suspendedAt === null) await this.d.admin().suspendUser(p, author.id, reason);
    return this.close(this.d.db, p, report, 'suspend', note, false);
  }
}
