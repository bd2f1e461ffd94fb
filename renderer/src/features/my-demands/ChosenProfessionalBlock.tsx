import { Avatar, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { initialsOf } from '../../kits/professional-profile/professional';
import { useHeldOwnRating, type ChosenProfessional } from './use-demand-people';
import { ProfessionalContact } from './ProfessionalContact';
import { ProfessionalRating } from '../../kits/professional-profile/ProfessionalRating';

/** The card's 'Profissional escolhido' block: name, stars, and the way to the profile. */
export function ChosenProfessionalBlock({
  chosen,
  onViewProfile,
  demand,
  conversar,
}: {
  chosen: ChosenProfessional;
  onViewProfile: () => void;
  /** The demand they were chosen for: Conversar and WhatsApp are about it. */
  demand: { id: string; title: string };
  /** False while the card's footer already offers Conversar (in progress). */
  conversar: boolean;
}) {
  const { professional } = chosen;
  // The client's own rating of this job, held until the provider reviews them back.
  const heldOwn = useHeldOwnRating(demand.id, professional?.id ?? null);
  return (
    <Paper bg="linho.0" p="sm" radius="md" withBorder={false}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={6} style={{ letterSpacing: 0.4 }}>
        Profissional escolhido
      </Text>
      {chosen.loading || !professional ? (
        <Group gap="sm" role="status" aria-busy="true" aria-label="Carregando profissional">
          <Skeleton circle height={38} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="50%" />
            <Skeleton height={10} width="35%" />
          </Stack>
        </Group>
      ) : (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 180px' }}>
            <Avatar color="vinho" radius="xl" size={38}>
              {initialsOf(professional.name)}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {professional.name}
              </Text>
              <ProfessionalRating professional={professional} size="xs" heldOwn={heldOwn} />
            </Stack>
          </Group>
          {!chosen.failed && (
            <Group gap="xs" wrap="wrap">
              <ProfessionalContact
                professional={professional}
                demand={demand}
                conversar={conversar}
                size="compact-sm"
              />
              <Button variant="subtle" size="compact-sm" onClick={onViewProfile}>
                Ver perfil
              </Button>
            </Group>
          )}
        </Group>
      )}
    </Paper>
  );
}
