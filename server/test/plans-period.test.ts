import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { plansRepository } from '../src/modules/plans/repository';
import { openTestDatabase } from './helpers/database';

/** The period rule's calendar (DESIGN §9.9), on the database that computes it. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const period = (at: string, months: number) =>
  plansRepository.nextPeriod(database.db, crypto.randomUUID(), months, new Date(at));

describe('PRO period length on São Paulo calendar', () => {
  it('adds calendar months; a month-end start ends at the shorter month’s end', async () => {
    expect((await period('2027-01-15T15:00:00Z', 1)).endsAt.toISOString()).toBe(
      '2027-02-15T15:00:00.000Z',
    );
    expect((await period('2027-01-31T15:00:00Z', 1)).endsAt.toISOString()).toBe(
      '2027-02-28T15:00:00.000Z',
    );
    expect((await period('2027-03-31T12:00:00Z', 12)).endsAt.toISOString()).toBe(
      '2028-03-31T12:00:00.000Z',
    );
  });

  it('counts the day as São Paulo sees it, not UTC', async () => {
    // 2027-02-01 01:00 UTC is 31/01 22:00 in São Paulo: one month later is 28/02 22:00 there.
    const { startsAt, endsAt } = await period('2027-02-01T01:00:00Z', 1);
    expect(startsAt.toISOString()).toBe('2027-02-01T01:00:00.000Z');
    expect(endsAt.toISOString()).toBe('2027-03-01T01:00:00.000Z');
  });
});
