import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_TEXTS } from '@alinhavo/shared/messages/dates';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { LOT_TEXTS } from '@alinhavo/shared/messages/lots';
import { PROFILE_TEXTS } from '@alinhavo/shared/messages/profile';
import { yearsAfter } from '@alinhavo/shared/schemas/dates';
import { startTestApp, type TestContext } from './helpers/app';
import { ok, testApi } from './helpers/api';
import { changedTables, settledSnapshot } from './helpers/db-snapshot';
import {
  aClient,
  aDemandBody,
  aDemandWithCandidates,
  anApprovedProvider,
  theAdmin,
  type Person,
} from '@alinhavo/test-support/builders';

/**
 * Every date a body or a query carries is a real day before it reaches the database: an
 * impossible one is a pt-BR 400 that writes nothing (PostgreSQL would refuse it with a 500).
 */
let ctx: TestContext;
let client: Person;
let pro: Person;

const api = () => testApi(ctx.app);
const IMPOSSIBLE = ['2026-13-45', '2026-02-30', '2027-02-29', '0000-01-01'];
const today = () => new Date().toISOString().slice(0, 10);
const dayAfter = (d: string) =>
  new Date(Date.parse(`${d}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await startTestApp();
  [client, pro] = await Promise.all([aClient(ctx), anApprovedProvider(ctx)]);
});
afterAll(() => ctx.close());

/** The answer, and the tables it changed. */
async function writesOf<R>(call: () => Promise<R>): Promise<{ res: R; changed: string[] }> {
  const before = await settledSnapshot(ctx.database);
  const res = await call();
  return { res, changed: changedTables(before, await settledSnapshot(ctx.database)) };
}

describe('dates in bodies and queries', () => {
  it('a demand with an impossible deadline: 400 Data inválida., nothing written (create and edit)', async () => {
    const id = (await api().demands.create({ token: client.access, body: aDemandBody() })).body.data
      .id;
    for (const deadline of IMPOSSIBLE) {
      const created = await writesOf(() =>
        api().demands.create({ token: client.access, body: aDemandBody({ deadline }) }),
      );
      expect([deadline, created.res.status, created.res.body.message]).toEqual([
        deadline,
        400,
        DATE_TEXTS.invalid,
      ]);
      expect(created.res.body).toMatchObject({ errors: { deadline: DATE_TEXTS.invalid } });
      expect(created.changed).toEqual([]);
      const edited = await writesOf(() =>
        api().demands.patch({ params: { id }, token: client.access, body: { deadline } }),
      );
      expect([edited.res.status, edited.res.body.message]).toEqual([400, DATE_TEXTS.invalid]);
      expect(edited.changed).toEqual([]);
    }
  });

  it('a deadline up to 2 years ahead is kept; one day more is refused with its own text', async () => {
    const limit = yearsAfter(today(), 2);
    const kept = await api().demands.create({
      token: client.access,
      body: aDemandBody({ deadline: limit }),
    });
    expect(kept.status).toBe(201);
    const id = kept.body.data.id;
    const stored = await api().demands.get({ params: { id }, token: client.access });
    expect(stored.body.data.deadline?.slice(0, 10)).toBe(limit);

    const far = dayAfter(limit);
    const created = await writesOf(() =>
      api().demands.create({ token: client.access, body: aDemandBody({ deadline: far }) }),
    );
    expect([created.res.status, created.res.body.message]).toEqual([
      400,
      DEMAND_TEXTS.deadlineTooFar,
    ]);
    expect(created.changed).toEqual([]);
    const edited = await writesOf(() =>
      api().demands.patch({ params: { id }, token: client.access, body: { deadline: far } }),
    );
    expect([edited.res.status, edited.res.body.message]).toEqual([
      400,
      DEMAND_TEXTS.deadlineTooFar,
    ]);
    expect(edited.changed).toEqual([]);
  });

  it("a lot's dates and a report period: impossible days are a pt-BR 400 and write nothing", async () => {
    const id = await aDemandWithCandidates(ctx, client, [pro]);
    await ok(
      testApi(ctx.app).demands.patch({
        params: { id },
        token: client.access,
        body: { chosen_professional_id: pro.id },
      }),
    );
    for (const d of IMPOSSIBLE)
      for (const dates of [
        { sent_on: d, expected_return: '2026-12-20' },
        { sent_on: '2026-12-01', expected_return: d },
      ]) {
        const lot = await writesOf(() =>
          api().lots.create({
            params: { id },
            token: client.access,
            body: { client_id: randomUUID(), quantity: 10, ...dates },
          }),
        );
        expect([lot.res.status, lot.res.body.message]).toEqual([400, LOT_TEXTS.dateInvalid]);
        expect(lot.changed).toEqual([]);
      }
    const admin = await theAdmin(ctx);
    for (const d of IMPOSSIBLE) {
      const res = await api().admin.overview({ token: admin.access, query: { from: d } });
      expect([res.status, res.body.message]).toEqual([400, DATE_TEXTS.invalid]);
    }
  });

  it('a birth date that does not exist (year 0 included): 400 and the profile as it was', async () => {
    for (const birth_date of IMPOSSIBLE) {
      const saved = await writesOf(() =>
        api().profile.patch({ token: client.access, body: { birth_date } }),
      );
      expect([birth_date, saved.res.status, saved.res.body.message]).toEqual([
        birth_date,
        400,
        PROFILE_TEXTS.fixErrors,
      ]);
      expect(Object.values(saved.res.body.errors ?? {})).toContain(PROFILE_TEXTS.invalidDate);
      expect(saved.changed).toEqual([]);
    }
  });
});
