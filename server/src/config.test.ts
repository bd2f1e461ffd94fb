import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('treats empty variables as unset (.env.example ships them empty)', () => {
    const c = loadConfig({ DATABASE_URL: '', REDIS_URL: ' ', SMTP_URL: '', PORT: '' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.port).toBe(3000);
  });

  it('lets each person upload 200 MB a day unless UPLOAD_DAILY_MB says otherwise', () => {
    expect(loadConfig({}).uploadDailyBytes).toBe(200 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_DAILY_MB: '50' }).uploadDailyBytes).toBe(50 * 1024 * 1024);
    expect(() => loadConfig({ UPLOAD_DAILY_MB: '0' })).toThrow();
  });

  it('refuses to start in production without a signing secret, and says why in pt-BR', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET é obrigatório');
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PIX_KEY: 'a@b.com' })
        .jwtSecret,
    ).toHaveLength(32);
    // On PostgreSQL the secret is generated once and kept in the database.
    const shared = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/alinhavo',
      PIX_KEY: 'a@b.com',
    });
    expect(shared.jwtSecret).toBeUndefined();
  });

  it('takes the cheap test password hash only under NODE_ENV=test', () => {
    expect(loadConfig({}).passwordHashCost).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe(
      'test',
    );
    for (const NODE_ENV of ['production', 'development'])
      expect(() =>
        loadConfig({
          NODE_ENV,
          JWT_SECRET: 'x'.repeat(32),
          PIX_KEY: 'a@b.com',
          PASSWORD_HASH_COST: 'test',
        }),
      ).toThrow('PASSWORD_HASH_COST=test enfraquece as senhas');
  });

  it('trusts X-Forwarded-For from nobody, from listed proxies and ranges, or from any hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    for (const bad of ['nginx', '10.0.0.0/33', '300.1.1.1', '127.0.0.1/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('limits API calls per account and per address, with the old single budget as their default', () => {
    const c = loadConfig({});
    expect(c.accountRateLimitPerMinute).toBe(600);
    expect(c.anonymousRateLimitPerMinute).toBe(3000);
    expect(c.authRateLimitPerMinute).toBe(10);
    expect(c.passwordIpRateLimitPerMinute).toBe(120);
    const set = loadConfig({
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '50',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '70',
      PASSWORD_IP_RATE_LIMIT_PER_MINUTE: '30',
    });
    expect([set.accountRateLimitPerMinute, set.anonymousRateLimitPerMinute]).toEqual([50, 70]);
    expect(set.passwordIpRateLimitPerMinute).toBe(30);
    const old = loadConfig({ RATE_LIMIT_PER_MINUTE: '5000', RATE_LIMIT_ACCOUNT_PER_MINUTE: '' });
    expect([old.accountRateLimitPerMinute, old.anonymousRateLimitPerMinute]).toEqual([5000, 5000]);
    expect(() => loadConfig({ RATE_LIMIT_ACCOUNT_PER_MINUTE: '0' })).toThrow(
      /RATE_LIMIT_ACCOUNT_PER_MINUTE/,
    );
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'nao-e-url' })).toThrow(/DATABASE_URL/);
  });

  it('allows the web origin, the desktop app and, outside production, the Vite dev server', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://alinhavo.com.br' }).corsOrigins).toEqual([
      'https://alinhavo.com.br',
      'app://alinhavo',
      'http://localhost:5173',
    ]);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        PIX_KEY: 'a@b.com',
        PUBLIC_URL: 'https://alinhavo.com.br',
      }).corsOrigins,
    ).toEqual(['https://alinhavo.com.br', 'app://alinhavo']);
  });

  it('sells PRO by pix-manual with dev defaults, and by Mercado Pago only with its webhook secret', () => {
    const dev = loadConfig({});
    expect(dev.plans).toEqual({ monthlyCents: 4990, yearlyCents: 47900 });
    expect(dev.pix).toEqual({
      key: 'pagamentos@alinhavo.com.br',
      merchantName: 'ALINHAVO',
      merchantCity: 'SAO PAULO',
    });
    expect(dev.mercadoPago).toBeUndefined();
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(prod)).toThrow('PIX_KEY é obrigatório');
    expect(() => loadConfig({ MERCADOPAGO_ACCESS_TOKEN: 'TEST-1' })).toThrow(
      'MERCADOPAGO_WEBHOOK_SECRET é obrigatório',
    );
    const mp = loadConfig({
      ...prod,
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-1',
      MERCADOPAGO_WEBHOOK_SECRET: 's',
      MERCADOPAGO_API_URL: 'http://127.0.0.1:9/',
    }).mercadoPago;
    expect(mp).toEqual({
      accessToken: 'TEST-1',
      publicKey: null,
      webhookSecret: 's',
      apiUrl: 'http://127.0.0.1:9',
    });
    expect(() => loadConfig({ PIX_MERCHANT_NAME: 'x'.repeat(26) })).toThrow(/PIX_MERCHANT_NAME/);
  });
});
