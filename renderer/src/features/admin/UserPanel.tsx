import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import type { AdminUserRow } from '@alinhavo/shared/schemas/admin';
import { USER_TYPE_LABELS } from '@alinhavo/shared/schemas/user-types';
import { Alert, Button, Divider, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLockOpen, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { adminClient } from '../../data/admin/api';
import { useAdminUser } from '../../data/admin/hooks';
import { notify } from '../../ui/notify';
import { LoadError } from './AdminStates';
import { formatDate } from '../../ui/format';
import { personName } from './format';
import { ReasonModal } from './ReasonModal';
import { UserActivity } from './UserActivity';
import { UserProfileSection } from './UserProfileSection';
import { UserStatusBadge } from './UserStatusBadge';

/**
 * The side panel of one person (full screen on phones): who they are, what they did, what was
 * said about them, and Suspender / Reativar with a reason.
 */
export function UserPanel({
  user,
  onClose,
  onChanged,
}: {
  /** The row clicked (shown at once); null = closed. */
  user: AdminUserRow | null;
  onClose: () => void;
  /** The fresh row after a suspension or reactivation. */
  onChanged: (row: AdminUserRow) => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const detail = useAdminUser(user?.id ?? null);
  const [asking, setAsking] = useState<'suspend' | 'reactivate' | null>(null);
  const fresh = detail.data?.user.id === user?.id ? detail.data : null;
  const row = fresh?.user ?? user;

  async function act(kind: 'suspend' | 'reactivate', reason: string | undefined) {
    if (!row) return;
    const updated =
      kind === 'suspend'
        ? await adminClient.suspend(row.id, reason ?? '')
        : await adminClient.reactivate(row.id, reason ?? '');
    setAsking(null);
    notify.success(kind === 'suspend' ? ADMIN_TEXTS.suspended : ADMIN_TEXTS.reactivated);
    onChanged(updated);
    detail.reload();
  }

  return (
    <Drawer
      opened={user !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 560}
      title={row ? personName(row) : 'Usuário'}
      styles={{
        title: {
          fontWeight: 600,
          fontSize: 'var(--mantine-font-size-lg)',
          overflowWrap: 'anywhere',
        },
      }}
    >
      {row && (
        <Stack gap="md">
          <Stack gap={4}>
            <Group gap="xs">
              <UserStatusBadge user={row} />
              <Text size="sm" c="dimmed">
                {`${USER_TYPE_LABELS[row.user_type]} · desde ${formatDate(row.created_at)}`}
              </Text>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {row.email}
            </Text>
          </Stack>
          {fresh?.user.suspended_at && (
            <Alert
              color="gray"
              variant="light"
              title={`Suspensa em ${formatDate(fresh.user.suspended_at)}`}
            >
              {fresh.user.suspension_reason ?? 'Sem motivo registrado.'}
            </Alert>
          )}
          <Group gap="sm">
            {row.suspended_at ? (
              <Button
                variant="light"
                leftSection={<IconLockOpen size={18} />}
                onClick={() => setAsking('reactivate')}
              >
                Reativar
              </Button>
            ) : (
              <Button
                color="red"
                variant="light"
                leftSection={<IconUserOff size={18} />}
                onClick={() => setAsking('suspend')}
              >
                Suspender
              </Button>
            )}
          </Group>
          <Divider />
          {fresh ? (
            <>
              <UserProfileSection profile={fresh.profile} />
              <Divider />
              <UserActivity detail={fresh} />
            </>
          ) : detail.status === 'error' ? (
            <LoadError message={detail.message} onRetry={detail.reload} />
          ) : (
            <Stack gap="sm" role="status" aria-busy="true" aria-label="Carregando usuário">
              <Skeleton height={16} width="60%" />
              <Skeleton height={16} width="80%" />
              <Skeleton height={120} />
            </Stack>
          )}
        </Stack>
      )}

      <ReasonModal
        opened={asking === 'suspend'}
        title="Suspender conta"
        message="A pessoa não consegue mais entrar, todas as sessões terminam agora e as demandas abertas saem das oportunidades."
        label="Motivo da suspensão"
        required
        confirmLabel="Suspender"
        onClose={() => setAsking(null)}
        onConfirm={(reason) => act('suspend', reason)}
      />
      <ReasonModal
        opened={asking === 'reactivate'}
        title="Reativar conta"
        message="A pessoa volta a poder entrar no Alinhavo."
        label="Motivo da reativação"
        required
        confirmLabel="Reativar"
        confirmColor="vinho"
        onClose={() => setAsking(null)}
        onConfirm={(reason) => act('reactivate', reason)}
      />
    </Drawer>
  );
}
