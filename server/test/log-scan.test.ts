import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase } from './helpers/database';
import { captureLog, runDir } from './helpers/log-capture';
import { describeLeaks, findLeaks, scanRun, validCpf } from './helpers/log-scan';
import { backendFor, startTestApp, type TestContext, buildTestApp } from './helpers/app';
import { aVerifiedUser } from '@alinhavo/test-support/builders';
import type { Secret } from '@alinhavo/test-support/secrets';
import { codeFrom, startSmtpCapture, type SmtpCapture } from '@alinhavo/test-support/smtp-capture';

/**
 * The whole server suite's log is scanned at the end of the run
 * (helpers/global-log-scan.ts). These tests prove the scan can fail: an app that logs a secret
 * is caught, and every app the suite builds writes where the scan reads.
 */

describe('the scanner', () => {
  it('knows a CPF by its check digits, with or without the mask', () => {
    expect(validCpf('52998224725')).toBe(true);
    expect(validCpf('52998224726')).toBe(false);
    expect(validCpf('11111111111')).toBe(false);
    const kinds = (line: string) => findLeaks([line], []).map((l) => l.kind);
    expect(kinds('{"msg":"cpf 529.982.247-25"}')).toEqual(['cpf']);
    expect(kinds('{"msg":"cpf 52998224725"}')).toEqual(['cpf']);
    expect(kinds('{"msg":"cpf 52998224726"}')).toEqual([]);
    // A JSON number (a time, a response time) is never read as a CPF.
    expect(kinds('{"time":52998224725,"responseTime":0.52998224725}')).toEqual([]);
    // Nor the whole or the fraction of a decimal number inside a logged URL.
    expect(kinds('{"url":"/x?n=-52998224725.054684&m=1.52998224725"}')).toEqual([]);
    expect(kinds('{"msg":"cpf 52998224725."}')).toEqual(['cpf']);
  });

  it('finds a registered code only standing alone, and blanks every secret out of the line', () => {
    const secrets: Secret[] = [
      { kind: 'code', value: '48213' },
      { kind: 'password', value: 'Senha-Que-Vazou-1' },
    ];
    expect(findLeaks(['{"msg":"req 1482139"}', '{"pid":48213}'], secrets)).toEqual([]);
    const leaks = findLeaks(
      ['{"msg":"código 48213 para ana","body":{"password":"Senha-Que-Vazou-1"}}'],
      secrets,
    );
    expect(leaks.map((l) => l.kind).sort()).toEqual(['code', 'password']);
    expect(leaks[0]?.line).not.toContain('48213');
    expect(leaks[0]?.line).not.toContain('Senha-Que-Vazou-1');
  });

  it('finds any JWT and a reset link with its code, but not the redacted link', () => {
    const jwt =
      'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJhYmMiLCJ0eXAiOiJhY2Nlc3MifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    const kinds = (line: string) => findLeaks([line], []).map((l) => l.kind);
    expect(kinds(`{"msg":"Bearer ${jwt}"}`)).toEqual(['jwt']);
    expect(kinds('{"url":"/?code=Zm9vYmFyYmF6cXV4cXV1eA"}')).toEqual(['reset-link']);
    expect(kinds('{"url":"/?code=[REDACTED]"}')).toEqual([]);
  });
});

describe('a throwaway app that logs secrets fails the scan', () => {
  let app: FastifyInstance;
  let smtp: SmtpCapture;
  let dir: string;

  beforeAll(async () => {
    // Its own folder: what it logs must not fail the real run's scan.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-leaky-'));
    smtp = await startSmtpCapture();
    app = await buildTestApp({
      config: loadConfig({
        NODE_ENV: 'test',
        PASSWORD_HASH_COST: 'test',
        DATA_DIR: dir,
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'info',
        RENDERER_DIST: path.join(dir, 'none'),
      }),
      database: await openTestDatabase(),
      logStream: captureLog([], 'leaky', dir),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reports the password, the tokens, the code and the CPF it logged, each blanked out', async () => {
    const password = 'Vazamento-Proposital-7';
    const user = await aVerifiedUser(backendFor(app, smtp), { password });
    const code = codeFrom(await smtp.waitFor(user.email));
    const secrets: Secret[] = [
      { kind: 'password', value: password },
      { kind: 'token', value: user.refresh },
      { kind: 'code', value: code, scope: 'leaky' },
    ];
    fs.writeFileSync(
      path.join(dir, 'secrets-1.jsonl'),
      secrets.map((s) => JSON.stringify(s)).join('\n'),
    );
    expect(scanRun(dir)).toEqual([]); // the app's own log is clean so far

    app.log.info({ body: { senha: password } }, 'depurando o cadastro');
    app.log.info(`sessão ${user.access}`);
    app.log.info({ refresh: undefined, r: user.refresh }, 'renovação');
    app.log.warn(`código ${code} enviado`);
    app.log.error({ documento: '529.982.247-25' }, 'perfil recusado');

    const leaks = scanRun(dir);
    expect(leaks.map((l) => l.kind).sort()).toEqual(['code', 'cpf', 'jwt', 'password', 'token']);
    const report = describeLeaks(leaks);
    for (const secret of [password, user.access, user.refresh, '529.982.247-25'])
      expect(report).not.toContain(secret);
    expect(report).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });
});

describe('every app of the suite is scanned', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  it("a test app's lines and its builders' secrets land in the run's folder", async () => {
    expect(runDir, 'the log scan folder (global-log-scan.ts)').toBeTruthy();
    const user = await aVerifiedUser(ctx);
    ctx.app.log.info('linha de prova da varredura');
    const files = fs.readdirSync(runDir as string);
    const logs = files
      .filter((f) => f.startsWith('app-'))
      .map((f) => fs.readFileSync(path.join(runDir as string, f), 'utf8'));
    expect(logs.some((text) => text.includes('linha de prova da varredura'))).toBe(true);
    const secrets = files
      .filter((f) => f.startsWith('secrets-'))
      .map((f) => fs.readFileSync(path.join(runDir as string, f), 'utf8'))
      .join('\n');
    expect(secrets).toContain(JSON.stringify(user.password));
    expect(secrets).toContain(JSON.stringify(user.refresh));
  });

  it('no test builds an app whose log the scan would miss', () => {
    const dir = path.join(import.meta.dirname);
    const offenders: string[] = [];
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      for (const m of text.matchAll(/buildApp\(\{[^]*?\}\);/g))
        if (!m[0].includes('logStream')) offenders.push(name);
    }
    expect(offenders).toEqual([]);
  });
});
