import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi as api } from '@alinhavo/shared/api/notifications';
import { NOTIFICATION_TEXTS } from '@alinhavo/shared/messages/notifications';
import { ok, route } from '../../http/route';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = app.services.notifications;

  route(app, api.list, async (req) => ok(await notifications.list(req.principal(), req.query)));
  route(app, api.sync, async (req) =>
    ok(await notifications.sync(req.principal(), req.query.updated_since)),
  );
  route(app, api.unreadCount, async (req) => ok(await notifications.unreadCount(req.principal())));
  route(app, api.markAllRead, async (req) =>
    ok(await notifications.markAllRead(req.principal()), NOTIFICATION_TEXTS.markedAllRead),
  );
  route(app, api.markRead, async (req) =>
    ok(await notifications.markRead(req.principal(), req.params.id), NOTIFICATION_TEXTS.markedRead),
  );
  route(app, api.delete, async (req) => {
    await notifications.delete(req.principal(), req.params.id);
    return ok({}, NOTIFICATION_TEXTS.deleted);
  });
};
