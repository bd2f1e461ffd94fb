import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationsApi as api } from '@alinhavo/shared/api/conversations';
import { ok, route } from '../../http/route';

export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const conversations = app.services.conversations;

  route(app, api.list, async (req) => ok(await conversations.list(req.principal(), req.query)));
  route(app, api.start, async (req, reply) => {
    const result = await conversations.start(req.principal(), req.body);
    // Finding the conversation that already exists is not a creation.
    void reply.code(result.created ? 201 : 200);
    return ok(result);
  });
  route(app, api.sync, async (req) =>
    ok(await conversations.sync(req.principal(), req.query.updated_since)),
  );
  route(app, api.messagesSync, async (req) =>
    ok(await conversations.messagesSync(req.principal(), req.params.id, req.query.updated_since)),
  );
  route(app, api.unreadCount, async (req) => ok(await conversations.unreadCount(req.principal())));
  route(app, api.get, async (req) => ok(await conversations.get(req.principal(), req.params.id)));
  route(app, api.patch, async (req) =>
    ok(await conversations.setArchived(req.principal(), req.params.id, req.body.is_archived)),
  );
  route(app, api.hide, async (req) => {
    await conversations.hide(req.principal(), req.params.id);
    return ok({});
  });
  route(app, api.read, async (req) => ok(await conversations.read(req.principal(), req.params.id)));
  route(app, api.messages, async (req) =>
    ok(await conversations.messages(req.principal(), req.params.id, req.query)),
  );
  route(app, api.send, async (req, reply) => {
    const { message, created } = await conversations.send(
      req.principal().user.id,
      req.params.id,
      req.body,
    );
    // A retry of an earlier send answers 200 with the stored message.
    void reply.code(created ? 201 : 200);
    return ok(message);
  });
  // Before /messages/:id/ so 'search' is never taken for an id.
  route(app, api.search, async (req) =>
    ok(await conversations.search(req.principal(), req.query.q)),
  );
  route(app, api.editMessage, async (req) =>
    ok(await conversations.editMessage(req.principal(), req.params.id, req.body.content)),
  );
  route(app, api.deleteMessage, async (req) => {
    await conversations.deleteMessage(req.principal(), req.params.id);
    return ok({});
  });
};
