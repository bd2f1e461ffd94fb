import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { MESSAGING_TEXTS } from '@alinhavo/shared/messages/messaging';
import { demandFiles, users } from '../src/db/schema';
import { clientFaultOf } from '../src/http/database-errors';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import {
  aClient,
  aDemand,
  aDemandWithCandidates,
  anApprovedProvider,
  type Person,
} from '@alinhavo/test-support/builders';

/**
 * Input a client can send never answers 500, and a refused write
 * leaves no profile data in the log.
 */
let ctx: TestContext;
let client: Person;
let provider: Person;
let demandId: string;

beforeAll(async () => {
  ctx = await startTestApp({ LOG_LEVEL: 'trace' });
  // Approved: it shows interest in a demand below (spec §4).
  [client, provider] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
  demandId = await aDemand(ctx, client);
});
afterAll(() => ctx.close());

const api = () => testApi(ctx.app);

const invalid = { status: 400, message: ERRORS.invalidData };
const answer = (res: { status: number; body: { message?: string } }) => ({
  status: res.status,
  message: res.body.message,
});

/** A CPF with valid check digits anywhere in `text` (with or without its mask). */
const CPF_LIKE = /(?<!\d)\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?!\d)/g;
function validCpf(digits: string): boolean {
  if (/^(\d)\1{10}$/.test(digits)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(digits[i]) * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return (rest === 10 ? 0 : rest) === Number(digits[len]);
  };
  return check(9) && check(10);
}
const cpfsIn = (text: string) =>
  [...text.matchAll(CPF_LIKE)].map((m) => m[0].replace(/\D/g, '')).filter(validCpf);

describe('control characters in text', () => {
  it('a NUL in the profile name is refused with the invalid-data text, and the log holds no CPF or birth date', async () => {
    const before = ctx.logs.length;
    const res = await api().profile.patch({
      token: client.access,
      body: { full_name: 'Nul\u0000Byte' },
    });
    expect(answer(res)).toEqual(invalid);
    const stored = await api().profile.get({ token: client.access });
    expect(stored.body.data.full_name).toBe('Ateliê Flor de Lis');
    const log = ctx.logs.slice(before).join('\n');
    expect(log).not.toMatch(/erro interno/);
    expect(cpfsIn(log)).toEqual([]);
    expect(log).not.toContain('1985-04-12');
    expect(log).not.toContain('11987654321');
    expect(log).not.toContain('Avenida Paulista');
  });

  it('refuses other control characters in one-line texts, keeps newline and tab in long texts', async () => {
    for (const title of ['Título\u0007', 'Linha\nquebrada', 'Com\u001bescape']) {
      const res = await api().demands.patch({
        params: { id: demandId },
        token: client.access,
        body: { title },
      });
      expect(answer(res)).toEqual(invalid);
    }
    const description = 'Primeira linha\n\tSegunda linha com recuo\r\nTerceira';
    const ok = await api().demands.patch({
      params: { id: demandId },
      token: client.access,
      body: { description },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.description).toContain('\n\tSegunda');
    const bad = await api().demands.patch({
      params: { id: demandId },
      token: client.access,
      body: { description: 'Texto\u0000longo' },
    });
    expect(answer(bad)).toEqual(invalid);
  });
});

describe('database errors in the log', () => {
  it('a failed query is logged with its SQL and SQLSTATE, without its parameters or values', async () => {
    const failed = await ctx.database.db
      .update(users)
      .set({ cpf: '39053344705', birthDate: '1990-02-30', street: 'Rua do Segredo 77' })
      .where(eq(users.id, client.id))
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(failed).toBeInstanceOf(Error);
    expect(String((failed as Error).message)).toContain('39053344705'); // drizzle's own text has them
    const before = ctx.logs.length;
    ctx.app.log.error({ err: failed }, 'erro interno');
    ctx.app.log.error({ err: (failed as Error).message }, 'só a mensagem');
    const log = ctx.logs.slice(before).join('\n');
    expect(log).toContain('update \\"users\\"');
    expect(log).toContain('"code":"22008"');
    expect(log).toContain('date/time field value out of range');
    for (const value of ['39053344705', '1990-02-30', 'Rua do Segredo'])
      expect(log).not.toContain(value);
    expect(cpfsIn(log)).toEqual([]);
  });
});

describe('no input answers 500', () => {
  it('a NUL in a JSON body, a query or a path parameter is a 400 or 404, never a 500', async () => {
    const before = ctx.logs.length;
    const cases = [
      api().demands.create({
        token: client.access,
        body: {
          title: 'Costura\u0000 de camisetas',
          description: 'Descrição válida com tamanho suficiente para passar.',
          service: 1,
          area: 1,
          specialty: 1,
          availability: 2,
        },
      }),
      api().demands.list({ token: client.access, query: { search: 'a\u0000b' } }),
      api().conversations.list({ token: client.access, query: { search: '\u0000' } }),
      api().conversations.search({ token: client.access, query: { q: 'x\u0000' } }),
      api().demands.get({ params: { id: '\u0000' }, token: client.access }),
      api().admin.export({ params: { report: 'a\u0000' }, token: client.access }),
      api().auth.login({ body: { email: 'ana\u0000@x.com', password: 'a\u0000b' } }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    }
    expect(ctx.logs.slice(before).join('\n')).not.toMatch(/"level":50/);
  });

  it('a conversation about a demand that does not exist is a 404 with the spec text', async () => {
    const res = await api().conversations.start({
      token: provider.access,
      body: { participant_ids: [client.id], demand_id: crypto.randomUUID() },
    });
    expect(answer(res)).toEqual({ status: 404, message: MESSAGING_TEXTS.demandNotFound });
    const tied = await aDemandWithCandidates(ctx, client, [provider]);
    const ok = await api().conversations.start({
      token: provider.access,
      body: { participant_ids: [client.id], demand_id: tied },
    });
    expect(ok.status).toBe(201);
  });

  it('the net under the checks: a missing reference or a value the column refuses is a 4xx', async () => {
    const caught = (p: PromiseLike<unknown>) =>
      Promise.resolve(p).then(
        () => undefined,
        (err: unknown) => err,
      );
    const missingDemand = await caught(
      ctx.database.db.insert(demandFiles).values({
        demandId: crypto.randomUUID(),
        storageName: 'f'.repeat(32),
        originalName: 'a.txt',
        mimeType: 'text/plain',
        sizeBytes: 1,
      }),
    );
    expect(clientFaultOf(missingDemand)).toEqual({ status: 404, message: ERRORS.notFound });
    const nul = await caught(ctx.database.db.execute(sql`select ${'a\u0000b'}::text`));
    expect(clientFaultOf(nul)).toEqual({ status: 400, message: ERRORS.invalidData });
    // A bug of ours (a column that does not exist) stays a 500.
    const bug = await caught(ctx.database.db.execute(sql`select no_such_column from users`));
    expect(bug).toBeInstanceOf(Error);
    expect(clientFaultOf(bug)).toBeUndefined();
  });

  it('multipart without a boundary, or broken, is a 400', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/demand-files/',
        headers: { authorization: `Bearer ${client.access}`, 'content-type': contentType },
        payload: 'qualquer coisa',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(ERRORS.invalidData);
    }
    const truncated = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/demand-files/',
      headers: {
        authorization: `Bearer ${client.access}`,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      payload: `--xyz\r\nContent-Disposition: form-data; name="demand"\r\n\r\n${demandId}\r\n--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nmeio arquivo`,
    });
    expect(truncated.statusCode, truncated.body).toBe(400);
  });

  it('a NUL in a multipart field or file name is a 4xx', async () => {
    const form = (demand: string, filename: string) =>
      `--xyz\r\nContent-Disposition: form-data; name="demand"\r\n\r\n${demand}\r\n--xyz\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\nFicha técnica\r\n--xyz--\r\n`;
    for (const payload of [form(`${demandId}\u0000`, 'a.txt'), form(demandId, 'fi\u0000cha.txt')]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/demand-files/',
        headers: {
          authorization: `Bearer ${client.access}`,
          'content-type': 'multipart/form-data; boundary=xyz',
        },
        payload,
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode === 201)
        expect(res.json<{ data: Array<{ name: string }> }>().data[0]?.name).toBe('ficha.txt');
    }
  });
});
