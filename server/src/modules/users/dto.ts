import type { AdminAccounts } from '../../lib/admins';
import type { User } from '@alinhavo/shared/schemas/user';
import type { UserRow } from '../../db/schema';
import { proFromUntil } from '../plans/pro';

/** The API shape of an account; admin rights come from ADMIN_EMAILS (DESIGN §9.2). */
export function toUserDto(row: UserRow, admins: AdminAccounts): User {
  return {
    id: row.id,
    email: row.email,
    user_type: row.userType,
    is_email_verified: row.isEmailVerified,
    is_admin: admins.has(row.email),
    is_approved: row.userType === 'CLIENTE' || row.approvalStatus === 'APPROVED',
    full_name: row.fullName,
    is_pro: proFromUntil(row.proUntil),
    pro_until: row.proUntil?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
