import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import { aVerifiedUser } from '@alinhavo/test-support/builders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const me = (token: string) => testApi(ctx.app).auth.me({ token });

/** The session id inside an access token (its `sid` claim). */
const sessionOf = (access: string): string =>
  (JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString()) as { sid: string })
    .sid;

/**
 * The session check is held in memory between changes; these writes go around every
 * service, straight to the tables, so only the database's notifications can tell the app.
 * `eventually` waits up to 15 s, a quarter of the check's 60 s life in memory: a change seen
 * within it came by the notification, however loaded the machine.
 */
describe('the session check held between changes', () => {
  it('is held after the first request, so the next ones ask the database nothing', async () => {
    const u = await aVerifiedUser(ctx);
    // On PostgreSQL the notification of the sign-up's own writes may still be on its way and
    // drop the first entry: ask until one stays.
    await eventually(
      async () => {
        expect((await me(u.access)).status).toBe(200);
        return ctx.app.principals.get(sessionOf(u.access), u.id)?.user.email;
      },
      (email) => email === u.email,
    );
  });

  it('sees an account suspended by SQL on the next request', async () => {
    const u = await aVerifiedUser(ctx);
    expect((await me(u.access)).status).toBe(200);
    await ctx.database.db.execute(sql`update users set suspended_at = now() where id = ${u.id}`);
    await eventually(
      () => me(u.access),
      (res) => res.status === 401,
    );
  });

  it('sees a session revoked by SQL, and a changed name, on the next request', async () => {
    const u = await aVerifiedUser(ctx);
    const other = await aVerifiedUser(ctx);
    expect((await me(u.access)).status).toBe(200);
    expect((await me(other.access)).status).toBe(200);
    await ctx.database.db.execute(
      sql`update users set full_name = 'Nome Trocado' where id = ${other.id}`,
    );
    await ctx.database.db.execute(
      sql`update sessions set revoked_at = now(), revoked_reason = 'logout' where user_id = ${u.id}`,
    );
    await eventually(
      () => me(u.access),
      (res) => res.status === 401,
    );
    const renamed = await eventually(
      () => me(other.access),
      (res) => res.body.data?.full_name === 'Nome Trocado',
    );
    expect(renamed.status).toBe(200);
  });

  it('a logout through the app ends the session at once', async () => {
    const u = await aVerifiedUser(ctx);
    expect((await me(u.access)).status).toBe(200);
    const out = await testApi(ctx.app).auth.logout({
      token: u.access,
      body: { refresh: u.refresh },
    });
    expect(out.status).toBe(200);
    expect((await me(u.access)).status).toBe(401);
  });
});
