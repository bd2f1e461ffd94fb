import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationsApi as api } from '@alinhavo/shared/api/conversations';
import {
  conversationIdParams,
  conversationListQuery,
  messageIdParams,
  messageListQuery,
  messageSearchQuery,
  messagingSyncQuery,
} from '@alinhavo/shared/schemas/conversation';
import { ok, routeSchema } from '../../http/route';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const conversations = app.services.conversations;
  const guard = { preHandler: app.authenticate };
  const byId = { params: conversationIdParams };

  app.get(
    api.list.path,
    { schema: routeSchema(api.list, { querystring: conversationListQuery }), ...guard },
    async (req) => ok(await conversations.list(req.principal(), req.query)),
  );
  app.post(
    api.start.path,
    { schema: routeSchema(api.start, { successStatus: 201 }), ...guard },
    async (req, reply) => {
      const result = await conversations.start(req.principal(), req.body);
      return reply.code(result.created ? 201 : 200).send(ok(result));
    },
  );
  app.get(
    api.sync.path,
    { schema: routeSchema(api.sync, { querystring: messagingSyncQuery }), ...guard },
    async (req) => ok(await conversations.sync(req.principal(), req.query.updated_since)),
  );
  app.get(
    path(api.messagesSync.path),
    {
      schema: routeSchema(api.messagesSync, { ...byId, querystring: messagingSyncQuery }),
      ...guard,
    },
    async (req) =>
      ok(await conversations.messagesSync(req.principal(), req.params.id, req.query.updated_since)),
  );
  app.get(api.unreadCount.path, { schema: routeSchema(api.unreadCount), ...guard }, async (req) =>
    ok(await conversations.unreadCount(req.principal())),
  );
  app.get(path(api.get.path), { schema: routeSchema(api.get, byId), ...guard }, async (req) =>
    ok(await conversations.get(req.principal(), req.params.id)),
  );
  app.patch(path(api.patch.path), { schema: routeSchema(api.patch, byId), ...guard }, async (req) =>
    ok(await conversations.setArchived(req.principal(), req.params.id, req.body.is_archived)),
  );
  app.delete(
    path(api.hide.path),
    { schema: routeSchema(api.hide, byId), ...guard },
    async (req) => {
      await conversations.hide(req.principal(), req.params.id);
      return ok({});
    },
  );
  app.post(path(api.read.path), { schema: routeSchema(api.read, byId), ...guard }, async (req) =>
    ok(await conversations.read(req.principal(), req.params.id)),
  );
  app.get(
    path(api.messages.path),
    { schema: routeSchema(api.messages, { ...byId, querystring: messageListQuery }), ...guard },
    async (req) => ok(await conversations.messages(req.principal(), req.params.id, req.query)),
  );
  app.post(
    path(api.send.path),
    { schema: routeSchema(api.send, { ...byId, successStatus: 201 }), ...guard },
    async (req, reply) => {
      const { message, created } = await conversations.send(
        req.principal().user.id,
        req.params.id,
        req.body,
      );
      // A retry of an earlier send answers 200 with the stored message.
      return reply.code(created ? 201 : 200).send(ok(message));
    },
  );
  // Before /messages/:id/ so 'search' is never taken for an id.
  app.get(
    api.search.path,
    { schema: routeSchema(api.search, { querystring: messageSearchQuery }), ...guard },
    async (req) => ok(await conversations.search(req.principal(), req.query.q)),
  );
  app.patch(
    path(api.editMessage.path),
    { schema: routeSchema(api.editMessage, { params: messageIdParams }), ...guard },
    async (req) =>
      ok(await conversations.editMessage(req.principal(), req.params.id, req.body.content)),
  );
  app.delete(
    path(api.deleteMessage.path),
    { schema: routeSchema(api.deleteMessage, { params: messageIdParams }), ...guard },
    async (req) => {
      await conversations.deleteMessage(req.principal(), req.params.id);
      return ok({});
    },
  );
};
