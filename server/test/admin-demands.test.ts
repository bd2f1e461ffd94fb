import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { ADMIN_EMAIL, startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import {
  aDemand,
  aProfileBody,
  aVerifiedUser,
  type BuiltUser,
} from '@alinhavo/test-support/builders';

let ctx: TestContext;
let admin: BuiltUser;
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await aVerifiedUser(ctx, { email: ADMIN_EMAIL });
});
afterAll(() => ctx.close());

const list = (query: Record<string, string>) =>
  testApi(ctx.app).admin.demands({ token: admin.access, query });
const sync = (token: string, scope: 'mine' | 'opportunities', since?: string) =>
  testApi(ctx.app).demands.sync({
    token,
    query: { scope, ...(since ? { updated_since: since } : {}) },
  });
const auditOf = async (targetId: string) =>
  (await testApi(ctx.app).admin.audit({ token: admin.access, query: { target_id: targetId } })).body
    .data.entries;

describe('Demandas', () => {
  it('lists with client, interested count and budget; filters and pages by keyset', async () => {
    const client = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    await testApi(ctx.app).profile.patch({
      token: client.access,
      body: aProfileBody('CLIENTE', { full_name: 'Marisa Confecções' }),
    });
    const pro = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const a = await aDemand(ctx, client, {
      title: 'Bordado em bonés',
      city: 'São Paulo',
      uf: 'SP',
    });
    const b = await aDemand(ctx, client, { title: 'Camisas sociais', service: 2, area: 3 });
    await testApi(ctx.app).demands.interest({ params: { id: a }, token: pro.access });

    const byClient = (await list({ client: client.user.id })).body.data.demands;
    expect(byClient.map((d) => d.id)).toEqual([b, a]);
    expect(byClient[1]).toMatchObject({
      title: 'Bordado em bonés',
      status: 'ABERTA',
      client: { id: client.user.id, display_name: 'Marisa Confecções', email: client.email },
      interested_count: 1,
      min_budget: 3000,
      max_budget: 4500,
      city: 'São Paulo',
      uf: 'SP',
      service: 1,
    });
    expect(byClient[1]?.service_name).not.toBe('');

    const ids = async (query: Record<string, string>) =>
      (await list({ client: client.user.id, ...query })).body.data.demands.map((d) => d.id);
    expect(await ids({ search: 'BORDADO bones' })).toEqual([a]);
    expect(await ids({ search: 'marisa confeccoes' })).toEqual([b, a]);
    expect(await ids({ city: 'são paulo', uf: 'sp' })).toEqual([a]);
    expect(await ids({ service: '2' })).toEqual([b]);
    expect(await ids({ status: 'CONCLUÍDA' })).toEqual([]);

    const first = await list({ client: client.user.id, limit: '1' });
    expect(first.body.data.demands.map((d) => d.id)).toEqual([b]);
    const second = await list({
      client: client.user.id,
      limit: '1',
      cursor: first.body.data.next_cursor ?? '',
    });
    expect(second.body.data.demands.map((d) => d.id)).toEqual([a]);
    expect(second.body.data.next_cursor).toBeNull();
    expect((await list({ cursor: 'não-é-cursor' })).body.message).toBe(ADMIN_TEXTS.invalidCursor);
  });

  it('removes a demand: a deletion in every sync, the owner notified and e-mailed, an audit line', async () => {
    const client = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const pro = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const id = await aDemand(ctx, client, { title: 'Uniformes $& "escolares"' });
    const mine = await sync(client.access, 'mine');
    const theirs = await sync(pro.access, 'opportunities');

    const res = await testApi(ctx.app).admin.removeDemand({
      params: { id },
      token: admin.access,
      body: { reason: 'Anúncio de produto proibido' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { id }, message: ADMIN_TEXTS.demandRemoved });

    const mineAfter = await sync(client.access, 'mine', mine.body.data.server_time);
    expect(mineAfter.body.data.deleted).toContain(id);
    const theirsAfter = await sync(pro.access, 'opportunities', theirs.body.data.server_time);
    expect(theirsAfter.body.data.deleted).toContain(id);
    expect(
      (await testApi(ctx.app).demands.get({ params: { id }, token: client.access })).status,
    ).toBe(404);
    expect((await list({ client: client.user.id })).body.data.demands).toEqual([]);

    const mail = await ctx.smtp.waitFor(client.email, (m) => m.subject.includes('removida'));
    expect(mail.text).toContain('Uniformes $& "escolares"');
    expect(mail.text).toContain('Motivo: Anúncio de produto proibido');

    const notes = await eventually(
      async () =>
        (
          await testApi(ctx.app).notifications.list({ token: client.access })
        ).body.data.notifications.filter((n) => n.type === 'demand_removed'),
      (found) => found.length > 0,
    );
    expect(notes[0]).toMatchObject({
      title: 'Demanda removida',
      message: 'Sua demanda "Uniformes $& "escolares"" foi removida pela moderação.',
      demand_id: null,
    });

    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'remove_demand',
      actor_email: ADMIN_EMAIL,
      target_type: 'demand',
      target_label: 'Uniformes $& "escolares"',
      reason: 'Anúncio de produto proibido',
    });
    const again = await testApi(ctx.app).admin.removeDemand({
      params: { id },
      token: admin.access,
      body: { reason: 'De novo' },
    });
    expect(again.status).toBe(404);
    expect(
      // No reason: a body the contract forbids.
      (
        await testApi(ctx.app).raw('POST', `/admin/demands/${id}/remove/`, {
          token: admin.access,
          body: {},
        })
      ).body.message,
    ).toBe(ADMIN_TEXTS.reasonRequired);
  });

  it('keeps the audit log append-only: a direct UPDATE or DELETE fails', async () => {
    const u = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    await testApi(ctx.app).admin.reject({
      params: { id: u.user.id },
      token: admin.access,
      body: { reason: 'Dados incompletos' },
    });
    const [entry] = await auditOf(u.user.id);
    expect(entry).toMatchObject({ action: 'reject', reason: 'Dados incompletos' });
    await expect(
      ctx.database.db.execute(sql`update audit_log set reason = 'apagado' where id = ${entry?.id}`),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.execute(sql`delete from audit_log where id = ${entry?.id}`),
    ).rejects.toThrow();
    expect((await auditOf(u.user.id))[0]?.reason).toBe('Dados incompletos');
  });
});
