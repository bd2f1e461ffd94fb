import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@alinhavo/shared/api/contract';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import '@alinhavo/shared/zod-locale';
import type { Config } from './config';
import type { Database } from './db/client';
import type { createMailer, Mailer } from './lib/mail/mailer';
import { createFastSerializerCompiler } from './http/serializer';
import { usePasswordHashCost } from './lib/passwords';
import { loggerOptions } from './logger';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { userRoutes } from './modules/users/routes';
import { adminRoutes } from './modules/admin/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { geoRoutes } from './modules/geo/routes';
import { profileRoutes } from './modules/profile/routes';
import { demandRoutes } from './modules/demands/routes';
import { lotRoutes } from './modules/lots/routes';
import { fichaRoutes } from './modules/ficha/routes';
import { fichaModelRoutes } from './modules/ficha-models/routes';
import { ratingRoutes } from './modules/ratings/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { fileRoutes } from './modules/files/routes';
import { portfolioRoutes } from './modules/portfolio/routes';
import { clientReviewRoutes } from './modules/client-reviews/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { conversationRoutes } from './modules/conversations/routes';
import { reportRoutes } from './modules/reports/routes';
import { professionalSearchRoutes } from './modules/professionals-search/routes';
import { clientSearchRoutes } from './modules/client-search/routes';
import { emailRoutes } from './modules/email/routes';
import { paymentRoutes } from './modules/payments/routes';
import { paymentWebhookRoutes } from './modules/payments/webhook.routes';
import { PaymentWebhookService } from './modules/payments/webhook.service';
import type { PaymentProvider } from './modules/payments/provider';
import { planRoutes } from './modules/plans/routes';
import { legalRoutes } from './modules/legal/routes';
import { productEventRoutes } from './modules/product-events/routes';
import { authPlugin } from './plugins/auth';
import { compressPlugin } from './plugins/compress';
import { errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { realtimePlugin } from './plugins/realtime';
import { securityPlugin } from './plugins/security';
import { swaggerPlugin } from './plugins/swagger';
import { webPlugin } from './plugins/web';
import './types';
import { createServiceGraph } from './services';
import { startJobs } from './jobs';

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
  const graph = await createServiceGraph(deps, mailer, app.log);
  app.decorate('config', config);
  app.decorate('bus', graph.bus);
  app.decorate('admins', graph.admins);
  app.decorate('principals', graph.principals);
  app.decorate('storage', graph.storage);
  app.decorate('services', graph.services);
  const { payments } = graph.services;
  // Mercado Pago (or a test's provider) that can be asked about a charge: webhooks and the
  // reconciliation round; null in pix-manual mode, where an admin confirms.
  const online = payments.provider.lookup ? payments.provider : null;

  // The app plugins are named functions: fastify-plugin names an anonymous one from a stack trace,
  // and the first stack trace with source maps on parses the build's whole map during boot.
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { mercadoPago: Boolean(config.mercadoPago) });
  await app.register(compressPlugin);
  await app.register(rateLimitPlugin, { redis, tokens: graph.tokens });
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
      await api.register(fichaRoutes);
      await api.register(fichaModelRoutes);
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

  const background = startJobs(deps, graph, mailer, app.log);
  app.decorate('jobs', background.jobs);
  app.addHook('onClose', async () => {
    await graph.stop();
    await background.stop();
    mailer.close();
    await redis?.quit();
    graph.storage.close();
    await database.close();
  });
  return app;
}
