import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { connectedSocket, listenLocally } from './helpers/sockets';
import { aDemandWithCandidates, aVerifiedUser } from '@alinhavo/test-support/builders';

let ctx: TestContext;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  base = await listenLocally(ctx.app);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await ctx.close();
});

/**
 * Load with faults: an instance stored a message and died before telling anyone; the
 * sender's device, with no answer, sends it again (same client_id) through another instance.
 * The recipient, connected all along, must hear of it then — it has no reconnection to catch up
 * on. Here the first send's event reaches no socket (none connected yet), as on the dead one.
 */
it('a message sent again with its client_id is pushed to the participants again', async () => {
  const [sender, recipient] = await Promise.all([
    aVerifiedUser(ctx, { type: 'CLIENTE' }),
    aVerifiedUser(ctx, { type: 'PROFISSIONAL' }),
  ]);
  const started = await testApi(ctx.app).conversations.start({
    token: sender.access,
    body: {
      participant_ids: [recipient.user.id],
      demand_id: await aDemandWithCandidates(ctx, sender, [recipient]),
    },
  });
  const id = started.body.data.conversation.id;
  const body = { content: 'Chegou?', client_id: 'reenvio-1' };
  const first = await testApi(ctx.app).conversations.send({
    params: { id },
    token: sender.access,
    body,
  });
  expect(first.status).toBe(201);

  const socket = await connectedSocket(base, recipient.access, sockets);
  const pushed = new Promise<{ id: string }>((resolve) => socket.on('message:created', resolve));
  const again = await testApi(ctx.app).conversations.send({
    params: { id },
    token: sender.access,
    body,
  });
  expect(again.body.data.id).toBe(first.body.data.id);
  const heard = await Promise.race([
    pushed.then((m) => m.id),
    new Promise((resolve) => setTimeout(() => resolve('nenhum evento em 5 s'), 5_000)),
  ]);
  expect(heard).toBe(first.body.data.id);
});
