import { AUTH_TEXTS } from '@alinhavo/shared/messages/auth';
import type { ChangePasswordBody } from '@alinhavo/shared/schemas/auth';
import type { TokenPair, User } from '@alinhavo/shared/schemas/user';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import type { EventBus } from '../../lib/event-bus';
import { hashPassword } from '../../lib/passwords';
import { announceFallout, falloutOfDeletion } from '../demands/fallout.service';
import { announceWithdrawn, withdrawReviewsOfPerson } from '../demands/reviews-withdrawal.service';
import { storedFiles } from '../files/deletions';
import type { AuthService, Principal } from '../auth/service';
import { usersRepository } from './repository';

/** Notifications are many and short-lived; the export carries the newest ones. */
const EXPORT_MAX_ROWS = 10_000;
import type { ConversationService } from '../conversations/service';
import type { NotificationService } from '../notifications/service';
import type { PaymentsService } from '../payments/service';
import type { PortfolioService } from '../portfolio/service';
import type { ProfileService } from '../profile/service';
import type { EmailPreferencesService } from '../email/service';
import type { ProductEventService } from '../product-events/service';
import { accountExportRepository as exportRepo } from './export.repository';

/** What other modules keep about the account: read for its export, or removed with it. */
export interface AccountSources {
  productEvents: Pick<ProductEventService, 'exportFor'>;
  emailPreferences: Pick<EmailPreferencesService, 'get'>;
  notifications: Pick<NotificationService, 'exportFor'>;
  conversations: Pick<ConversationService, 'exportFor'>;
  payments: Pick<PaymentsService, 'historyOf'>;
  portfolio: Pick<PortfolioService, 'storageNamesOfOwner'>;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

const toExportedRating = (r: {
  demandId: string | null;
  score: number;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
}) => ({
  demand_id: r.demandId,
  score: r.score,
  comment: r.comment,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** The signed-in user's own account. Every method acts on the principal, never on an id from the client. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly profiles: ProfileService,
    private readonly bus: EventBus,
    private readonly sources: AccountSources,
  ) {}

  /** LGPD art. 18: everything the product holds about the caller, as one JSON document. */
  async exportData(principal: Principal): Promise<Record<string, unknown>> {
    const me = principal.user.id;
    const [profile, sessions, notifications, messaging, payments] = await Promise.all([
      this.profiles.get(principal),
      this.auth.sessionsForExport(me),
      this.sources.notifications.exportFor(me, EXPORT_MAX_ROWS),
      this.sources.conversations.exportFor(me),
      this.sources.payments.historyOf(me),
    ]);
    const [
      demands,
      candidacies,
      ratings,
      reports,
      searches,
      emailPreferences,
      analytics,
      fichaModels,
    ] = await Promise.all([
      exportRepo.demandsOf(this.db, me),
      exportRepo.candidaciesOf(this.db, me),
      exportRepo.ratingsOf(this.db, me),
      exportRepo.reportsBy(this.db, me),
      exportRepo.searchesOf(this.db, me),
      this.sources.emailPreferences.get(principal),
      this.sources.productEvents.exportFor(me),
      exportRepo.fichaModelsOf(this.db, me),
    ]);
    return {
      exported_at: new Date().toISOString(),
      note: 'Dados pessoais guardados pelo Alinhavo sobre você (LGPD, art. 18).',
      profile,
      sessions: sessions.map((s) => ({
        created_at: s.createdAt.toISOString(),
        last_used_at: s.lastUsedAt.toISOString(),
        user_agent: s.userAgent,
        ended_at: s.revokedAt?.toISOString() ?? null,
      })),
      notifications: notifications.map((n) => ({
        type: n.type,
        title: n.title,
        message: n.message,
        is_read: n.isRead,
        created_at: n.createdAt.toISOString(),
      })),
      conversations: messaging.conversations.map((c) => ({
        id: c.id,
        title: c.title,
        created_at: c.createdAt.toISOString(),
        is_archived: c.isArchived,
        is_hidden: c.isHidden,
      })),
      // The Plano PRO history with its periods; no card data is ever held.
      payments,
      messages_sent: messaging.messages.map((m) => ({
        conversation_id: m.conversationId,
        content: m.content,
        created_at: m.createdAt.toISOString(),
        edited_at: m.editedAt?.toISOString() ?? null,
      })),
      demands: demands.map((d) => ({
        id: d.id,
        title: d.title,
        description: d.description,
        status: d.status,
        amount: d.amount,
        deadline: d.deadline,
        min_budget: d.minBudget,
        max_budget: d.maxBudget,
        city: d.city,
        uf: d.uf,
        remote_work_accepted: d.remoteWorkAccepted,
        chosen_quote: d.chosenQuote,
        created_at: d.createdAt.toISOString(),
        finalized_at: iso(d.finalizedAt),
        /** The ficha técnica as it is now (its revisions stay with the demand). */
        ficha: d.ficha ? { revision: d.fichaRevision, ...d.ficha } : null,
        files: d.files.map((f) => ({
          name: f.originalName,
          mime_type: f.mimeType,
          size_bytes: f.sizeBytes,
          created_at: f.createdAt.toISOString(),
        })),
      })),
      interests: candidacies.interests.map((i) => ({
        demand_id: i.demandId,
        created_at: i.createdAt.toISOString(),
      })),
      quotes: candidacies.quotes.map((q) => ({
        demand_id: q.demandId,
        revision: q.revision,
        price_cents: q.priceCents,
        lead_time_days: q.leadTimeDays,
        min_quantity: q.minQuantity,
        valid_until: q.validUntil,
        note: q.note,
        size_bands: q.sizeBands,
        created_at: q.createdAt.toISOString(),
      })),
      ratings_given: ratings.given.map(toExportedRating),
      ratings_received: ratings.received.map(toExportedRating),
      reports_filed: reports.map((r) => ({
        target_type: r.targetType,
        target_id: r.targetId,
        reason: r.reason,
        details: r.details,
        status: r.status,
        resolution: r.resolution,
        created_at: r.createdAt.toISOString(),
        resolved_at: iso(r.resolvedAt),
      })),
      saved_searches: searches.saved.map((s) => ({
        name: s.name,
        filters: s.filters,
        created_at: s.createdAt.toISOString(),
      })),
      ficha_models: fichaModels.map((m) => ({
        name: m.name,
        ficha: m.content,
        created_at: m.createdAt.toISOString(),
      })),
      profiles_opened: searches.views.map((v) => ({
        month: v.month,
        professional_id: v.professionalId,
        opened_at: v.createdAt.toISOString(),
      })),
      email_preferences: emailPreferences,
      // Stored under a keyed hash of the account, never its id: only the server can link them.
      usage_statistics: analytics,
    };
  }

  me(principal: Principal): User {
    return this.auth.dto(principal.user);
  }

  /** Every session ends, including this one; the caller gets a fresh pair for this device. */
  async changePassword(
    principal: Principal,
    body: ChangePasswordBody,
    userAgent: string | null,
    ip: string,
  ): Promise<TokenPair> {
    if (!(await this.auth.checkPassword(principal.user, body.current_password, ip))) {
      throw badRequest(AUTH_TEXTS.currentPasswordWrong, 'VALIDATION', {
        current_password: AUTH_TEXTS.currentPasswordWrong,
      });
    }
    const passwordHash = await hashPassword(body.new_password);
    const { ended, token } = await this.db.transaction(async (tx) => {
      await usersRepository.update(tx, principal.user.id, { passwordHash });
      const endedIds = await this.auth.endAllSessions(tx, principal.user.id, 'password_changed');
      return {
        ended: endedIds,
        token: await this.auth.startSession(tx, principal.user.id, userAgent),
      };
    });
    this.auth.announceEnded(principal.user.id, ended, 'password_changed');
    return token;
  }

  /**
   * LGPD: the account row goes, and with it (cascade) sessions, codes, a client's demands and a
   * provider's candidacies; the people those demands involve are told, and so are those whose
   * figures its ratings and reviews counted in.
   */
  async deleteAccount(principal: Principal, password: string, ip: string): Promise<void> {
    if (!(await this.auth.checkPassword(principal.user, password, ip))) {
      throw badRequest(AUTH_TEXTS.currentPasswordWrong, 'VALIDATION', {
        password: AUTH_TEXTS.currentPasswordWrong,
      });
    }
    const { ended, files, fallout, withdrawn } = await this.db.transaction(async (tx) => {
      const ids = await this.auth.endAllSessions(tx, principal.user.id, 'account_deleted');
      // Read while the rows exist and queued with the delete: the objects follow the commit.
      const photos = await this.sources.portfolio.storageNamesOfOwner(tx, principal.user.id);
      const names = await storedFiles.scheduleAccountRemoval(tx, principal.user.id, photos);
      const demands = await falloutOfDeletion(tx, principal.user);
      const withdrawn = await withdrawReviewsOfPerson(tx, principal.user.id);
      await usersRepository.delete(tx, principal.user.id);
      return { ended: ids, files: names, fallout: demands, withdrawn };
    });
    this.auth.announceEnded(principal.user.id, ended, 'account_deleted');
    this.bus.publish('account.deleted', { userId: principal.user.id, storageNames: files });
    announceFallout(this.bus, fallout);
    announceWithdrawn(this.bus, withdrawn);
  }
}
