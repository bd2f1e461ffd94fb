/**
 * The service graph: every service built once per app, with the event subscriptions that tie
 * them together. Routes reach these through `app.services`; nothing else holds the database.
 */
import { createHmac } from 'node:crypto';
import { DEMAND_LIMITS } from '@alinhavo/shared/schemas/demand';
import { AdminAccounts } from './lib/admins';
import { EventBus } from './lib/event-bus';
import { PRINCIPAL_CHANNEL, PrincipalCache } from './modules/auth/principal-cache';
import { PasswordGuard } from './modules/auth/password-guard.service';
import { AuthService } from './modules/auth/service';
import { jwtSecretFor } from './modules/auth/jwt-secret';
import { Tokens } from './modules/auth/tokens';
import { AccountService } from './modules/users/service';
import { AdminService } from './modules/admin/service';
import { announceProviderProfileSaves } from './modules/admin/live';
import { CatalogueService } from './modules/catalogue/service';
import { GeoService } from './modules/geo/service';
import { ProfileService } from './modules/profile/service';
import { DemandService } from './modules/demands/service';
import { QuoteService } from './modules/demands/quotes.service';
import { LotService } from './modules/lots/service';
import { FichaService } from './modules/ficha/service';
import { FichaModelService } from './modules/ficha-models/service';
import { PortfolioService } from './modules/portfolio/service';
import { DemandFileService } from './modules/files/service';
import { UploadAllowance } from './modules/files/upload-allowance.service';
import { openFileStore } from './lib/storage/open-store';
import { RatingService } from './modules/ratings/service';
import { ClientReviewService } from './modules/client-reviews/service';
import { NotificationService } from './modules/notifications/service';
import { subscribeNotifications } from './modules/notifications/subscriptions';
import { ConversationService } from './modules/conversations/service';
import { subscribeSavedSearchAlerts } from './modules/professionals-search/alerts';
import { SavedSearchService } from './modules/professionals-search/saved-searches.service';
import { ProfessionalSearchService } from './modules/professionals-search/service';
import { ClientSearchService } from './modules/client-search/service';
import { ReportService } from './modules/reports/service';
import { EmailQueue } from './modules/email/queue';
import { EmailPreferencesService } from './modules/email/service';
import { subscribeEmails } from './modules/email/subscriptions';
import { UnsubscribeTokens } from './modules/email/unsubscribe-token';
import { createPaymentProvider } from './modules/payments/providers';
import { PaymentsService } from './modules/payments/service';
import { LegalService } from './modules/legal/service';
import { ProductEventService } from './modules/product-events/service';
import { StorageDeletions } from './modules/files/deletions';
import { PlansService } from './modules/plans/service';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app';
import type { Mailer } from './lib/mail/mailer';
import type { Services } from './types';
import { HealthService } from './modules/health/service';
import { AnalyticsService } from './modules/analytics/service';
import type { FileStore } from './lib/storage/file-store';

export interface ServiceGraph {
  services: Services;
  bus: EventBus;
  admins: AdminAccounts;
  principals: PrincipalCache;
  tokens: Tokens;
  storage: FileStore;
  emailQueue: EmailQueue;
  emailClock: () => Date;
  storageDeletions: StorageDeletions;
  unsubscribeTokens: UnsubscribeTokens;
  /** Stops listening to the database's session notifications. */
  stop(): Promise<void>;
}

export async function createServiceGraph(
  deps: AppDeps,
  mailer: Mailer,
  log: FastifyBaseLogger,
): Promise<ServiceGraph> {
  const { config, database } = deps;
  const bus = new EventBus();
  const admins = new AdminAccounts(config.adminEmails);
  const principals = new PrincipalCache();
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const stopListening = await database.listen(PRINCIPAL_CHANNEL, {
    onMessage: (key) => principals.invalidate(key),
    onLive: (live) => {
      principals.setLive(live);
      if (!live) log.warn('[auth] sem notificações do banco: sessões conferidas a cada pedido');
    },
  });
  // This instance's own changes are dropped at once too, not only when the database's
  // notification comes back.
  bus.subscribe('session.ended', ({ sessionIds }) => {
    for (const id of sessionIds) principals.invalidate(`s:${id}`);
  });
  bus.subscribe('account.changed', ({ user }) => principals.invalidate(`u:${user.id}`));
  // And before: a write of this process to users or sessions names its ids among its parameters.
  const stopAccountWrites = database.onAccountWrite((params) => {
    for (const value of params)
      if (typeof value === 'string' && UUID.test(value)) {
        principals.invalidate(`u:${value}`);
        principals.invalidate(`s:${value}`);
      }
  });
  const signingSecret = await jwtSecretFor(config.jwtSecret, config.dataDir, database);
  const tokens = new Tokens(signingSecret);
  const emailClock = deps.emailClock ?? (() => new Date());
  const emailQueue = new EmailQueue({ db: database.db, log: log, clock: emailClock });
  const guard = new PasswordGuard({
    db: database.db,
    tokens,
    emails: emailQueue,
    log: log,
    clock: deps.signInClock ?? (() => new Date()),
  });
  const auth = new AuthService({
    principals,
    guard,
    db: database.db,
    tokens,
    mailer,
    bus,
    log: log,
    admins,
    publicUrl: config.publicUrl,
  });

  const catalogue = new CatalogueService(database.db);
  const storage = await openFileStore(config.storage, log);
  const demandService = new DemandService(database.db, catalogue, bus, admins, deps.now);
  const profiles = new ProfileService(database.db, catalogue, admins, bus);
  // After the commit that queued them; what the store does not take now, the sweep retries.
  const storageDeletions = new StorageDeletions(database.db, storage, log, deps.storageClock);
  const removeFiles = ({ storageNames }: { storageNames: string[] }) => {
    storageDeletions
      .removeNow(storageNames)
      .catch((err: unknown) => log.error({ err }, '[storage] remoção de anexos não iniciada'));
  };
  bus.subscribe('demands.touched', ({ demandIds }) => {
    demandService
      .announceChanged(demandIds)
      .catch((err: unknown) => log.error({ err }, 'demand changes not announced'));
  });
  bus.subscribe('demand.deleted', removeFiles);
  bus.subscribe('account.deleted', removeFiles);
  const unsubscribeTokens = new UnsubscribeTokens(signingSecret);
  subscribeEmails(bus, emailQueue, log);
  const notifications = new NotificationService(database.db, bus, emailQueue);
  subscribeNotifications(bus, notifications, log);
  announceProviderProfileSaves(bus);
  const conversations = new ConversationService(database.db, bus, admins, log);
  const ratings: RatingService = new RatingService(database.db, bus, () => clientReviews);
  const clientReviews: ClientReviewService = new ClientReviewService({
    db: database.db,
    bus,
    log: log,
    ratings,
    notifications,
    clock: deps.reviewClock ?? (() => new Date()),
  });
  const professionalSearch = new ProfessionalSearchService(database.db, admins);
  const savedSearches = new SavedSearchService(database.db, professionalSearch, notifications);
  subscribeSavedSearchAlerts(bus, savedSearches, log);
  const productEvents = new ProductEventService({
    db: database.db,
    auth,
    admins,
    // Its own key, derived: the hash never shares a key with the tokens' signatures.
    hashKey: createHmac('sha256', signingSecret).update('alinhavo:product-events').digest('hex'),
    enabled: config.productAnalytics,
  });
  productEvents.subscribeFacts(bus, (err) => log.error({ err }, 'fato do funil não gravado'));
  const emailPreferences = new EmailPreferencesService(database.db, unsubscribeTokens);
  const payments = new PaymentsService({
    db: database.db,
    bus,
    mailer,
    log: log,
    notifications,
    provider: deps.paymentProvider ?? createPaymentProvider(config),
    auth,
    publicUrl: config.publicUrl,
  });
  const plans = new PlansService(database.db, payments, config.mercadoPago?.publicKey ?? null);
  // The catalogue follows PRO_MONTHLY_CENTS / PRO_YEARLY_CENTS before any route answers.
  await plans.syncCatalogue(config.plans);
  bus.subscribe('ratings.withdrawn', ({ ratings: withdrawn }) => {
    for (const removed of withdrawn)
      ratings
        .publishRemoved(removed)
        .catch((err: unknown) => log.error({ err }, 'rating withdrawal not announced'));
  });
  bus.subscribe('client-reviews.withdrawn', ({ reviews }) => {
    for (const removed of reviews)
      clientReviews
        .publishRemoved(removed)
        .catch((err: unknown) => log.error({ err }, 'client review withdrawal not announced'));
  });
  const lots = new LotService(database.db, bus, admins, demandService);
  // One daily upload budget per person for attachments, lot files and portfolio photos.
  const uploads = new UploadAllowance(database.db, config.uploadDailyBytes, deps.now);
  const portfolio = new PortfolioService(database.db, storage, uploads, professionalSearch);
  const services: Services = {
    health: new HealthService(database.db, config.redisUrl),
    analytics: new AnalyticsService(database.db, admins),
    auth,
    accounts: new AccountService(database.db, auth, profiles, bus, {
      productEvents,
      emailPreferences,
      notifications,
      conversations,
      payments,
      portfolio,
    }),
    catalogue,
    geo: new GeoService(database.db, config.cepProviderUrl, log),
    profiles,
    ratings,
    clientReviews,
    demands: demandService,
    quotes: new QuoteService(database.db, bus, admins, demandService, conversations, deps.now),
    lots,
    fichas: new FichaService(database.db, bus, admins, demandService, catalogue, storage),
    fichaModels: new FichaModelService(database.db),
    files: new DemandFileService(
      database.db,
      storage,
      demandService,
      {
        filesPerDemand: DEMAND_LIMITS.filesPerDemand,
        allowance: uploads,
      },
      admins,
      lots,
    ),
    portfolio,
    notifications,
    conversations,
    professionalSearch,
    savedSearches,
    clientSearch: new ClientSearchService(database.db, deps.now),
    legal: new LegalService(database.db, config.legal, config.productAnalytics),
    productEvents,
    emailPreferences,
    plans,
    payments,
    reports: new ReportService({
      db: database.db,
      bus,
      log: log,
      admins,
      demands: demandService,
      conversations,
      notifications,
      ratings,
      clientReviews,
      admin: () => services.admin,
    }),
    admin: new AdminService({
      db: database.db,
      mailer,
      bus,
      log: log,
      admins,
      publicUrl: config.publicUrl,
      auth,
      catalogue,
      notifications,
      payments,
      profiles,
    }),
  };

  return {
    services,
    bus,
    admins,
    principals,
    tokens,
    storage,
    emailQueue,
    emailClock,
    storageDeletions,
    unsubscribeTokens,
    async stop() {
      await stopListening();
      stopAccountWrites();
    },
  };
}
