import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_PATHS } from '../../app/shell/navigation';
import { missingText } from '../../kits/profile/missing-text';
import { useProfile, type ProfileLoad } from '../../kits/profile/useProfile';

/**
 * Shown while the server says the profile is incomplete (spec §3). A failed load says nothing
 * here: it does not mean the profile is incomplete, and the profile screen says it failed.
 */
export function CompleteProfileCard({
  isProvider,
  profile,
}: {
  isProvider: boolean;
  /** The profile the screen already reads; without it the card reads it itself. */
  profile?: ProfileLoad;
}) {
  const own = useProfile(profile === undefined);
  const load = profile ?? own.load;
  const completeness = load.status === 'ready' ? load.profile.completeness : null;
  if (completeness === null || completeness.complete) return null;

  return (
    <Card padding="lg">
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden visibleFrom="xs">
          <IconUserCircle size={26} />
        </ThemeIcon>
        <Stack gap="xs" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
          <Title order={3} fz="lg">
            Complete seu perfil
          </Title>
          <Text c="dimmed" size="sm">
            {isProvider
              ? 'Profissionais com perfil completo aparecem nas buscas das marcas e recebem mais oportunidades.'
              : 'Um perfil completo passa confiança aos profissionais que vão atender suas demandas.'}
          </Text>
          {isProvider && completeness && completeness.missing.length > 0 && (
            <Text size="sm">{missingText(completeness.missing)}</Text>
          )}
          <Button component={Link} to={APP_PATHS.profile} size="sm" mt={4}>
            Completar perfil
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
