import { sql } from 'drizzle-orm';
import type { TestContext } from './app';

/**
 * TEST ONLY, a direct write: moves an account's PRO periods so the latest ends at `endsAt`
 * (every period shifts by the same amount, users.pro_until with them), standing in for the
 * calendar passing. Becoming PRO itself always goes through a real payment (`paidPro`).
 */
export async function movePlanEndForTest(ctx: TestContext, userId: string, endsAt: Date) {
  await ctx.database.db.execute(sql`
    with shift as (
      select ${endsAt.toISOString()}::timestamptz - max(ends_at) as by
      from subscriptions where user_id = ${userId} and revoked_at is null)
    update subscriptions s
    set starts_at = s.starts_at + shift.by, ends_at = s.ends_at + shift.by
    from shift where s.user_id = ${userId} and s.revoked_at is null`);
  await ctx.database.db.execute(
    sql`update users set pro_until = ${endsAt.toISOString()}::timestamptz where id = ${userId}`,
  );
}

export const DAY = 86_400_000;
