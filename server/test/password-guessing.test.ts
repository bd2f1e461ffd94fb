import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { openDatabase, type Database } from '../src/db/client';
import { ADMIN_EMAIL, startTestApp, type TestContext, buildTestApp } from './helpers/app';
import { captureLog } from './helpers/log-capture';
import { testApi } from './helpers/api';
import { aVerifiedUser, type BuiltUser } from '@alinhavo/test-support/builders';
import { resetCodeFrom } from '@alinhavo/test-support/smtp-capture';

/**
 * DESIGN §9.15 on both databases: no lock refuses the owner's right password. Guessing slows
 * its (account, address) pair down with growing waits, strangers spread over many addresses
 * share one hourly budget per account that the owner's own address never spends, and the owner
 * is e-mailed once an hour at most. The per-route request budget (plugins/rate-limit.ts) is set
 * out of reach here, so every 429 below is the guard's; the guard's clock moves instead of the
 * test sleeping.
 */
let ctx: TestContext;
// The guard's clock stands still unless a test moves it: a slow machine changes no wait.
let nowMs = Date.now();
const clock = () => new Date(nowMs);
const later = (seconds: number) => {
  nowMs += seconds * 1000;
};

beforeAll(async () => {
  ctx = await startTestApp(
    { AUTH_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000' },
    { signInClock: clock },
  );
});
afterAll(() => ctx.close());

const api = () => testApi(ctx.app).auth;
const login = (email: string, password: string, ip: string) =>
  api().login({ body: { email, password }, ip });
let net = 0;
/** A fresh address from a range of its own per call site, never one the suite used before. */
const anAddress = () => {
  net += 1;
  return `10.${Math.floor(net / 250) % 250}.${net % 250}.${Math.floor(Math.random() * 250) + 1}`;
};
const alertsTo = (email: string) =>
  ctx.smtp.mails.filter((m) => m.to === email && m.subject.startsWith('Alguém tentou entrar'));

/** A verified account that signed in once from `home`: that address is the owner's from now on. */
async function anOwner(home: string): Promise<BuiltUser> {
  const u = await aVerifiedUser(ctx);
  expect((await login(u.email, u.password, home)).status).toBe(200);
  return u;
}

describe('password guessing (DESIGN §9.15)', () => {
  it("a stranger's 50 wrong passwords from other addresses never stop the owner at home", async () => {
    const home = anAddress();
    const u = await anOwner(home);
    const answers: Array<{ status: number; message: string }> = [];
    for (let i = 0; i < 50; i++) {
      const res = await login(u.email, `chute-${i}`, anAddress());
      answers.push({ status: res.status, message: res.body.message ?? '' });
    }
    // Nothing answers with a lock: the strangers spend their budget, then wait.
    expect(answers.some((a) => a.status === 423 || /bloqueada/i.test(a.message))).toBe(false);
    expect(answers.slice(0, 20).every((a) => a.status === 401)).toBe(true);
    expect(answers.slice(20).every((a) => a.status === 429)).toBe(true);
    expect(answers[20]?.message).toBe(ERRORS.tooManyRequests);

    const owner = await login(u.email, u.password, home);
    expect(owner.status).toBe(200);
    expect(owner.body.data.user.email).toBe(u.email);
  });

  it('slows the guessing pair with growing waits and does not check even the right password while it waits', async () => {
    const guesser = anAddress();
    const u = await anOwner(anAddress());
    for (let i = 0; i < 3; i++)
      expect((await login(u.email, 'errada!!', guesser)).status).toBe(401);

    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const waiting = await login(u.email, 'errada!!', guesser);
      expect(waiting.status).toBe(429);
      expect(waiting.body).toMatchObject({ status: 'error', message: ERRORS.tooManyRequests });
      const wait = Number(waiting.headers['retry-after']);
      waits.push(wait);
      // The right password from the waiting pair is not looked at either.
      expect((await login(u.email, u.password, guesser)).status).toBe(429);
      later(wait);
      expect((await login(u.email, 'errada!!', guesser)).status).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16]);

    // The owner's other address is not that pair: signing in there works at once.
    const elsewhere = await login(u.email, u.password, anAddress());
    expect(elsewhere.status).toBe(200);
    // After its wait, the pair's right password is accepted, and the pair starts again.
    const last = await login(u.email, u.password, guesser);
    expect(last.status).toBe(429);
    later(Number(last.headers['retry-after']));
    expect((await login(u.email, u.password, guesser)).status).toBe(200);
    expect((await login(u.email, 'errada!!', guesser)).status).toBe(401);
  });

  it('caps the wait of a pair at 15 minutes', async () => {
    const guesser = anAddress();
    const u = await anOwner(anAddress());
    let wait = 0;
    for (let i = 0; i < 16; i++) {
      const res = await login(u.email, 'errada!!', guesser);
      if (res.status === 429) {
        wait = Number(res.headers['retry-after']);
        later(wait);
        expect((await login(u.email, 'errada!!', guesser)).status).toBe(401);
      }
    }
    expect(wait).toBe(15 * 60);
  });

  it("strangers from many addresses share one budget an hour; the owner's own address is exempt", async () => {
    const home = anAddress();
    const u = await anOwner(home);
    for (let i = 0; i < 20; i++)
      expect((await login(u.email, 'errada!!', anAddress())).status).toBe(401);

    const spent = await login(u.email, 'errada!!', anAddress());
    expect(spent.status).toBe(429);
    expect(Number(spent.headers['retry-after'])).toBe(60 * 60);
    // A new address has not signed in before: its password is not checked, right or wrong.
    expect((await login(u.email, u.password, anAddress())).status).toBe(429);
    // The owner's wrong passwords at home are not the strangers' and do not spend their budget.
    expect((await login(u.email, 'errada!!', home)).status).toBe(401);
    expect((await login(u.email, u.password, home)).status).toBe(200);

    later(60 * 60);
    expect((await login(u.email, 'errada!!', anAddress())).status).toBe(401);
    expect((await login(u.email, u.password, anAddress())).status).toBe(200);
  });

  it('e-mails the owner once after 10 wrong passwords in an hour, with the reset link', async () => {
    const home = anAddress();
    const u = await anOwner(home);
    const guessers = Array.from({ length: 15 }, anAddress);
    for (let i = 0; i < 9; i++) await login(u.email, `chute-${i}`, guessers[i] as string);
    await ctx.app.jobs.emails();
    expect(alertsTo(u.email)).toHaveLength(0);

    await login(u.email, 'chute-9', guessers[9] as string);
    for (let i = 10; i < 15; i++) await login(u.email, `chute-${i}`, guessers[i] as string);
    await ctx.app.jobs.emails();
    const alerts = alertsTo(u.email);
    expect(alerts).toHaveLength(1);
    const mail = alerts[0]!;
    expect(mail.subject).toBe('Alguém tentou entrar na sua conta Alinhavo');
    expect(mail.text.startsWith('Alguém tentou entrar na sua conta')).toBe(true);
    expect(mail.text).toContain('A senha não foi aceita');
    expect(mail.text).toMatch(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)/);
    // Neither a password tried nor an address appears in it.
    expect(mail.text).not.toMatch(/chute-|10\.\d+\.\d+\.\d+/);
    // The link is a real reset link: it opens the reset and sets a new password.
    expect(mail.text).toContain('http://alinhavo.test/?code=');
    const code = resetCodeFrom(mail);
    expect((await api().validateReset({ body: { code } })).body.data).toEqual({ valid: true });
    expect(
      (
        await api().confirmReset({
          body: { code, password: 'nova-senha-1', password2: 'nova-senha-1' },
        })
      ).status,
    ).toBe(200);
    expect((await login(u.email, 'nova-senha-1', home)).status).toBe(200);

    // Within the hour more wrong passwords send nothing more; the next hour may warn again.
    for (let i = 0; i < 3; i++) await login(u.email, 'de novo', anAddress());
    await ctx.app.jobs.emails();
    expect(alertsTo(u.email)).toHaveLength(1);
    later(61 * 60);
    for (let i = 0; i < 10; i++) await login(u.email, `outro-${i}`, anAddress());
    await ctx.app.jobs.emails();
    expect(alertsTo(u.email)).toHaveLength(2);
  });

  it('sends one e-mail however many wrong passwords arrive at once', async () => {
    const u = await anOwner(anAddress());
    await Promise.all(
      Array.from({ length: 14 }, (_, i) => login(u.email, `junto-${i}`, anAddress())),
    );
    await ctx.app.jobs.emails();
    expect(alertsTo(u.email)).toHaveLength(1);
  });

  it('counts parallel guesses from one pair like sequential ones', async () => {
    const guesser = anAddress();
    const u = await anOwner(anAddress());
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(u.email, `rajada-${i}`, guesser)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('every instance sees the same waits: the state is in the database', async () => {
    // A second instance as a second process would have it: PostgreSQL through a pool of its
    // own; PGlite (one process only) through the same handle. Same DATA_DIR, so same secret.
    const database: Database =
      ctx.database.kind === 'postgres'
        ? await openDatabase({ url: connectionStringOf(ctx.database) })
        : { ...ctx.database, close: async () => undefined };
    const other = await buildTestApp({
      config: ctx.config,
      database,
      logStream: captureLog(),
      signInClock: clock,
    });
    await other.ready();
    try {
      const guesser = anAddress();
      const u = await anOwner(anAddress());
      for (let i = 0; i < 3; i++)
        expect((await login(u.email, 'errada!!', guesser)).status).toBe(401);
      const there = await testApi(other).auth.login({
        body: { email: u.email, password: u.password },
        ip: guesser,
      });
      expect(there.status).toBe(429);
      later(Number(there.headers['retry-after']));
      // A wrong guess on the other instance makes this one's wait longer.
      const wrongThere = await testApi(other).auth.login({
        body: { email: u.email, password: 'errada!!' },
        ip: guesser,
      });
      expect(wrongThere.status).toBe(401);
      const here = await login(u.email, u.password, guesser);
      expect(here.status).toBe(429);
      expect(Number(here.headers['retry-after'])).toBe(4);
    } finally {
      await other.close();
    }
  });

  it('never writes a password tried or an address in clear to the log', async () => {
    const guesser = '10.250.77.33';
    const u = await anOwner(anAddress());
    for (let i = 0; i < 12; i++) await login(u.email, `senha-secreta-${i}`, anAddress());
    for (let i = 0; i < 4; i++) await login(u.email, 'senha-secreta-x', guesser);
    await ctx.app.jobs.emails();
    expect(ctx.logs.join('\n')).not.toContain('senha-secreta');
    // Fastify's own access line names each request's address, as before; nothing the guard,
    // the e-mail or any other line writes does.
    const others = ctx.logs.filter((line) => !line.includes('"msg":"incoming request"'));
    expect(others.some((line) => line.includes('dono da conta avisado'))).toBe(true);
    expect(others.join('\n')).not.toContain(guesser);
  });

  it('the token endpoint, password change and account deletion follow the same rules', async () => {
    const home = anAddress();
    const u = await anOwner(home);
    const guesser = anAddress();
    const token = () =>
      api().obtainToken({ body: { email: u.email, password: 'errada!!' }, ip: guesser });
    const change = (current: string, ip: string) =>
      api().changePassword({
        token: u.access,
        body: { current_password: current, new_password: 'nova-senha-2' },
        ip,
      });
    const remove = (password: string, ip: string) =>
      api().deleteAccount({ token: u.access, body: { password }, ip });

    // One pair, whichever route checks the password.
    expect((await token()).status).toBe(401);
    expect((await change('errada!!', guesser)).status).toBe(400);
    expect((await remove('errada!!', guesser)).status).toBe(400);
    const waiting = await change(u.password, guesser);
    expect(waiting.status).toBe(429);
    expect(waiting.body.message).toBe(ERRORS.tooManyRequests);
    expect((await remove(u.password, guesser)).status).toBe(429);
    expect((await token()).status).toBe(429);

    // The owner at home is not slowed by that pair.
    const changed = await change(u.password, home);
    expect(changed.status).toBe(200);
  });

  it('a right password from an address the account never used works while strangers are under budget', async () => {
    const u = await anOwner(anAddress());
    for (let i = 0; i < 5; i++) await login(u.email, 'errada!!', anAddress());
    expect((await login(u.email, u.password, anAddress())).status).toBe(200);
  });

  it("'Conta bloqueada' comes from no number of guesses; an admin's suspension still answers 'Conta suspensa'", async () => {
    const admin = await aVerifiedUser(ctx, { email: ADMIN_EMAIL });
    const home = anAddress();
    const u = await anOwner(home);
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++)
      statuses.add((await login(u.email, 'errada!!', anAddress())).status);
    expect([...statuses].sort()).toEqual([401, 429]);

    await testApi(ctx.app).admin.suspend({
      params: { id: u.user.id },
      token: admin.access,
      body: { reason: 'Golpe relatado por clientes' },
    });
    const refused = await login(u.email, u.password, home);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: ADMIN_TEXTS.accountSuspended,
    });
  });
});

function connectionStringOf(database: Database): string {
  return (database.db as unknown as { $client: { options: { connectionString: string } } }).$client
    .options.connectionString;
}
