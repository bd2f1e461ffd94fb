import type { SweepResult } from './modules/files/deletions';
import type { LegalService } from './modules/legal/service';
import type { ProductEventService } from './modules/product-events/service';
import type { PrincipalCache } from './modules/auth/principal-cache';
import type { Server as SocketServer } from 'socket.io';
import type { Config } from './config';
import type { HealthService } from './modules/health/service';
import type { AnalyticsService } from './modules/analytics/service';
import type { AdminAccounts } from './lib/admins';
import type { EventBus } from './lib/event-bus';
import type { AuthService, Principal } from './modules/auth/service';
import type { AccountService } from './modules/users/service';
import type { AdminService } from './modules/admin/service';
import type { CatalogueService } from './modules/catalogue/service';
import type { GeoService } from './modules/geo/service';
import type { ProfileService } from './modules/profile/service';
import type { DemandService } from './modules/demands/service';
import type { RatingService } from './modules/ratings/service';
import type { ClientReviewService } from './modules/client-reviews/service';
import type { DemandFileService } from './modules/files/service';
import type { NotificationService } from './modules/notifications/service';
import type { ConversationService } from './modules/conversations/service';
import type { ReportService } from './modules/reports/service';
import type { ProfessionalSearchService } from './modules/professionals-search/service';
import type { SavedSearchService } from './modules/professionals-search/saved-searches.service';
import type { ClientSearchService } from './modules/client-search/service';
import type { FileStore } from './lib/storage/file-store';
import type { PaymentsService } from './modules/payments/service';
import type { PlansService } from './modules/plans/service';
import type { EmailPreferencesService } from './modules/email/service';
import type { EmailRoundResult } from './jobs/email-worker';
import type { PortfolioService } from './modules/portfolio/service';
import type { QuoteService } from './modules/demands/quotes.service';
import type { LotService } from './modules/lots/service';
import type { FichaService } from './modules/ficha/service';
import type { FichaModelService } from './modules/ficha-models/service';
import type { ClientEvents, ServerEvents } from '@alinhavo/shared/realtime/events';

export interface Services {
  health: HealthService;
  analytics: AnalyticsService;
  auth: AuthService;
  accounts: AccountService;
  catalogue: CatalogueService;
  geo: GeoService;
  profiles: ProfileService;
  admin: AdminService;
  demands: DemandService;
  quotes: QuoteService;
  lots: LotService;
  fichas: FichaService;
  fichaModels: FichaModelService;
  ratings: RatingService;
  clientReviews: ClientReviewService;
  files: DemandFileService;
  portfolio: PortfolioService;
  notifications: NotificationService;
  conversations: ConversationService;
  reports: ReportService;
  professionalSearch: ProfessionalSearchService;
  savedSearches: SavedSearchService;
  clientSearch: ClientSearchService;
  plans: PlansService;
  payments: PaymentsService;
  legal: LegalService;
  productEvents: ProductEventService;
  emailPreferences: EmailPreferencesService;
}

/** One round of each background job, run now. */
export interface Jobs {
  /** Plan reminders, then the e-mails they queued. */
  planReminders: () => Promise<number | null>;
  /** One round of the late-lot notices at the lot clock (null: another held it). */
  lotLate: () => Promise<number | null>;
  /** E-mail rounds until nothing is due at the queue's clock. */
  emails: () => Promise<EmailRoundResult>;
  /** Removal of the stored objects of deleted rows due at `at` (default: now). */
  storageSweep: (at?: Date) => Promise<SweepResult>;
  /** Two-way reviews due after 14 days, at the review clock. */
  reviewPublication: () => Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    bus: EventBus;
    /** Who is admin (ADMIN_EMAILS): asked by services, the realtime handshake and the guards. */
    admins: AdminAccounts;
    /** The session check held between changes (tests look at what it holds). */
    principals: PrincipalCache;
    services: Services;
    /** One round of a background job now (the timers run them on their own; tests call these). */
    jobs: Jobs;
    storage: FileStore;
    io: SocketServer<ClientEvents, ServerEvents>;
    /** preHandler that refuses anonymous calls and ended sessions with 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler of every route that checks a password: one budget per IP and per account. */
    passwordChecks: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The caller of a route guarded by `authenticate`; throws anywhere else. */
    principal(): Principal;
  }
}
