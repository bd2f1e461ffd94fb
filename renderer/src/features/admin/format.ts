import type { AdminUserRow } from '@alinhavo/shared/schemas/admin';

/** A week's Monday ('2026-03-02') as 02/03, for chart axes. */
export function weekLabel(isoDay: string): string {
  const [, m, d] = isoDay.split('-');
  return m && d ? `${d}/${m}` : isoDay;
}

/** Spec §3 company display rule (computed by the server), then the e-mail. */
export function personName(p: { display_name: string | null; email: string }): string {
  return p.display_name?.trim() || p.email;
}

export function placeOf(p: { city: string | null; uf: string | null }): string {
  if (p.city && p.uf) return `${p.city}/${p.uf}`;
  return p.city || p.uf || '—';
}

export type UserStatusKey = 'suspended' | 'approved' | 'pending' | 'rejected' | 'client';

/** What the Usuários badge says: a suspension first, then a provider's approval. */
export function userStatusOf(
  row: Pick<AdminUserRow, 'suspended_at' | 'approval_status' | 'user_type'>,
): UserStatusKey {
  if (row.suspended_at) return 'suspended';
  if (row.user_type !== 'PROFISSIONAL') return 'client';
  switch (row.approval_status) {
    case 'APPROVED':
      return 'approved';
    case 'REJECTED':
      return 'rejected';
    case 'PENDING':
    case null:
      return 'pending';
  }
}

export const USER_STATUS: Record<UserStatusKey, { label: string; color: string }> = {
  approved: { label: 'Aprovado', color: 'teal' },
  pending: { label: 'Pendente', color: 'yellow' },
  rejected: { label: 'Rejeitado', color: 'red' },
  suspended: { label: 'Suspenso', color: 'dark' },
  client: { label: 'Cliente', color: 'blue' },
};

/** Search boxes ask the server 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What a report is about, as the queue says it. */
export const REPORT_TARGET_LABELS: Record<'demand' | 'user' | 'message' | 'review', string> = {
  demand: 'Demanda',
  user: 'Perfil',
  message: 'Mensagem',
  review: 'Avaliação',
};
