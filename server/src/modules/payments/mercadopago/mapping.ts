import type { PaymentStatus } from '@alinhavo/shared/schemas/plan';
import { PaymentProviderError } from '../provider';

/**
 * Mercado Pago's payment statuses in our words. `authorized` (card reserved, not captured),
 * `in_process` (under review) and `in_mediation` (a dispute before the money settles) still
 * wait; a `cancelled` Pix or boleto whose time ran out is `expired`, so the screen can offer a
 * new code instead of saying it was cancelled.
 */
export function mapMercadoPagoStatus(status: string, statusDetail: string | null): PaymentStatus {
  switch (status) {
    case 'pending':
    case 'authorized':
    case 'in_process':
    case 'in_mediation':
      return 'pending';
    case 'approved':
      return 'approved';
    case 'rejected':
      return 'rejected';
    case 'cancelled':
      return statusDetail === 'expired' ? 'expired' : 'cancelled';
    case 'refunded':
      return 'refunded';
    case 'charged_back':
      return 'charged_back';
    default:
      throw new PaymentProviderError(`Mercado Pago: situação desconhecida '${status}'`);
  }
}

/** 4990 → 49.9: cents / 100 is the double nearest the decimal, which JSON writes exactly. */
export function centsToReais(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('valor em centavos inválido');
  return cents / 100;
}

/** 49.9 → 4990, and refuses anything with fractions of a cent (an answer we did not expect). */
export function reaisToCents(reais: number): number {
  const cents = Math.round(reais * 100);
  if (Math.abs(cents - reais * 100) > 1e-6) {
    throw new PaymentProviderError('Mercado Pago: valor com frações de centavo');
  }
  return cents;
}

/**
 * Mercado Pago wants `yyyy-MM-ddTHH:mm:ss.SSS±hh:mm`; São Paulo time (UTC−3, no daylight saving
 * since 2019), as the user reads the due date.
 */
export function mercadoPagoDate(date: Date): string {
  const local = new Date(date.getTime() - 3 * 60 * 60 * 1000);
  return `${local.toISOString().slice(0, 23)}-03:00`;
}

/** First name and the rest, as boleto's payer wants them ('Maria' alone gets a '-' surname). */
export function splitName(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '-';
  const last = words.slice(1).join(' ') || '-';
  return { first, last };
}
