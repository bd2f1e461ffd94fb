import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@alinhavo/shared/api/contract';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { DEMAND_LIMITS } from '@alinhavo/shared/schemas/demand';
import '@alinhavo/shared/zod-locale';
import type { Config } from './config';
import type { Database } from './db/client';
import { AdminAccounts } from './lib/admins';
import { EventBus } from './lib/event-bus';
import type { createMailer, Mailer } from './lib/mail/mailer';
import { createFastSerializerCompiler } from './http/serializer';
import { usePasswordHashCost } from './lib/passwords';
import { loggerOptions } from './logger';
import { PRINCIPAL_CHANNEL, PrincipalCache } from './modules/auth/principal-cache';
import { PasswordGuard } from './modules/auth/password-guard.service';
import { AuthService } from './modules/auth/service';
import { authRoutes } from './modules/auth/routes';
import { jwtSecretFor } from './modules/auth/jwt-secret';
import { Tokens } from './modules/auth/tokens';
import { healthRoutes } from './modules/health/routes';
import { AccountService } from './modules/users/service';
import { userRoutes } from './modules/users/routes';
import { adminRoutes } from './modules/admin/routes';
import { AdminService } from './modules/admin/service';
import { announceProviderProfileSaves } from './modules/admin/live';
import { catalogueRoutes } from './modules/catalogue/routes';
import { CatalogueService } from './modules/catalogue/service';
import { geoRoutes } from './modules/geo/routes';
import { GeoService } from './modules/geo/service';
import { profileRoutes } from './modules/profile/routes';
import { ProfileService } from './modules/profile/service';
import { demandRoutes } from './modules/demands/routes';
import { DemandService } from './modules/demands/service';
import { QuoteService } from './modules/demands/quotes.service';
import { LotService } from './modules/lots/service';
import { lotRoutes } from './modules/lots/routes';
import { ratingRoutes } from './modules/ratings/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { fileRoutes } from './modules/files/routes';
import { portfolioRoutes } from './modules/portfolio/routes';
import { PortfolioService } from './modules/portfolio/service';
import { DemandFileService } from './modules/files/service';
import { UploadAllowance } from './modules/files/upload-allowance.service';
import { openFileStore } from './lib/storage/open-store';
import { RatingService } from './modules/ratings/service';
import { clientReviewRoutes } from './modules/client-reviews/routes';
import { ClientReviewService } from './modules/client-reviews/service';
import { notificationRoutes } from './modules/notifications/routes';
import { NotificationService } from './modules/notifications/service';
import { subscribeNotifications } from './modules/notifications/subscriptions';
import { conversationRoutes } from './modules/conversations/routes';
import { ConversationService } from './modules/conversations/service';
import { reportRoutes } from './modules/reports/routes';
import { subscribeSavedSearchAlerts } from './modules/professionals-search/alerts';
import { professionalSearchRoutes } from './modules/professionals-search/routes';
import { SavedSearchService } from './modules/professionals-search/saved-searches.service';
import { ProfessionalSearchService } from './modules/professionals-search/service';
import { clientSearchRoutes } from './modules/client-search/routes';
import { ClientSearchService } from './modules/client-search/service';
import { ReportService } from './modules/reports/service';
import { startMessageExpiry } from './jobs/message-expiry';
import { startPaymentReconciliation } from './jobs/payment-reconciliation';
import { runPlanReminders, startPlanReminders } from './jobs/plan-reminders';
import { runLotLate, startLotLate } from './jobs/lot-late';
import { startEmailWorker } from './jobs/email-worker';
import { composeEmail } from './modules/email/compose';
import { EmailQueue } from './modules/email/queue';
import { emailRoutes } from './modules/email/routes';
import { EmailPreferencesService } from './modules/email/service';
import { subscribeEmails } from './modules/email/subscriptions';
import { UnsubscribeTokens } from './modules/email/unsubscribe-token';
import { paymentRoutes } from './modules/payments/routes';
import { paymentWebhookRoutes } from './modules/payments/webhook.routes';
import { PaymentWebhookService } from './modules/payments/webhook.service';
import type { PaymentProvider } from './modules/payments/provider';
import { createPaymentProvider } from './modules/payments/providers';
import { PaymentsService } from './modules/payments/service';
import { planRoutes } from './modules/plans/routes';
import { LegalService } from './modules/legal/service';
import { legalRoutes } from './modules/legal/routes';
import { productEventRoutes } from './modules/product-events/routes';
import { ProductEventService } from './modules/product-events/service';
import { startProductEventsPrune } from './jobs/product-events-prune';
import { startStorageSweep } from './jobs/storage-sweep';
import { StorageDeletions } from './modules/files/deletions';
import { runReviewPublication, startReviewPublication } from './jobs/review-publication';
import { PlansService } from './modules/plans/service';
import { authPlugin } from './plugins/auth';
import { compressPlugin } from './plugins/compress';
import { errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { realtimePlugin } from './plugins/realtime';
import { securityPlugin } from './plugins/security';
import { swaggerPlugin } from './plugins/swagger';
import { webPlugin } from './plugins/web';
import './types';

/** The mail transport (nodemailer) loads with the first e-mail, not at boot. */
function lazyMailer(opts: Parameters<typeof createMailer>[0]): Mailer {
  let loaded: Promise<Mailer> | undefined;
  const mailer = () => (loaded ??= import('./lib/mail/mailer').then((m) => m.createMailer(opts)));
  return {
    async send(message) {
      await (await mailer()).send(message);
    },
    close() {
      void loaded?.then((m) => m.close());
    },
  };
}

export interface AppDeps {
  config: Config;
  /** Already migrated. The app closes it on shutdown. */
  database: Database;
  mailer?: Mailer;
  logStream?: NodeJS.WritableStream;
  /** Replaces the configured payment provider (tests: a provider that fails). */
  paymentProvider?: PaymentProvider;
  /** Clock of the in-process caches and of quote validity (ms); tests move it instead of waiting. */
  now?: () => number;
  /** Clock of the e-mail queue (the 15-minute wait, the 6 hours, 8h digests, retries). */
  emailClock?: () => Date;
  /** Clock of password guessing: a pair's waits, the hourly budget and e-mail (DESIGN §9.15). */
  signInClock?: () => Date;
  /** Clock of the removal queue of stored objects (its backoff). */
  storageClock?: () => Date;
  /** Clock of two-way review publication (14 days after completion). */
  reviewClock?: () => Date;
  /** Clock of the late-lot round: tests move it to make a lot late. */
  lotClock?: () => Date;
}

/** The whole server: external plugins, then app plugins, then routes, then the web build. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  usePasswordHashCost(config.passwordHashCost);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createFastSerializerCompiler({ verify: config.env === 'test' }));

  // ioredis loads only when there is a Redis to talk to. Its default export: the bundled build's
  // chunk of a CommonJS package has no named ones.
  const redis: Redis | undefined = config.redisUrl
    ? new (await import('ioredis')).default(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  const mailer =
    deps.mailer ??
    lazyMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
    });
  const bus = new EventBus();
  const admins = new AdminAccounts(config.adminEmails);
  const principals = new PrincipalCache();
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const stopListening = await database.listen(PRINCIPAL_CHANNEL, {
    onMessage: (key) => principals.invalidate(key),
    onLive: (live) => {
      principals.setLive(live);
      if (!live) app.log.warn('[auth] sem notificações do banco: sessões conferidas a cada pedido');
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
  const emailQueue = new EmailQueue({ db: database.db, log: app.log, clock: emailClock });
  const guard = new PasswordGuard({
    db: database.db,
    tokens,
    emails: emailQueue,
    log: app.log,
    clock: deps.signInClock ?? (() => new Date()),
  });
  const auth = new AuthService({
    principals,
    guard,
    db: database.db,
    tokens,
    mailer,
    bus,
    log: app.log,
    admins,
    publicUrl: config.publicUrl,
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('bus', bus);
  app.decorate('admins', admins);
  app.decorate('principals', principals);
  const catalogue = new CatalogueService(database.db);
  const storage = await openFileStore(config.storage, app.log);
  const demandService = new DemandService(database.db, catalogue, bus, admins, deps.now);
  const profiles = new ProfileService(database.db, catalogue, admins, bus);
  app.decorate('storage', storage);
  // After the commit that queued them; what the store does not take now, the sweep retries.
  const storageDeletions = new StorageDeletions(database.db, storage, app.log, deps.storageClock);
  const removeFiles = ({ storageNames }: { storageNames: string[] }) => {
    storageDeletions
      .removeNow(storageNames)
      .catch((err: unknown) => app.log.error({ err }, '[storage] remoção de anexos não iniciada'));
  };
  bus.subscribe('demands.touched', ({ demandIds }) => {
    demandService
      .announceChanged(demandIds)
      .catch((err: unknown) => app.log.error({ err }, 'demand changes not announced'));
  });
  bus.subscribe('demand.deleted', removeFiles);
  bus.subscribe('account.deleted', removeFiles);
  const unsubscribeTokens = new UnsubscribeTokens(signingSecret);
  subscribeEmails(bus, emailQueue, app.log);
  const notifications = new NotificationService(database.db, bus, emailQueue);
  subscribeNotifications(bus, notifications, app.log);
  announceProviderProfileSaves(bus);
  const conversations = new ConversationService(database.db, bus, admins, app.log);
  const ratings: RatingService = new RatingService(database.db, bus, () => clientReviews);
  const clientReviews: ClientReviewService = new ClientReviewService({
    db: database.db,
    bus,
    log: app.log,
    ratings,
    notifications,
    clock: deps.reviewClock ?? (() => new Date()),
  });
  const professionalSearch = new ProfessionalSearchService(database.db, admins);
  const savedSearches = new SavedSearchService(database.db, professionalSearch, notifications);
  subscribeSavedSearchAlerts(bus, savedSearches, app.log);
  const productEvents = new ProductEventService({
    db: database.db,
    auth,
    admins,
    // Its own key, derived: the hash never shares a key with the tokens' signatures.
    hashKey: createHmac('sha256', signingSecret).update('alinhavo:product-events').digest('hex'),
    enabled: config.productAnalytics,
  });
  productEvents.subscribeFacts(bus, (err) => app.log.error({ err }, 'fato do funil não gravado'));
  const emailPreferences = new EmailPreferencesService(database.db, unsubscribeTokens);
  const payments = new PaymentsService({
    db: database.db,
    bus,
    mailer,
    log: app.log,
    notifications,
    provider: deps.paymentProvider ?? createPaymentProvider(config),
    auth,
    publicUrl: config.publicUrl,
  });
  // Mercado Pago (or a test's provider) that can be asked about a charge: webhooks and the
  // reconciliation round; null in pix-manual mode, where an admin confirms.
  const online = payments.provider.lookup ? payments.provider : null;
  const plans = new PlansService(database.db, payments, config.mercadoPago?.publicKey ?? null);
  // The catalogue follows PRO_MONTHLY_CENTS / PRO_YEARLY_CENTS before any route answers.
  await plans.syncCatalogue(config.plans);
  bus.subscribe('ratings.withdrawn', ({ ratings: withdrawn }) => {
    for (const removed of withdrawn)
      ratings
        .publishRemoved(removed)
        .catch((err: unknown) => app.log.error({ err }, 'rating withdrawal not announced'));
  });
  bus.subscribe('client-reviews.withdrawn', ({ reviews }) => {
    for (const removed of reviews)
      clientReviews
        .publishRemoved(removed)
        .catch((err: unknown) => app.log.error({ err }, 'client review withdrawal not announced'));
  });
  const lots = new LotService(database.db, bus, admins);
  // One daily upload budget per person for attachments, lot files and portfolio photos.
  const uploads = new UploadAllowance(database.db, config.uploadDailyBytes, deps.now);
  app.decorate('services', {
    auth,
    accounts: new AccountService(database.db, auth, profiles, bus, {
      productEvents,
      emailPreferences,
    }),
    catalogue,
    geo: new GeoService(database.db, config.cepProviderUrl, app.log),
    profiles,
    ratings,
    clientReviews,
    demands: demandService,
    quotes: new QuoteService(database.db, bus, admins, demandService, conversations, deps.now),
    lots,
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
    portfolio: new PortfolioService(database.db, storage, uploads),
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
      log: app.log,
      admins,
      demands: demandService,
      conversations,
      notifications,
      ratings,
      clientReviews,
      admin: () => app.services.admin,
    }),
    admin: new AdminService({
      db: database.db,
      mailer,
      bus,
      log: app.log,
      admins,
      publicUrl: config.publicUrl,
      auth,
      catalogue,
      notifications,
      payments,
    }),
  });

  // The app plugins are named functions: fastify-plugin names an anonymous one from a stack trace,
  // and the first stack trace with source maps on parses the build's whole map during boot.
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { mercadoPago: Boolean(config.mercadoPago) });
  await app.register(compressPlugin);
  await app.register(rateLimitPlugin, { redis, tokens });
  await app.register(swaggerPlugin);
  await app.register(authPlugin);
  await app.register(realtimePlugin, { redis });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(catalogueRoutes);
      await api.register(geoRoutes);
      await api.register(profileRoutes);
      await api.register(adminRoutes);
      await api.register(demandRoutes);
      await api.register(ratingRoutes);
      await api.register(clientReviewRoutes);
      await api.register(lotRoutes);
      await api.register(analyticsRoutes);
      await api.register(fileRoutes);
      await api.register(portfolioRoutes);
      await api.register(notificationRoutes);
      await api.register(conversationRoutes);
      await api.register(reportRoutes);
      await api.register(professionalSearchRoutes);
      await api.register(clientSearchRoutes);
      await api.register(planRoutes);
      await api.register(paymentRoutes);
      await api.register(legalRoutes);
      await api.register(productEventRoutes);
      await api.register(emailRoutes);
      await api.register(paymentWebhookRoutes, {
        webhooks: new PaymentWebhookService({
          provider: online,
          webhookSecret: config.mercadoPago?.webhookSecret || null,
          payments,
          log: app.log,
        }),
      });
    },
    { prefix: API_PREFIX },
  );
  await app.register(webPlugin);

  app.setNotFoundHandler((request, reply) => {
    // Page paths (no file extension) get the app; a missing .js or .css stays a 404, so a stale
    // tab never runs HTML as a script.
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/socket.io') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (app.spaFallback && isPage)
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ status: 'error', message: ERRORS.notFound, code: 'NOT_FOUND' });
  });

  const stopExpiry = startMessageExpiry(database.db, conversations, app.log);
  const emailWorker = startEmailWorker({
    db: database.db,
    mailer,
    log: app.log,
    clock: emailClock,
    compose: (job) =>
      composeEmail(
        {
          db: database.db,
          publicUrl: config.publicUrl,
          tokens: unsubscribeTokens,
          resetLink: (userId) => auth.freshResetLink(userId),
        },
        job,
      ),
  });
  emailQueue.onEnqueued(() => emailWorker.wake());
  const reminderDeps = {
    db: database.db,
    emails: emailQueue,
    notifications,
    payments,
    log: app.log,
  };
  const stopReminders = startPlanReminders(reminderDeps);
  const stopEventsPrune = startProductEventsPrune(database.db, productEvents, app.log);
  const stopReviewPublication = startReviewPublication(clientReviews, app.log);
  const lotLateDeps = {
    db: database.db,
    notifications,
    log: app.log,
    clock: deps.lotClock ?? (() => new Date()),
  };
  const stopLotLate = startLotLate(lotLateDeps);
  app.decorate('jobs', {
    planReminders: async () => {
      const claimed = await runPlanReminders(reminderDeps);
      await emailWorker.drain();
      return claimed;
    },
    emails: () => emailWorker.drain(),
    storageSweep: (at?: Date) => storageDeletions.sweep(at),
    reviewPublication: () => runReviewPublication(clientReviews),
    lotLate: () => runLotLate(lotLateDeps),
  });
  const stopStorageSweep = startStorageSweep(storageDeletions, app.log);
  const stopReconciliation = online
    ? startPaymentReconciliation({ db: database.db, payments, provider: online, log: app.log })
    : () => undefined;
  app.addHook('onClose', async () => {
    await stopListening();
    stopAccountWrites();
    stopExpiry();
    stopReminders();
    stopEventsPrune();
    stopReviewPublication();
    stopLotLate();
    stopReconciliation();
    stopStorageSweep();
    await emailWorker.stop();
    mailer.close();
    await redis?.quit();
    storage.close();
    await database.close();
  });
  return app;
}
