import { sql } from 'drizzle-orm';
import { apiAs, aDemand, type BuiltUser, type Person } from '@alinhavo/test-support/builders';
import type { TestContext } from './app';
import { testApi } from './api';

/** PRO until a month from now, or Basic again (`pro_until` in the past), as a paid plan does. */
export async function setPro(ctx: TestContext, user: { id: string }, pro: boolean) {
  await ctx.database.db.execute(
    sql`update users set pro_until = now() + ${pro ? '30 days' : '-1 day'}::interval where id = ${user.id}`,
  );
}

/**
 * A demand of `client` done by `pro` the way people do it: interest, choice, rating, Finalizar,
 * and the provider's review of the client, which publishes both reviews. Answers the
 * demand's id.
 */
export async function aFinishedJob(
  ctx: TestContext,
  client: Person | BuiltUser,
  pro: Person | BuiltUser,
  score: number,
): Promise<string> {
  const api = testApi(ctx.app);
  const id = await aDemand(ctx, client);
  const interest = await api.demands.interest({ params: { id }, token: pro.access });
  if (interest.status !== 200) throw new Error(JSON.stringify(interest.body));
  const asClient = apiAs(ctx, client);
  await asClient.send('PATCH', `/demands/${id}/`, { chosen_professional_id: pro.id });
  await asClient.send('POST', '/user/ratings/', { professional: pro.id, score, demand: id });
  await asClient.send('PATCH', `/demands/${id}/`, { status: 'CONCLUÍDA' });
  await apiAs(ctx, pro).send('POST', '/user/client-reviews/', {
    demand: id,
    payment: 5,
    communication: 5,
    clarity: 5,
  });
  return id;
}
