import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { FABRIC_TYPE_LABELS, type FabricType } from '@alinhavo/shared/schemas/profile';
import { Avatar, Badge, Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  catalogueLabel,
  useAvailabilities,
  useServiceAreas,
  useServices,
  useSpecialties,
} from '../../data/catalogue';
import { ReportButton, type ReportOption } from '../reports/ReportButton';
import { ProfessionalRating } from './ProfessionalRating';
import { formatLocation } from '../demands/format';
import { initialsOf } from './professional';
import { useLastNonNull } from './use-last';

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function Names({ names }: { names: string[] }) {
  if (names.length === 0) return <Text size="sm">Não informado</Text>;
  return (
    <Group gap={6}>
      {names.map((name) => (
        <Badge key={name} variant="light" color="vinho" tt="none" radius="sm" fw={500}>
          {name}
        </Badge>
      ))}
    </Group>
  );
}

const years = (n: number | null) =>
  n === null ? 'Não informado' : n === 1 ? '1 ano' : `${n} anos`;

const fabricLabel = (value: string | null) =>
  value ? (FABRIC_TYPE_LABELS[value as FabricType] ?? value) : 'Não informado';

/** What a client may know about a provider: location, rating, about, catalogue choices. */
export function ProfessionalProfile({ professional }: { professional: ProfessionalSummary }) {
  const services = useServices();
  const areas = useServiceAreas();
  const specialties = useSpecialties();
  const availabilities = useAvailabilities();
  const availability =
    professional.availability === null
      ? 'Não informado'
      : (availabilities.find((a) => a.id === professional.availability)?.name ?? '—');

  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar color="vinho" radius="xl" size={52}>
          {initialsOf(professional.name)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {professional.name}
          </Title>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="sm" c="dimmed">
              {formatLocation(professional)}
            </Text>
          </Group>
          <ProfessionalRating professional={professional} />
        </Stack>
      </Group>

      <Section label="Sobre">
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {professional.about_me?.trim() || 'Não informado'}
        </Text>
      </Section>
      <Section label="Serviços">
        <Names names={professional.services.map((id) => catalogueLabel.service(services, id))} />
      </Section>
      <Section label="Áreas de atuação">
        <Names names={professional.areas.map((id) => catalogueLabel.area(areas, id))} />
      </Section>
      <Section label="Especialidades">
        <Names
          names={professional.specialties.map((id) => catalogueLabel.specialty(specialties, id))}
        />
      </Section>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Section label="Tipo de tecido">
          <Text size="sm">{fabricLabel(professional.tecid_type)}</Text>
        </Section>
        <Section label="Experiência">
          <Text size="sm">{years(professional.year_experience)}</Text>
        </Section>
        <Section label="Disponibilidade">
          <Text size="sm">{availability}</Text>
        </Section>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {professional.work_count === 1
          ? '1 trabalho concluído no Alinhavo'
          : `${professional.work_count} trabalhos concluídos no Alinhavo`}
      </Text>
    </Stack>
  );
}

/** 'Denunciar' on a provider's profile: the report is about the person. */
export function professionalReportOptions(professional: ProfessionalSummary): ReportOption[] {
  return [
    {
      type: 'user',
      id: professional.id,
      authorId: professional.id,
      label: 'Este perfil',
      subject: `o perfil de ${professional.name}`,
    },
  ];
}

/** The chosen professional's profile, opened from the card. */
export function ProfessionalProfileModal({
  professional,
  onClose,
}: {
  professional: ProfessionalSummary | null;
  onClose: () => void;
}) {
  const shown = useLastNonNull(professional);
  return (
    <Modal
      opened={professional !== null}
      onClose={onClose}
      title="Perfil do profissional"
      centered
      size="lg"
    >
      {shown && (
        <Stack gap="lg">
          <ProfessionalProfile professional={shown} />
          <Group justify="space-between">
            <ReportButton options={professionalReportOptions(shown)} />
            <Button variant="default" onClick={onClose} ml="auto">
              Fechar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
