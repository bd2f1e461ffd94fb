import type { User } from '@alinhavo/shared/schemas/user';

let sequence = 0;

export function aUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    email: `confeccao${String(sequence)}@exemplo.com.br`,
    user_type: 'CLIENTE',
    is_email_verified: true,
    is_admin: false,
    is_approved: true,
    full_name: 'Confecção Exemplo',
    is_pro: false,
    pro_until: null,
    created_at: '2025-01-01T12:00:00.000Z',
    updated_at: '2025-01-01T12:00:00.000Z',
    ...overrides,
  };
}
