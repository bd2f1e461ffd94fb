import type { User } from '@alinhavo/shared/schemas/user';
import { formatDate } from '../../ui/format';

/*
 * The plan as the session user carries it (`is_pro`, `pro_until`): the header, Conta and the
 * plans page all read it from there, so a `plan:changed` or `account:changed` moves them together.
 */

const TZ = 'America/Sao_Paulo';
const isoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TZ });

/** A timestamp as the São Paulo calendar day: 24/12/2026 ('' when missing or invalid). */
export const formatDay = (iso: string | null | undefined) => formatDate(iso, '');

/** Whole São Paulo calendar days from `now` to `iso` (0 on the last day, never negative). */
export function daysUntil(iso: string, now: Date = new Date()): number {
  const day = (d: Date) => Date.parse(`${isoDayFormat.format(d)}T00:00:00Z`);
  const end = new Date(iso);
  if (Number.isNaN(end.getTime())) return 0;
  return Math.max(0, Math.round((day(end) - day(now)) / 86_400_000));
}

export interface PlanStatus {
  isPro: boolean;
  /** 'dd/mm/aaaa' of the end of the paid PRO time, '' when Básico. */
  validUntil: string;
  daysLeft: number | null;
}

export function planStatusOf(
  user: Pick<User, 'id' | 'is_pro' | 'pro_until'> | null,
  now: Date = new Date(),
): PlanStatus {
  // isProUser's rule (pro.ts), not imported: PlanStatusCard and the pages share this module.
  const isPro = user?.is_pro === true;
  const until = isPro ? (user?.pro_until ?? null) : null;
  return {
    isPro,
    validUntil: formatDay(until),
    daysLeft: until ? daysUntil(until, now) : null,
  };
}
