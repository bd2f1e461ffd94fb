import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_PATHS } from '../../app/shell/navigation';
import { useCurrentUser } from '../../data/session-store';

/**
 * Spec §4 'Provider approval': only an approved provider shows interest or sends a quote (the
 * server refuses the others with 403). Read from the signed-in account, the same source as the
 * dashboard's approval notice, which the server pushes when an admin decides (account:changed).
 */
export function useProviderApproved(): boolean {
  return useCurrentUser()?.is_approved !== false;
}

/** Why 'Interessar-se' and the quote are off, and where to go meanwhile (Perfil). */
export function NotApprovedNotice({ id }: { id?: string }) {
  return (
    <Alert
      id={id}
      color="ouro"
      variant="light"
      icon={<IconHourglass size={20} />}
      title={T.notApprovedTitle}
    >
      <Stack gap={4} align="flex-start">
        <Text size="sm">{T.notApproved}</Text>
        <Anchor component={Link} to={APP_PATHS.profile} size="sm" fw={600}>
          {T.completeProfile}
        </Anchor>
      </Stack>
    </Alert>
  );
}
