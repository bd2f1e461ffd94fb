import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { forgetOnDelete } from '../db';

/*
 * The phones the server disclosed to a Pro client: kept in memory only, never on the
 * device (like Oportunidades' owners), so the WhatsApp button of a candidate read from Dexie
 * still has the number. Forgotten on reload and with the device's rows (sign-out).
 */
const phones = new Map<string, string>();
forgetOnDelete(() => phones.clear());

export function rememberPhones(rows: readonly Pick<ProfessionalSummary, 'id' | 'phone'>[]): void {
  for (const row of rows) if (row.phone) phones.set(row.id, row.phone);
}

export const knownPhone = (professionalId: string): string | null =>
  phones.get(professionalId) ?? null;
