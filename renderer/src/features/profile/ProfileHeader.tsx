import { PROFILE_TEXTS } from '@alinhavo/shared/messages/profile';
import type { Profile } from '@alinhavo/shared/schemas/profile-view';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { missingText } from '../../kits/profile/missing-text';

const APPROVAL: Record<Profile['approval_status'], { label: string; color: string; text: string }> =
  {
    PENDING: {
      label: 'Pendente',
      color: 'ouro',
      text: 'Seu perfil está em análise pela equipe do Alinhavo.',
    },
    APPROVED: {
      label: 'Aprovado',
      color: 'teal',
      text: 'Seu perfil está aprovado e visível para os clientes.',
    },
    REJECTED: {
      label: 'Rejeitado',
      color: 'red',
      text: 'Seu perfil não foi aprovado. Revise seus dados e salve novamente.',
    },
  };

export function ProfileHeader({ profile, updatedAt }: { profile: Profile; updatedAt: string }) {
  const provider = profile.user_type === 'PROFISSIONAL';
  const name = profile.full_name?.trim() || profile.email;
  const approval = APPROVAL[profile.approval_status];
  const lastUpdated = PROFILE_TEXTS.lastUpdated(dayjs(updatedAt).format('DD/MM/YYYY'));

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Title order={2} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {provider ? name : PROFILE_TEXTS.clientTitle}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {provider ? PROFILE_TEXTS.providerTitle : name}
          </Text>
          <Text size="sm" c="dimmed">
            {lastUpdated}
          </Text>
        </Stack>
        {provider && (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" c="dimmed">
              Situação:
            </Text>
            <Badge color={approval.color} variant="light" size="lg" tt="none">
              {approval.label}
            </Badge>
          </Group>
        )}
      </Group>
      {provider && (
        <Text size="sm" c="dimmed">
          {approval.text}
        </Text>
      )}
      {provider && !profile.completeness.complete && (
        <Alert
          variant="light"
          color="ouro"
          icon={<IconListCheck size={20} />}
          title="Perfil incompleto"
        >
          {missingText(profile.completeness.missing)}
        </Alert>
      )}
    </Stack>
  );
}
