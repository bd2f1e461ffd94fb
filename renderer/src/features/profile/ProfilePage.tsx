import { PROFILE_TEXTS } from '@alinhavo/shared/messages/profile';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { firstLoginFlag } from '../../platform/first-login';
import { useCurrentUser } from '../../data/session-store';
import { ProfileEditor } from './ProfileEditor';
import { useProfile } from '../../kits/profile/useProfile';
import { MyReviewsCard } from './MyReviewsCard';

function ProfileSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Carregando perfil">
      <Stack gap={8}>
        <Skeleton height={30} width="45%" />
        <Skeleton height={14} width="30%" />
      </Stack>
      <Card padding="lg">
        <Stack gap="md">
          <Skeleton height={36} width="70%" />
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={42} />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

export function ProfilePage() {
  const user = useCurrentUser();
  const { load, reload, replace } = useProfile(user !== null);
  // The first visit after verification lands here (spec §2); the flag is spent on arrival.
  const [welcome] = useState(() => firstLoginFlag.isSet());
  useEffect(() => {
    if (welcome) firstLoginFlag.clear();
  }, [welcome]);

  if (!user) {
    return (
      <Card padding="xl" maw={560}>
        <Stack gap="xs" align="center" ta="center">
          <IconLock size={32} color="var(--mantine-color-dimmed)" />
          <Title order={2} fz="lg">
            {PROFILE_TEXTS.notAuthenticatedTitle}
          </Title>
          <Text c="dimmed">{PROFILE_TEXTS.notAuthenticated}</Text>
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="lg" maw={960}>
      {welcome && (
        <Alert variant="light" icon={<IconSparkles size={20} />} title="Boas-vindas ao Alinhavo!">
          Sua conta foi verificada. Comece completando seu perfil.
        </Alert>
      )}
      {load.status === 'loading' && <ProfileSkeleton />}
      {load.status === 'error' && (
        <Card padding="xl">
          <Stack gap="sm" align="flex-start">
            <Group>
              <IconAlertTriangle size={22} color="var(--mantine-color-red-7)" />
              <Title order={2} fz="lg">
                {PROFILE_TEXTS.loadErrorTitle}
              </Title>
            </Group>
            <Text c="dimmed">{load.message}</Text>
            <Button variant="light" onClick={reload}>
              {PROFILE_TEXTS.retry}
            </Button>
          </Stack>
        </Card>
      )}
      {load.status === 'ready' && (
        <ProfileEditor key={load.profile.id} profile={load.profile} user={user} onSaved={replace} />
      )}
      {/* The providers' reviews of this client. */}
      {user.user_type === 'CLIENTE' && !user.is_admin && <MyReviewsCard clientId={user.id} />}
    </Stack>
  );
}
