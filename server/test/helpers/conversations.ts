import { testApi } from './api';
import type { TestContext } from './app';
import { aDemandWithCandidates, type BuiltUser } from '@alinhavo/test-support/builders';

/**
 * A conversation between a client and providers that DESIGN §9.11 allows: a demand of the
 * client in which the providers showed interest, and the conversation about it started by
 * `starter`. For tests about what happens inside a conversation, not about who may start one.
 */
export async function aTiedConversation(
  ctx: TestContext,
  starter: BuiltUser,
  others: readonly BuiltUser[],
  opts: { title?: string } = {},
): Promise<{ id: string; demandId: string }> {
  const people = [starter, ...others];
  const client = people.find((u) => u.user.user_type === 'CLIENTE');
  if (!client) throw new Error('a tied conversation needs the client who owns the demand');
  const providers = people.filter((u) => u.user.user_type === 'PROFISSIONAL');
  const demandId = await aDemandWithCandidates(ctx, client, providers);
  const res = await testApi(ctx.app).conversations.start({
    token: starter.access,
    body: {
      participant_ids: others.map((o) => o.user.id),
      demand_id: demandId,
      ...(opts.title ? { title: opts.title } : {}),
    },
  });
  if (res.status !== 201) throw new Error(`start failed: ${JSON.stringify(res.body)}`);
  return { id: res.body.data.conversation.id, demandId };
}
