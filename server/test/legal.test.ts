import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_TEXTS } from '@alinhavo/shared/messages/legal';
import { LEGAL_VERSION } from '@alinhavo/shared/rules/legal';
import { loadConfig } from '../src/config';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import { aVerifiedUser } from '@alinhavo/test-support/builders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({
    SUPPORT_WHATSAPP: '5521988887777',
    SUPPORT_EMAIL: 'ajuda@confeccao.test',
    SOCIAL_INSTAGRAM: 'https://www.instagram.com/confeccao.teste',
    LEGAL_NAME: 'Alinhavo Teste Ltda.',
    LEGAL_CNPJ: '12.345.678/0001-95',
    DPO_EMAIL: 'dpo@confeccao.test',
  });
});
afterAll(() => ctx.close());

const api = () => testApi(ctx.app).legal;

describe('public settings of the help and legal pages', () => {
  it('answers anyone with the configured support, controller and terms version', async () => {
    const res = await api().settings();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      support_whatsapp: '5521988887777',
      support_email: 'ajuda@confeccao.test',
      social_instagram: 'https://www.instagram.com/confeccao.teste',
      social_linkedin: null,
      legal_name: 'Alinhavo Teste Ltda.',
      legal_cnpj: '12.345.678/0001-95',
      dpo_email: 'dpo@confeccao.test',
      legal_version: LEGAL_VERSION,
      product_analytics: false,
    });
  });

  it('refuses a support WhatsApp that wa.me cannot open', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_WHATSAPP: '11988887777' })).toThrow(
      /SUPPORT_WHATSAPP/,
    );
  });
});

describe('support and social contacts from the configuration', () => {
  // What a production start needs besides the contacts (its secret and its Pix key).
  const PRODUCTION = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(48),
    PIX_KEY: 'pix@confeccao.test',
  };

  it('production refuses to start with the example WhatsApp, saying which variable and why', () => {
    expect(() => loadConfig({ ...PRODUCTION, SUPPORT_WHATSAPP: '5511999990000' })).toThrow(
      'SUPPORT_WHATSAPP=5511999990000 é o número de exemplo e não é aceito quando NODE_ENV=production',
    );
  });

  it('production shows only the contacts it names: unset ones are null (no link)', () => {
    expect(loadConfig(PRODUCTION).legal).toMatchObject({
      supportWhatsapp: null,
      supportEmail: null,
      instagram: null,
      linkedin: null,
    });
    const named = loadConfig({
      ...PRODUCTION,
      SUPPORT_WHATSAPP: '5521988887777',
      SUPPORT_EMAIL: 'ajuda@confeccao.test',
      SOCIAL_INSTAGRAM: 'https://instagram.com/confeccao',
      SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/confeccao',
    }).legal;
    expect(named).toMatchObject({
      supportWhatsapp: '5521988887777',
      supportEmail: 'ajuda@confeccao.test',
      instagram: 'https://instagram.com/confeccao',
      linkedin: 'https://www.linkedin.com/company/confeccao',
    });
  });

  it('a development machine shows the example WhatsApp and e-mail, and no social profile', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).legal).toMatchObject({
      supportWhatsapp: '5511999990000',
      supportEmail: 'contato@alinhavo.com.br',
      instagram: null,
      linkedin: null,
    });
  });

  it.each([
    ['SOCIAL_INSTAGRAM', 'http://www.instagram.com/confeccao'],
    ['SOCIAL_INSTAGRAM', 'https://www.instagram.com.golpe.test/confeccao'],
    ['SOCIAL_LINKEDIN', 'https://www.instagram.com/confeccao'],
    ['SOCIAL_LINKEDIN', 'linkedin.com/company/confeccao'],
  ])('refuses %s=%s (an https address on the network itself)', (name, value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', [name]: value })).toThrow(name);
  });
});

describe('terms acceptance', () => {
  it('registration records the version in force', async () => {
    const u = await aVerifiedUser(ctx);
    const res = await api().terms({ token: u.access });
    expect(res.status).toBe(200);
    expect(res.body.data.current_version).toBe(LEGAL_VERSION);
    expect(res.body.data.accepted_version).toBe(LEGAL_VERSION);
    expect(res.body.data.accepted_at).not.toBeNull();
  });

  it('an account that never accepted accepts the version in force once; an old one is refused', async () => {
    const u = await aVerifiedUser(ctx, { type: 'PROFISSIONAL' });
    await ctx.database.db.execute(
      sql`update users set terms_version = null, terms_accepted_at = null where id = ${u.id}`,
    );
    const before = await api().terms({ token: u.access });
    expect(before.body.data).toMatchObject({ accepted_version: null, accepted_at: null });

    const stale = await api().acceptTerms({ token: u.access, body: { version: '2020-01-01' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: LEGAL_TEXTS.staleVersion, code: 'TERMS_OUTDATED' });
    expect((await api().terms({ token: u.access })).body.data.accepted_version).toBeNull();

    const accepted = await api().acceptTerms({ token: u.access, body: { version: LEGAL_VERSION } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(LEGAL_TEXTS.accepted);
    expect(accepted.body.data.accepted_version).toBe(LEGAL_VERSION);
    const again = await api().acceptTerms({ token: u.access, body: { version: LEGAL_VERSION } });
    expect(again.body.data.accepted_at).toBe(accepted.body.data.accepted_at);
  });

  it('anonymous calls get 401 and a bad body a 400', async () => {
    expect((await api().terms()).status).toBe(401);
    expect((await api().acceptTerms({ body: { version: LEGAL_VERSION } })).status).toBe(401);
    const u = await aVerifiedUser(ctx);
    const bad = await api().acceptTerms({ token: u.access, body: { version: '' } });
    expect(bad.status).toBe(400);
  });
});
