import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/opportunities';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_PATHS } from '../../app/shell/navigation';

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
