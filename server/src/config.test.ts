import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('treats empty variables as unset (.env.example ships them empty)', () => {
    const c = loadConfig({ DATABASE_URL: '', REDIS_URL: ' ', SMTP_URL: '', PORT: '' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.port).toBe(3000);
  });

  it('refuses to start in production without a signing secret, and says why in pt-BR', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET é obrigatório');
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret,
    ).toHaveLength(32);
  });

  it('takes the cheap test password hash only under NODE_ENV=test', () => {
    expect(loadConfig({}).passwordHashCost).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe(
      'test',
    );
    for (const NODE_ENV of ['production', 'development'])
      expect(() =>
        loadConfig({ NODE_ENV, JWT_SECRET: 'x'.repeat(32), PASSWORD_HASH_COST: 'test' }),
      ).toThrow('PASSWORD_HASH_COST=test enfraquece as senhas');
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
        PUBLIC_URL: 'https://alinhavo.com.br',
      }).corsOrigins,
    ).toEqual(['https://alinhavo.com.br', 'app://alinhavo']);
  });
});
