import type { AdminUserRow } from '@alinhavo/shared/schemas/admin';
import { Badge } from '@mantine/core';
import { USER_STATUS, userStatusOf } from './format';

/** 'Aprovado' / 'Pendente' / 'Rejeitado' for providers, 'Cliente' for clients, 'Suspenso' over both. */
export function UserStatusBadge({
  user,
}: {
  user: Pick<AdminUserRow, 'suspended_at' | 'approval_status' | 'user_type'>;
}) {
  const status = USER_STATUS[userStatusOf(user)];
  return (
    <Badge color={status.color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {status.label}
    </Badge>
  );
}
