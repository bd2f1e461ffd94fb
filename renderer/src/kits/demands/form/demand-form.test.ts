import { DATE_TEXTS } from '@alinhavo/shared/messages/dates';
import { DEMAND_TEXTS } from '@alinhavo/shared/messages/demands';
import { describe, expect, it } from 'vitest';
import { demandBodySchema } from '@alinhavo/shared/schemas/demand';
import {
  changesOf,
  demandResolver,
  demandToForm,
  earliestDeadline,
  latestDeadline,
  type DemandFormValues,
} from './demand-form';
import { aDemand } from './form-test-kit';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('demand form values', () => {
  it('sends only the fields that changed, blank places as null', () => {
    const demand = aDemand();
    const bodyOf = (values: DemandFormValues) => demandBodySchema.parse(values);
    const body = bodyOf({ ...demandToForm(demand), title: 'Outro', city: null, uf: null });
    expect(changesOf(demand, body)).toEqual({ title: 'Outro', city: null, uf: null });
    expect(changesOf(demand, bodyOf(demandToForm(demand)))).toEqual({});
  });

  it('lets an unchanged past deadline through, but not a new one', async () => {
    const past = aDemand({ deadline: '2020-01-01' });
    const resolve = demandResolver('2020-01-01');
    const kept = await resolve(demandToForm(past), undefined, options);
    expect(kept.errors).toEqual({});
    expect(kept.values).toMatchObject({ deadline: '2020-01-01' });

    const moved = await resolve(
      { ...demandToForm(past), deadline: '2020-02-01' },
      undefined,
      options,
    );
    expect(moved.errors.deadline?.message).toBe(DEMAND_TEXTS.deadlineBeforeToday);

    const created = await demandResolver(null)(demandToForm(past), undefined, options);
    expect(created.errors.deadline?.message).toBe(DEMAND_TEXTS.deadlineBeforeToday);
  });

  it('offers as first deadline the later of the local and the UTC day', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Sao_Paulo';
    try {
      // 22:30 of the 10th in São Paulo is already the 11th for the schema (UTC).
      expect(earliestDeadline(new Date('2026-03-11T01:30:00Z'))).toBe('2026-03-11');
      expect(earliestDeadline(new Date('2026-03-10T15:00:00Z'))).toBe('2026-03-10');
      // East of Greenwich the local day comes first: today there is not offered as yesterday.
      process.env.TZ = 'Asia/Tokyo';
      expect(earliestDeadline(new Date('2026-03-10T20:00:00Z'))).toBe('2026-03-11');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('refuses an impossible day and a deadline past 2 years with the shared texts', async () => {
    const now = new Date('2026-11-28T15:00:00Z');
    expect(latestDeadline(now)).toBe('2028-11-28');
    const limit = latestDeadline();
    const form = demandToForm(aDemand());
    const resolve = demandResolver(null);
    const at = (deadline: string) => resolve({ ...form, deadline }, undefined, options);
    expect((await at(limit)).errors).toEqual({});
    const dayAfter = new Date(Date.parse(`${limit}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect((await at(dayAfter)).errors.deadline?.message).toBe(DEMAND_TEXTS.deadlineTooFar);
    for (const impossible of ['2026-02-30', '2026-13-45'])
      expect((await at(impossible)).errors.deadline?.message).toBe(DATE_TEXTS.invalid);
  });
});
