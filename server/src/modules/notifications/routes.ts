import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '@alinhavo/shared/api/notifications';
import { NOTIFICATION_TEXTS } from '@alinhavo/shared/messages/notifications';
import {
  notificationIdParams,
  notificationListQuery,
  notificationSyncQuery,
} from '@alinhavo/shared/schemas/notification';
import { ok, routeSchema } from '../../http/route';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = app.services.notifications;
  const guard = { preHandler: app.authenticate };

  app.get(
    notificationsApi.list.path,
    {
      schema: routeSchema(notificationsApi.list, { querystring: notificationListQuery }),
      ...guard,
    },
    async (req) => ok(await notifications.list(req.principal(), req.query)),
  );
  app.get(
    notificationsApi.sync.path,
    {
      schema: routeSchema(notificationsApi.sync, { querystring: notificationSyncQuery }),
      ...guard,
    },
    async (req) => ok(await notifications.sync(req.principal(), req.query.updated_since)),
  );
  app.get(
    notificationsApi.unreadCount.path,
    { schema: routeSchema(notificationsApi.unreadCount), ...guard },
    async (req) => ok(await notifications.unreadCount(req.principal())),
  );
  app.post(
    notificationsApi.markAllRead.path,
    { schema: routeSchema(notificationsApi.markAllRead), ...guard },
    async (req) =>
      ok(await notifications.markAllRead(req.principal()), NOTIFICATION_TEXTS.markedAllRead),
  );
  app.post(
    path(notificationsApi.markRead.path),
    { schema: routeSchema(notificationsApi.markRead, { params: notificationIdParams }), ...guard },
    async (req) =>
      ok(
        await notifications.markRead(req.principal(), req.params.id),
        NOTIFICATION_TEXTS.markedRead,
      ),
  );
  app.delete(
    path(notificationsApi.delete.path),
    { schema: routeSchema(notificationsApi.delete, { params: notificationIdParams }), ...guard },
    async (req) => {
      await notifications.delete(req.principal(), req.params.id);
      return ok({}, NOTIFICATION_TEXTS.deleted);
    },
  );
};
