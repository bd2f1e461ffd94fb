import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** DESIGN §9.13: why a suspended account is back on the login form (said once, no toast). */
export function SuspendedNotice() {
  return (
    <Alert color="red" variant="light" icon={<IconLock size={20} />} role="alert">
      {ADMIN_TEXTS.accountSuspended}
    </Alert>
  );
}
