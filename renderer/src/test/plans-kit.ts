import type { AdminPayment, MyPlan, Payment, PlansCatalogue } from '@alinhavo/shared/schemas/plan';
import { aUser } from './fixtures';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const CLIENT = aUser({
  id: uuid(500),
  email: 'marca@exemplo.com.br',
  full_name: 'Marca Exemplo',
  user_type: 'CLIENTE',
});

export const PIX_CODE =
  '00020126360014BR.GOV.BCB.PIX0114+551199999000052040000530398654044.905802BR5908ALINHAVO6009SAO PAULO62070503***6304ABCD';

export function aCatalogue(overrides: Partial<PlansCatalogue> = {}): PlansCatalogue {
  return {
    plans: [
      { code: 'monthly', name: 'PRO Mensal', price_cents: 4990, period_months: 1 },
      { code: 'yearly', name: 'PRO Anual', price_cents: 47900, period_months: 12 },
    ],
    provider: 'pix-manual',
    methods: ['pix'],
    methods_note:
      'No momento aceitamos apenas Pix, confirmado pela nossa equipe. Cartão e boleto chegam quando o pagamento online for ativado.',
    mercadopago_public_key: null,
    ...overrides,
  };
}

const AT = '2026-11-24T15:00:00.000Z';

export function aPayment(n: number, overrides: Partial<Payment> = {}): Payment {
  return {
    id: uuid(n),
    plan: 'monthly',
    plan_name: 'PRO Mensal',
    method: 'pix',
    provider: 'pix-manual',
    amount_cents: 4990,
    status: 'pending',
    status_detail: null,
    status_message: null,
    pix: { code: PIX_CODE, expires_at: null },
    boleto: null,
    period_start: null,
    period_end: null,
    paid_at: null,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

/** The same payment once an admin confirmed it: 30 days of PRO from 24/11/2026. */
export const approved = (p: Payment): Payment => ({
  ...p,
  status: 'approved',
  paid_at: '2026-11-24T15:05:00.000Z',
  period_start: '2026-11-24T15:05:00.000Z',
  period_end: '2026-12-24T15:05:00.000Z',
  updated_at: '2026-11-24T15:05:00.000Z',
});

export function aMyPlan(overrides: Partial<MyPlan> = {}): MyPlan {
  return {
    plan: 'basico',
    is_pro: false,
    expires_at: null,
    days_left: null,
    history: [],
    ...overrides,
  };
}

export function anAdminPayment(n: number, overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    ...aPayment(n),
    user: {
      id: uuid(n + 100),
      name: `Cliente ${n}`,
      email: `cliente${n}@exemplo.com.br`,
      user_type: 'CLIENTE',
    },
    provider_payment_id: null,
    txid: `ALV${String(n).padStart(22, '0')}`,
    decided_by: null,
    ...overrides,
  };
}
