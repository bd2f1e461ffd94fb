import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { FICHA_TEXTS } from '@alinhavo/shared/messages/ficha';
import {
  demandBodySchema,
  type DemandBody,
  type DemandPatch,
} from '@alinhavo/shared/schemas/demand';
import type { DbOrTx } from '../../db/client';
import type { DemandRow } from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';
import { areasOfServices, type Catalogue } from '../catalogue/service';
import { demandsRepository } from './repository';

const conflict = (message: string) => new AppError(409, message, 'VALIDATION');

/** The fields of a demand its owner writes (the form), without the moves of a PATCH. */
export type DemandFieldsPatch = Omit<
  DemandPatch,
  | 'interested_professionals_ids'
  | 'status'
  | 'chosen_professional_id'
  | 'finalized_at'
  | 'accept_expired_quote'
  | 'removal_reason'
>;

/** Service, area, specialty and availability must be in the catalogue (400 per field). */
export function assertCatalogue(c: Catalogue, b: DemandBody): void {
  const known = (list: Array<{ id: number }>, id: number) => list.some((i) => i.id === id);
  const errors: Record<string, string> = {};
  if (!known(c.services, b.service)) errors.service = T.serviceRequired;
  if (!areasOfServices(c, [b.service]).has(b.area)) errors.area = T.areaNotOfService;
  if (!known(c.specialties, b.specialty)) errors.specialty = T.specialtyRequired;
  if (!known(c.availabilities, b.availability)) errors.availability = T.availabilityRequired;
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, 'VALIDATION', errors);
}

/** The body as the row's columns. */
export function columnsOf(b: DemandBody) {
  return {
    title: b.title,
    description: b.description,
    serviceId: b.service,
    areaId: b.area,
    specialtyId: b.specialty,
    availabilityId: b.availability,
    tecidType: b.tecid_type,
    amount: b.amount,
    deadline: b.deadline,
    minBudget: b.min_budget,
    maxBudget: b.max_budget,
    city: b.city || null,
    uf: b.uf || null,
    remoteWorkAccepted: b.remote_work_accepted,
  };
}

/** The stored row as a body, the base an edit is merged onto. */
function bodyOf(d: DemandRow) {
  return {
    title: d.title,
    description: d.description,
    service: d.serviceId,
    area: d.areaId,
    specialty: d.specialtyId,
    availability: d.availabilityId,
    tecid_type: d.tecidType,
    amount: d.amount,
    // An unchanged past deadline stays valid; only a new date must not be before today.
    deadline: null as string | null,
    min_budget: d.minBudget === null ? null : Number(d.minBudget),
    max_budget: d.maxBudget === null ? null : Number(d.maxBudget),
    city: d.city,
    uf: d.uf,
    remote_work_accepted: d.remoteWorkAccepted,
  };
}

/**
 * The owner edits the form on the locked row: not once completed, and the merged demand must be
 * valid as a new one would be (the catalogue checked when given, i.e. when fields were sent).
 */
export async function editFields(
  tx: DbOrTx,
  row: DemandRow,
  fields: DemandFieldsPatch,
  catalogue: Catalogue | undefined,
): Promise<void> {
  if (row.status === 'CONCLUÍDA') throw conflict(T.completedLocked);
  const merged = demandBodySchema.safeParse({ ...bodyOf(row), ...fields });
  if (!merged.success) {
    const errors = Object.fromEntries(
      merged.error.issues.map((i) => [String(i.path[0] ?? '_'), i.message]),
    );
    throw badRequest(Object.values(errors)[0] ?? T.titleRequired, 'VALIDATION', errors);
  }
  // With a ficha técnica the quantity is the grade's total: it changes only through the grade.
  if (row.hasFicha && merged.data.amount !== row.amount)
    throw badRequest(FICHA_TEXTS.gradeSumMismatch, 'VALIDATION', {
      amount: FICHA_TEXTS.gradeSumMismatch,
    });
  if (catalogue) assertCatalogue(catalogue, merged.data);
  const columns = columnsOf(merged.data);
  // A deadline that was not sent stays as stored, even if it is already in the past.
  if (fields.deadline === undefined) columns.deadline = row.deadline;
  await demandsRepository.update(tx, row.id, columns);
}
