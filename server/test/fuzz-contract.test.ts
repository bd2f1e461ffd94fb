import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@alinhavo/shared/api/contract';
import { apiContract } from '@alinhavo/shared/api/endpoints';
import { startTestApp, type TestContext } from './helpers/app';
import { ok, testApi } from './helpers/api';
import { aTiedConversation } from './helpers/conversations';
import { changedTables, settledSnapshot, snapshot, type Snapshot } from './helpers/db-snapshot';
import { findLeaks } from './helpers/log-scan';
import {
  arbitraryOf,
  HOSTILE_STRINGS,
  queryValue,
  type ArbitraryOptions,
} from './helpers/zod-arbitrary';
import { startCepStub } from '@alinhavo/test-support/cep-stub';
import { aClient, anApprovedProvider, type Person } from '@alinhavo/test-support/builders';
import { aFicha, aFichaOn } from '@alinhavo/test-support/ficha';
import type { Secret } from '@alinhavo/test-support/secrets';

/**
 * Every body, query and path schema of the contract, fuzzed with values built from the
 * schema itself plus hostile strings, sent to its route by a signed-in client or provider. No
 * answer is a 500, nobody else's rows change, and the log holds no secret, token, code or CPF.
 * Bounded for CI: FUZZ_RUNS per route (default 6), FUZZ_BUDGET_MS in all; FUZZ_SEED replays.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

let ctx: TestContext;
let stub: Awaited<ReturnType<typeof startCepStub>>;
let client: Person;
let provider: Person;
/** Someone else, with rows the fuzzing callers aim at. */
let other: { client: Person; provider: Person; ids: string[] };
let before: Snapshot;
/** The other person's rows as the previous route left them (one settled snapshot per route). */
let rowsBefore: Snapshot | undefined;
/** Routes that answered 2xx at least once: the fuzz got past the schemas into the services. */
const reached = new Set<string>();

interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  files?: File[];
}

const routes = Object.entries(apiContract)
  .flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, e]) => ({
      key: `${group}.${name}`,
      group,
      name,
      e,
    })),
  )
  .filter((r) => r.e.params || r.e.query || r.e.body)
  // Logout with the bearer ends the caller's session: last, so the others keep theirs.
  .sort((a, b) => Number(a.key === 'auth.logout') - Number(b.key === 'auth.logout'));

const stringsOf = (value: unknown): Record<string, string> | undefined => {
  if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value))
    return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    const s = queryValue(v);
    if (s !== undefined) out[k] = s;
  }
  return out;
};

/** What an upload carries: names that lie, markup that claims to be a picture, empty files. */
const fileArb = fc
  .record({
    name: fc.oneof(
      fc.constantFrom('foto.png', 'ficha.pdf', 'nota.txt', 'gpj.exe', 'a'),
      fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 100)).map((s) => `${s}.png`),
    ),
    content: fc.constantFrom(
      '<html><script>alert(1)</script></html>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '%PDF-1.4\n%âãÏÓ\n',
      'Ficha técnica da peça',
      '',
    ),
  })
  .map(({ name, content }) => new File([content], name, { type: 'image/png' }));

/** Half the requests of the right shape (they reach the services), half with hostile leaves. */
const requestArb = (e: Endpoint, ids: readonly string[]): fc.Arbitrary<Request> =>
  fc.oneof(requestOf(e, { ids, hostile: false }), requestOf(e, { ids, hostile: true }));

function requestOf(e: Endpoint, opts: ArbitraryOptions): fc.Arbitrary<Request> {
  return fc.record({
    params: e.params
      ? arbitraryOf(e.params, opts).map((p) => {
          const out = stringsOf(p) ?? {};
          // Every `{name}` must be filled, whatever the arbitrary left out.
          for (const m of e.path.matchAll(/\{(\w+)\}/g)) out[m[1] as string] ??= 'x';
          return out;
        })
      : fc.constant(undefined),
    query: e.query ? arbitraryOf(e.query, opts).map(stringsOf) : fc.constant(undefined),
    body: e.body
      ? e.bodyFormat === 'multipart'
        ? arbitraryOf(e.body, opts).map((b) => stringsOf(b) ?? {})
        : arbitraryOf(e.body, opts)
      : fc.constant(undefined),
    files:
      e.bodyFormat === 'multipart' ? fc.array(fileArb, { maxLength: 3 }) : fc.constant(undefined),
  });
}

type Caller = (input: Request & { token: string }) => Promise<{ status: number; body: unknown }>;
const callerOf = (group: string, name: string) =>
  (testApi(ctx.app) as unknown as Record<string, Record<string, Caller>>)[group]?.[name] as Caller;

/**
 * The ids the fuzz aims at for a route. A client may start a conversation with any approved
 * provider (from provider search), so naming the other provider there is allowed and
 * writes their rows by design (a participant row and a notification); the others stay.
 */
const aimedIds = (key: string) =>
  key === 'conversations.start' ? other.ids.filter((id) => id !== other.provider.id) : other.ids;

const otherRowsScope = () => ({
  mentioning: other.ids,
  notMentioning: [client.id, provider.id],
});
/**
 * The other person's rows. Per route a plain snapshot (a write that lands late is still caught,
 * one route later, and no write to these rows is allowed at all); settled at the end.
 */
const otherRows = () => snapshot(ctx.database, otherRowsScope());

beforeAll(async () => {
  stub = await startCepStub();
  ctx = await startTestApp({ CEP_PROVIDER_URL: stub.url });
  [client, provider] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
  const [otherClient, otherProvider] = await Promise.all([
    aClient(ctx, { name: 'Outra Cliente' }),
    anApprovedProvider(ctx, { name: 'Outra Profissional' }),
  ]);
  const conversation = await aTiedConversation(ctx, otherClient, [otherProvider]);
  // With a ficha técnica, so the ficha's routes aim at one that is not the caller's.
  await aFichaOn(ctx, otherClient, conversation.demandId);
  // In progress with its chosen provider: an open demand takes anyone's interest, by design.
  const api = testApi(ctx.app);
  await ok(
    api.demands.patch({
      params: { id: conversation.demandId },
      token: otherClient.access,
      body: { chosen_professional_id: otherProvider.id },
    }),
  );
  const message = await ok(
    api.conversations.send({
      params: { id: conversation.id },
      token: otherClient.access,
      body: { content: 'Mensagem de outra pessoa', client_id: 'outra-pessoa-1' },
    }),
  );
  // A ficha técnica model of the other client's, so the models' routes aim at one.
  const model = await ok(
    api.fichaModels.create({
      token: otherClient.access,
      body: { name: 'Modelo de outra pessoa', ficha: aFicha() },
    }),
  );
  other = {
    client: otherClient,
    provider: otherProvider,
    ids: [
      otherClient.id,
      otherProvider.id,
      conversation.id,
      conversation.demandId,
      message.id,
      model.id,
    ],
  };
  before = await settledSnapshot(ctx.database, otherRowsScope());
  console.info(`[fuzz] seed ${SEED}, ${RUNS} execuções por rota (FUZZ_SEED=${SEED} repete)`);
});
afterAll(async () => {
  await ctx.close();
  await stub.close();
});

describe('fuzzing every body, query and path schema of the contract', () => {
  const perRouteMs = Math.max(150, Math.floor(BUDGET_MS / routes.length));

  routes.forEach((r, index) => {
    it(`${r.key}: no input answers 500, nobody else's rows change`, async () => {
      const seed = SEED + index;
      const mark = (rowsBefore ??= await otherRows());
      const failures: string[] = [];
      // The route's share of the budget decides how many requests are sent, never whether one
      // finishes: fast-check's interruptAfterTimeLimit cut a slow first upload on a busy machine
      // and counted a route with no finished run as failed. The first request always runs whole.
      const deadline = Date.now() + perRouteMs;
      let sent = 0;
      const outcome = await fc.check(
        fc.asyncProperty(
          requestArb(r.e, aimedIds(r.key)),
          fc.constantFrom('client', 'provider'),
          async (request, who) => {
            if (sent > 0 && Date.now() >= deadline) return true;
            sent += 1;
            const token = (who === 'client' ? client : provider).access;
            const res = await callerOf(r.group, r.name)({ ...request, token });
            if (res.status < 300) reached.add(r.key);
            if (res.status >= 500) {
              failures.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
              return false;
            }
            return true;
          },
        ),
        { numRuns: RUNS, seed, endOnFailure: true },
      );
      // The counterexample may hold a megabyte: the answer says enough, the seed replays it.
      if (outcome.failed && failures.length === 0)
        failures.push(
          (outcome.errorInstance instanceof Error
            ? outcome.errorInstance.message
            : `falhou: ${String(outcome.errorInstance)}`
          ).slice(0, 500),
        );
      rowsBefore = await otherRows();
      const changed = changedTables(mark, rowsBefore);
      if (changed.length) failures.push(`linhas de outra pessoa mudaram: ${changed.join(', ')}`);
      expect(failures, `FUZZ_SEED=${SEED} (rota ${index}, semente ${seed})`).toEqual([]);
    });
  });

  it('bytes that are not UTF-8 in a path or a query answer 4xx', async () => {
    const statuses: string[] = [];
    for (const bad of ['%ED%A0%80', '%C0%AE%C0%AE', '%FF', '%', '%00']) {
      for (const url of [
        `/api/v1/demands/${bad}/`,
        `/api/v1/demands/?search=${bad}`,
        `/api/v1/geo/cep/${bad}/`,
        `/api/v1/messages/search/?q=${bad}`,
        `/api/v1/user/professionals/search/?search=${bad}`,
      ]) {
        const res = await ctx.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${client.access}` },
        });
        if (res.statusCode >= 500) statuses.push(`${url} → ${res.statusCode}`);
      }
    }
    expect(statuses).toEqual([]);
  });

  it('got past the schemas: many routes accepted some of what was sent', () => {
    console.info(`[fuzz] ${reached.size} de ${routes.length} rotas aceitaram alguma entrada`);
    // Most routes need a row of the caller's own or an admin: a sixth of them is plenty.
    expect(reached.size).toBeGreaterThanOrEqual(Math.floor(routes.length / 6));
  });

  it("nobody else's rows changed over the whole run", async () => {
    expect(changedTables(before, await settledSnapshot(ctx.database, otherRowsScope()))).toEqual(
      [],
    );
  });

  it('the log holds no password, token, code or CPF', () => {
    const people = [client, provider, other.client, other.provider];
    const secrets: Secret[] = people.flatMap((p) => [
      { kind: 'password' as const, value: p.password },
      { kind: 'token' as const, value: p.access },
      { kind: 'token' as const, value: p.refresh },
    ]);
    const leaks = findLeaks(ctx.logs.join('').split('\n'), secrets);
    expect(leaks.map((l) => `[${l.kind}] ${l.line.slice(0, 300)}`)).toEqual([]);
  });
});
