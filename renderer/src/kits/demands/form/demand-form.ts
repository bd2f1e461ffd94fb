import { yearsAfter } from '@alinhavo/shared/schemas/dates';
import {
  DEMAND_LIMITS,
  demandBodySchema,
  type Demand,
  type DemandBody,
  type DemandPatch,
} from '@alinhavo/shared/schemas/demand';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import type { Resolver, ResolverResult, ResolverSuccess } from 'react-hook-form';
import type { z } from 'zod';

/**
 * What the form holds: the create body itself (spec §3 names), as the shared schema reads it,
 * with 0 for "no catalogue item chosen yet" so the schema's own required messages apply.
 */
export type DemandFormValues = z.input<typeof demandBodySchema>;

export const emptyDemandForm = (): Required<DemandFormValues> => ({
  title: '',
  description: '',
  service: 0,
  area: 0,
  specialty: 0,
  availability: 0,
  tecid_type: null,
  amount: 1,
  deadline: null,
  min_budget: null,
  max_budget: null,
  city: null,
  uf: null,
  remote_work_accepted: false,
});

const day = (value: string | null) => (value ? value.slice(0, 10) : null);
const blankToNull = (value: string | null) => (value?.trim() ? value : null);

export function demandToForm(demand: Demand): Required<DemandFormValues> {
  return {
    title: demand.title,
    description: demand.description,
    service: demand.service,
    area: demand.area,
    specialty: demand.specialty,
    availability: demand.availability,
    tecid_type: demand.tecid_type,
    amount: demand.amount,
    deadline: day(demand.deadline),
    min_budget: demand.min_budget,
    max_budget: demand.max_budget,
    city: blankToNull(demand.city),
    uf: blankToNull(demand.uf),
    remote_work_accepted: false, // spec §3: always sent false
  };
}

/**
 * The first day the picker offers. The schema compares with the UTC date, which runs ahead of
 * Brazil in the evening, so the later of the two keeps the picker and the message in step.
 */
export function earliestDeadline(now: Date = new Date()): string {
  const local = dayjs(now).format('YYYY-MM-DD');
  const utc = now.toISOString().slice(0, 10);
  return local > utc ? local : utc;
}

/** The last day the picker offers: the schema's limit, 2 years after its (UTC) today. */
export function latestDeadline(now: Date = new Date()): string {
  return yearsAfter(now.toISOString().slice(0, 10), DEMAND_LIMITS.deadlineYears);
}

const isValid = (
  result: ResolverResult<DemandFormValues, DemandBody>,
): result is ResolverSuccess<DemandBody> => Object.keys(result.errors).length === 0;

/**
 * `demandBodySchema` for the form. When editing, a deadline left as it was is not judged again
 * (the server accepts an unchanged past date; only a new one must not be before today).
 */
export function demandResolver(
  keptDeadline: string | null,
): Resolver<DemandFormValues, unknown, DemandBody> {
  const base = zodResolver(demandBodySchema);
  return async (values, context, options) => {
    const unchanged = keptDeadline !== null && values.deadline === keptDeadline;
    const result = await base(unchanged ? { ...values, deadline: null } : values, context, options);
    if (unchanged && isValid(result)) {
      return { values: { ...result.values, deadline: keptDeadline }, errors: {} };
    }
    return result;
  };
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** Only what the person changed, so an edit never rewrites fields it did not touch. */
export function changesOf(demand: Demand, body: DemandBody): DemandPatch {
  const before = demandToForm(demand);
  const patch: DemandPatch = {};
  if (!same(before.title, body.title)) patch.title = body.title;
  if (!same(before.description, body.description)) patch.description = body.description;
  if (!same(before.service, body.service)) patch.service = body.service;
  if (!same(before.area, body.area)) patch.area = body.area;
  if (!same(before.specialty, body.specialty)) patch.specialty = body.specialty;
  if (!same(before.availability, body.availability)) patch.availability = body.availability;
  if (!same(before.tecid_type, body.tecid_type)) patch.tecid_type = body.tecid_type;
  if (!same(before.amount, body.amount)) patch.amount = body.amount;
  if (!same(before.deadline, body.deadline)) patch.deadline = body.deadline;
  if (!same(before.min_budget, body.min_budget)) patch.min_budget = body.min_budget;
  if (!same(before.max_budget, body.max_budget)) patch.max_budget = body.max_budget;
  if (!same(before.uf, blankToNull(body.uf))) patch.uf = blankToNull(body.uf);
  if (!same(before.city, blankToNull(body.city))) patch.city = blankToNull(body.city);
  return patch;
}

/** Server field names are the form's names; anything else is not a field of this form. */
export function isFormField(name: string): name is keyof DemandFormValues {
  return name in emptyDemandForm();
}
