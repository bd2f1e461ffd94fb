import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aTiedConversation } from './helpers/conversations';
import { aCompanyBody, aProfileBody, aVerifiedUser } from '@alinhavo/test-support/builders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const save = (token: string, body: Record<string, unknown>) =>
  testApi(ctx.app).profile.patch({ token, body });
const load = (token: string) => testApi(ctx.app).profile.get({ token });

describe('provider profile', () => {
  it('saves every field, returns it on reload and is complete for search', async () => {
    const u = await aVerifiedUser(ctx, { type: 'PROFISSIONAL', approved: false });
    const before = await load(u.access);
    expect(before.body.data.completeness).toEqual({
      complete: false,
      missing: [
        'name',
        'services',
        'areas',
        'specialties',
        'fabric_type',
        'location',
        'availability',
      ],
    });
    const res = await save(u.access, aProfileBody('PROFISSIONAL'));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Perfil salvo com sucesso!');
    const p = (await load(u.access)).body.data;
    expect(p).toMatchObject({
      full_name: 'Maria das Graças Costura',
      birth_date: '1985-04-12',
      cpf: '52998224725',
      cellphone: '11987654321',
      city: 'São Paulo',
      uf: 'SP',
      services: [1, 2],
      areas: [1, 3],
      specialties: [1, 2],
      machines: [1, 2],
      tecid_type: 'AMBOS',
      year_experience: 12,
      daily_production_capacity: 300,
      min_required_production: 50,
      max_required_production: 1000,
      availability: 2,
      approval_status: 'PENDING',
      is_approved: false,
      completeness: { complete: true, missing: [] },
    });
    expect(new Date(String(p.updated_at)).getTime()).toBeGreaterThan(
      new Date(String(before.body.data.updated_at)).getTime(),
    );
  });

  it('stores documents as digits only, whatever mask was sent', async () => {
    const u = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const res = await save(
      u.access,
      aProfileBody('PROFISSIONAL', {
        cpf: '529.982.247-25',
        cellphone: '(11) 98765-4321',
        postal_code: '01310-100',
      }),
    );
    expect(res.body.data).toMatchObject({
      cpf: '52998224725',
      cellphone: '11987654321',
      postal_code: '01310100',
    });
  });

  it.each([
    [{ cpf: '123' }, 'cpf', 'CPF deve ter 11 dígitos'],
    [{ cpf: '11111111111' }, 'cpf', 'CPF inválido'],
    [{ cpf: '52998224724' }, 'cpf', 'CPF inválido'],
    [
      { cellphone: '1133334444' },
      'cellphone',
      'Telefone deve ter 11 dígitos (formato: (99) 99999-9999)',
    ],
    [
      { min_required_production: 500, max_required_production: 100 },
      'max_required_production',
      'Quantidade máxima não pode ser menor que a mínima',
    ],
    [{ postal_code: '0131' }, 'postal_code', 'CEP deve ter 8 dígitos'],
    [{ full_name: null }, 'full_name', 'Campo obrigatório'],
    [{ birth_date: null }, 'birth_date', 'Campo obrigatório'],
    [{ year_experience: null }, 'year_experience', 'Campo obrigatório'],
    [{ availability_id: null }, 'availability_id', 'Campo obrigatório'],
    [{ uf: 'XX' }, 'uf', 'UF inválida'],
  ])('refuses %j with the spec text and writes nothing', async (patch, field, text) => {
    const u = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    await save(u.access, aProfileBody('PROFISSIONAL'));
    const res = await save(u.access, patch);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Por favor, corrija os erros nos campos destacados antes de salvar.',
    );
    expect(res.body.errors?.[field]).toBe(text);
    expect((await load(u.access)).body.data).toMatchObject(
      aProfileBody('PROFISSIONAL', {}).cpf ? { cpf: '52998224725', year_experience: 12 } : {},
    );
  });

  it('refuses areas outside the chosen services, unknown ids and an unknown availability', async () => {
    const u = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    // Modelagem (2) does not apply to Cama, Mesa e Banho (14).
    const outside = await save(
      u.access,
      aProfileBody('PROFISSIONAL', { services_ids: [2], areas_ids: [14] }),
    );
    expect(outside.status).toBe(400);
    expect(outside.body.errors?.areas_ids).toBe('Item inválido do catálogo');
    for (const patch of [
      { services_ids: [999] },
      { machines_ids: [999] },
      { specialties_ids: [999] },
      { availability_id: 9 },
    ]) {
      expect((await save(u.access, aProfileBody('PROFISSIONAL', patch))).status).toBe(400);
    }
  });

  it('an empty profile cannot be saved: the required fields come back, all at once', async () => {
    const u = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const res = await save(u.access, { about_me: 'Só isso' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(
      [
        'availability_id',
        'birth_date',
        'cellphone',
        'cpf',
        'daily_production_capacity',
        'full_name',
        'max_required_production',
        'min_required_production',
        'year_experience',
      ].sort(),
    );
  });
});

describe('company rules', () => {
  it('requires the company fields for MEI, LTDA, ME and CNPJ', async () => {
    const u = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    for (const size of ['MEI', 'LTDA', 'ME', 'CNPJ']) {
      const res = await save(u.access, aProfileBody('CLIENTE', { company_size: size }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({
        cnpj: 'Campo obrigatório',
        corporate_name: 'Campo obrigatório',
        company_cep: 'Campo obrigatório',
        company_email: 'Campo obrigatório',
      });
      expect(res.body.errors?.trade_name).toBeUndefined();
    }
  });

  it.each([
    [{ cnpj: '1122233300018' }, 'cnpj', 'CNPJ deve ter 14 dígitos'],
    [{ cnpj: '11222333000180' }, 'cnpj', 'CNPJ inválido'],
    [{ company_cep: '301300' }, 'company_cep', 'CEP deve ter 8 dígitos'],
    [{ company_email: 'contato@empresa' }, 'company_email', 'Email comercial deve ser válido'],
    [
      { company_cellphone: '3133334444' },
      'company_cellphone',
      'Telefone deve ter 11 dígitos (formato: (99) 99999-9999)',
    ],
  ])('refuses %j', async (patch, field, text) => {
    const u = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const res = await save(u.access, aProfileBody('CLIENTE', aCompanyBody(patch)));
    expect(res.body.errors?.[field]).toBe(text);
  });

  it('saves an alphanumeric CNPJ (Receita Federal, July 2026), masked and in lower case, stored unmasked in upper case', async () => {
    const u = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const saved = await save(
      u.access,
      aProfileBody('CLIENTE', aCompanyBody({ cnpj: '12.abc.345/01de-35' })),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.cnpj).toBe('12ABC34501DE35');
    expect((await testApi(ctx.app).profile.get({ token: u.access })).body.data.cnpj).toBe(
      '12ABC34501DE35',
    );
    const wrong = await save(u.access, { cnpj: '12ABC34501DE36' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.cnpj).toBe('CNPJ inválido');
  });

  it('saves a company, names and locates it by its company data, and clears it all when the size goes back to CPF', async () => {
    const u = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    const company = await save(
      u.access,
      aProfileBody('PROFISSIONAL', { ...aCompanyBody(), city: null, uf: null }),
    );
    expect(company.status).toBe(200);
    expect(company.body.data).toMatchObject({
      cnpj: '11222333000181',
      trade_name: 'Ponto Certo',
      company_city: 'Belo Horizonte',
    });
    expect(company.body.data.completeness.complete).toBe(true);
    const person = await save(u.access, { company_size: 'CPF' });
    expect(person.status).toBe(200);
    expect(person.body.data).toMatchObject({
      company_size: 'CPF',
      cnpj: null,
      corporate_name: null,
      trade_name: null,
      company_city: null,
      company_email: null,
      company_cellphone: null,
    });
    expect(person.body.data.completeness.missing).toEqual(['location']);
  });
});

describe('client profile', () => {
  it('keeps about-me and specialties and never stores provider fields', async () => {
    const u = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const res = await save(
      u.access,
      aProfileBody('CLIENTE', {
        services_ids: [1],
        year_experience: 3,
        tecid_type: 'PLANO',
        specialties_ids: [3],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      specialties: [3],
      services: [],
      year_experience: null,
      tecid_type: null,
      availability: null,
      is_approved: true,
    });
    expect(res.body.data.completeness).toEqual({ complete: true, missing: [] });
  });

  it('requires only the personal fields', async () => {
    const u = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const res = await save(u.access, { about_me: 'Marca de moda praia' });
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual([
      'birth_date',
      'cellphone',
      'cpf',
      'full_name',
    ]);
  });
});

describe("'Aparecer na busca pública'", () => {
  const listed = async (token: string) => (await load(token)).body.data.listed_in_public_search;

  it('follows the kind of account until the client chooses: off for CPF, on once company data is filled', async () => {
    const u = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    expect(await listed(u.access)).toBe(false);
    await save(u.access, aProfileBody('CLIENTE'));
    expect(await listed(u.access)).toBe(false);
    await save(u.access, aProfileBody('CLIENTE', aCompanyBody()));
    expect(await listed(u.access)).toBe(true);
    await save(u.access, aProfileBody('CLIENTE', { company_size: 'CPF' }));
    expect(await listed(u.access)).toBe(false);
  });

  it('is saved alone from Conta, even on an unfinished profile, and the form keeps the choice', async () => {
    const u = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const before = (await load(u.access)).body.data;
    const res = await save(u.access, { listed_in_public_search: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...before,
      listed_in_public_search: true,
      updated_at: res.body.data.updated_at,
    });
    // A later save of the form (which never sends the switch) leaves it as chosen.
    await save(u.access, aProfileBody('CLIENTE'));
    expect(await listed(u.access)).toBe(true);

    const company = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    await save(company.access, { listed_in_public_search: false });
    await save(company.access, aProfileBody('CLIENTE', aCompanyBody()));
    expect(await listed(company.access)).toBe(false);

    const bad = await save(u.access, { listed_in_public_search: 'sim' });
    expect(bad.status).toBe(400);
    expect(await listed(u.access)).toBe(true);
  });

  it('means nothing for a provider: always off', async () => {
    const u = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    await save(u.access, aProfileBody('PROFISSIONAL', aCompanyBody()));
    expect(await listed(u.access)).toBe(false);
    const res = await save(u.access, { listed_in_public_search: true });
    expect(res.status).toBe(200);
    expect(res.body.data.listed_in_public_search).toBe(false);
  });
});

describe('ownership and privacy', () => {
  it('never reads or writes another user: ids in the body are refused and the profile is always the caller', async () => {
    const a = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const b = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    await save(b.access, aProfileBody('CLIENTE', { full_name: 'Pessoa B' }));
    for (const body of [
      { id: b.user.id, full_name: 'Invasor' },
      { user_id: b.user.id },
      { email: 'novo@x.com' },
      { user_type: 'PROFISSIONAL' },
      { approval_status: 'APPROVED' },
    ]) {
      expect((await save(a.access, body)).status).toBe(400);
    }
    expect((await load(b.access)).body.data.full_name).toBe('Pessoa B');
    expect((await load(a.access)).body.data.id).toBe(a.user.id);
    expect((await testApi(ctx.app).profile.get()).status).toBe(401);
    expect((await testApi(ctx.app).profile.patch({ body: { full_name: 'x' } })).status).toBe(401);
  });

  it('exports everything about the caller as JSON, without secrets, and never logs the CPF', async () => {
    const u = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    await save(u.access, aProfileBody('PROFISSIONAL', { cpf: '39053344705' }));
    const other = await aVerifiedUser(ctx, { type: 'CLIENTE' });
    const { id: conversationId } = await aTiedConversation(ctx, u, [other]);
    for (const [who, content] of [
      [u, 'Minha mensagem'],
      [other, 'Mensagem da outra pessoa'],
    ] as const)
      await testApi(ctx.app).conversations.send({
        params: { id: conversationId },
        token: who.access,
        body: { content, client_id: `export-${content.length}-${who.user.id}` },
      });
    await ctx.app.services.notifications.notifyApproved(u.user.id);
    const pix = await testApi(ctx.app).plans.checkout({
      token: u.access,
      body: { plan: 'monthly', method: 'pix' },
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/export/',
      headers: { authorization: `Bearer ${u.access}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('alinhavo-meus-dados.json');
    const data = res.json<{
      data: {
        profile: { cpf: string; email: string };
        sessions: unknown[];
        notifications: Array<{ type: string }>;
        conversations: Array<{ id: string }>;
        messages_sent: Array<{ content: string }>;
        payments: Array<{ id: string; amount_cents: number }>;
      };
    }>().data;
    expect(data.payments).toMatchObject([{ id: pix.body.data.id, amount_cents: 4990 }]);
    expect(data.profile).toMatchObject({ cpf: '39053344705', email: u.email });
    expect(data.notifications.map((n) => n.type)).toContain('approved');
    expect(data.conversations.map((c) => c.id)).toEqual([conversationId]);
    // Their own words only: what the other person wrote is the other person's data.
    expect(data.messages_sent.map((m) => m.content)).toEqual(['Minha mensagem']);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/password|refresh_hash|argon2/i);
    expect((await testApi(ctx.app).profile.export()).status).toBe(401);
    expect(ctx.logs.join('\n')).not.toContain('39053344705');
  });
});
