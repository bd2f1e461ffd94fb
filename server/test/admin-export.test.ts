import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { eventually } from './helpers/eventually';
import {
  aCompanyBody,
  aDemand,
  aProfileBody,
  aVerifiedUser,
  type BuiltUser,
} from '@alinhavo/test-support/builders';

let ctx: TestContext;
let admin: BuiltUser;
let client: BuiltUser;
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await aVerifiedUser(ctx, { email: ADMIN_EMAIL });
  client = await aVerifiedUser(ctx, { type: 'CLIENTE' });
  await testApi(ctx.app).profile.patch({
    token: client.access,
    body: aProfileBody('CLIENTE', {
      full_name: 'Joana; "Jô" Confecção',
      ...aCompanyBody({
        trade_name: 'Confecção São José',
        company_city: 'São Paulo',
        company_uf: 'SP',
      }),
    }),
  });
  await aDemand(ctx, client, {
    title: 'Confecção de 200 jalecos',
    city: 'São Paulo',
    uf: 'SP',
    min_budget: 1234.5,
    max_budget: 2000,
  });
});
afterAll(() => ctx.close());

/** A CSV reader for the format we write: `;`, CRLF, double-quoted fields. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ';') {
      endCell();
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

const download = (report: string, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/export/${report}.csv${query}`,
    headers: { authorization: `Bearer ${admin.access}` },
  });

describe('Relatórios (CSV)', () => {
  it('writes users as Excel in pt-BR opens them: BOM, ";", CRLF, accents intact', async () => {
    const res = await download('users');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="alinhavo-usuarios-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'Nome',
      'E-mail',
      'Tipo',
      'Situação',
      'Suspensa',
      'CNPJ',
      'Cidade',
      'UF',
      'E-mail verificado',
      'Cadastro',
    ]);
    const mine = rows.find((r) => r[1] === client.email);
    expect(mine).toEqual([
      'Confecção São José',
      client.email,
      'Cliente',
      '',
      'Não',
      '11222333000181',
      'São Paulo',
      'SP',
      'Sim',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    ]);
    expect(rows.some((r) => r[1] === ADMIN_EMAIL)).toBe(false);
  });

  it('writes demands with decimal commas and quotes what needs quoting', async () => {
    const rows = parseCsv((await download('demands')).rawPayload.toString('utf8').slice(1));
    const row = rows.find((r) => r[0] === 'Confecção de 200 jalecos');
    expect(row).toEqual([
      'Confecção de 200 jalecos',
      'Aberta',
      'Confecção São José',
      client.email,
      expect.any(String),
      'São Paulo',
      'SP',
      '0',
      '1234,50',
      '2000,00',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    ]);
  });

  it('writes the overview: weekly rows of the period, totals and figures', async () => {
    const rows = parseCsv(
      (await download('overview', '?from=2026-01-05&to=2026-01-18')).rawPayload
        .toString('utf8')
        .slice(1),
    );
    expect(rows[0]).toEqual(['Período: 05/01/2026 a 18/01/2026']);
    expect(rows[1]).toEqual(['Semana (início)', 'Novos cadastros', 'Novas demandas']);
    expect(rows[2]).toEqual(['05/01/2026', '0', '0']);
    expect(rows[3]).toEqual(['12/01/2026', '0', '0']);
    expect(rows[4]).toEqual(['Total do período', '0', '0']);
    expect(rows.find((r) => r[0] === 'Clientes')?.[1]).toBe('1');
    const audit = await download('audit');
    expect(parseCsv(audit.rawPayload.toString('utf8').slice(1))[0]).toEqual([
      'Data',
      'Administrador',
      'Ação',
      'Alvo',
      'Identificação',
      'Motivo',
    ]);
  });
});

describe('Visão geral', () => {
  it('counts people without admins, 12 weeks starting on Monday, top cities and open counters', async () => {
    const res = await testApi(ctx.app).admin.overview({ token: admin.access });
    expect(res.status).toBe(200);
    const o = res.body.data;
    expect(o.users).toMatchObject({ clients: 1, professionals: 0, suspended: 0 });
    expect(o.demands).toEqual({ total: 1, abertas: 1, em_andamento: 0, concluidas: 0 });
    expect(o.weekly).toHaveLength(12);
    for (const w of o.weekly) expect(new Date(`${w.week_start}T12:00:00Z`).getUTCDay()).toBe(1);
    const last = o.weekly[o.weekly.length - 1];
    expect(last).toMatchObject({ signups: 1, demands: 1 });
    expect(o.top_cities[0]).toEqual({ city: 'São Paulo', uf: 'SP', users: 1 });
    expect(o.open_reports).toBe(0);
    expect(o.period.to >= last!.week_start).toBe(true);
  });
});

describe('Aprovações', () => {
  it('lists completeness and the company name, and notifies approval and rejection with the reason', async () => {
    const pro = await aVerifiedUser(ctx, { type: 'PROFISSIONAL', approved: false });
    await testApi(ctx.app).profile.patch({
      token: pro.access,
      body: aProfileBody('PROFISSIONAL', aCompanyBody()),
    });
    const bare = await aVerifiedUser(ctx, { type: 'PROFISSIONAL', approved: false });
    const pending = (await testApi(ctx.app).admin.professionals({ token: admin.access })).body.data;
    expect(pending.find((p) => p.id === pro.user.id)).toMatchObject({
      display_name: 'Ponto Certo',
      city: 'Belo Horizonte',
      missing: [],
    });
    expect(pending.find((p) => p.id === bare.user.id)?.missing).toContain('services');

    const rejected = await testApi(ctx.app).admin.reject({
      params: { id: bare.user.id },
      token: admin.access,
      body: { reason: 'Faltam os serviços oferecidos' },
    });
    expect(rejected.body.data).toEqual({ id: bare.user.id, approval_status: 'REJECTED' });
    const mail = await ctx.smtp.waitFor(bare.email, (m) => m.subject.includes('não foi aprovado'));
    expect(mail.text).toContain('Motivo: Faltam os serviços oferecidos');
    await testApi(ctx.app).admin.approve({ params: { id: pro.user.id }, token: admin.access });

    const typesOf = async (u: BuiltUser) =>
      (
        await eventually(
          async () =>
            (await testApi(ctx.app).notifications.list({ token: u.access })).body.data
              .notifications,
          (list) => list.length > 0,
        )
      ).map((n) => n.type);
    expect(await typesOf(bare)).toEqual(['rejected']);
    expect(await typesOf(pro)).toEqual(['approved']);

    const audit = await testApi(ctx.app).admin.audit({
      token: admin.access,
      query: { target_type: 'user', limit: '10' },
    });
    expect(
      audit.body.data.entries.filter((e) => [pro.user.id, bare.user.id].includes(e.target_id)),
    ).toEqual([
      expect.objectContaining({ action: 'approve', target_id: pro.user.id }),
      expect.objectContaining({ action: 'reject', target_id: bare.user.id }),
    ]);
  });
});

describe('live admin screens', () => {
  it('announce a verified sign-up and a provider saving their profile (admin:changed)', async () => {
    const seen: Array<{ kind: string; id: string | null }> = [];
    const off = ctx.app.bus.subscribe('admin.changed', (e) => seen.push(e));
    try {
      const pro = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
      expect(seen).toContainEqual({ kind: 'professional', id: pro.user.id });
      seen.length = 0;
      await testApi(ctx.app).profile.patch({
        token: pro.access,
        body: aProfileBody('PROFISSIONAL'),
      });
      expect(seen).toEqual([{ kind: 'professional', id: pro.user.id }]);
    } finally {
      off();
    }
  });
});
