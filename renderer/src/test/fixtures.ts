import type { User } from '@alinhavo/shared/schemas/user';

/** A valid user as the API returns it; override only what a test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: '5f1c8a52-3d4e-4b6a-9c1d-2e3f4a5b6c7d',
    email: 'maria@exemplo.com.br',
    user_type: 'PROFISSIONAL',
    is_email_verified: true,
    is_admin: false,
    is_approved: false,
    full_name: null,
    created_at: '2026-01-10T12:00:00.000Z',
    updated_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}
