import type { ProfessionalCard as Card } from '@alinhavo/shared/schemas/search';
import {
  Avatar,
  Badge,
  Button,
  Card as MantineCard,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMapPin, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatLocation } from '../../kits/demands/format';
import { initialsOf } from '../../kits/professional-profile/professional';
import { ProfessionalRating } from '../../kits/professional-profile/ProfessionalRating';
import {
  fabricLabel,
  NOT_INFORMED,
  distanceLabel,
  type CatalogueNames,
} from '../../kits/professional-profile/catalogue-names';
import {
  ConversarButton,
  ProfessionalWhatsAppButton,
} from '../../kits/professional-profile/ContactButtons';
import { ProBadge } from '../../kits/professional-profile/ProBadge';
import classes from './ProfessionalCard.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

const listText = (names: string[]) => (names.length > 0 ? names.join(', ') : NOT_INFORMED);

export interface ProfessionalCardProps {
  professional: Card;
  names: CatalogueNames;
  /** The viewer's plan as the search answered it (WhatsApp is PRO only). */
  viewerIsPro: boolean | undefined;
  onViewProfile: (professional: Card) => void;
}

/** Spec §2/§3 'Professional search result': who, how well rated, what and where; three ways in. */
export function ProfessionalCard({
  professional: p,
  names,
  viewerIsPro,
  onViewProfile,
}: ProfessionalCardProps) {
  const titleId = `professional-${p.id}`;
  const distance = distanceLabel(p.distance_km);
  const services = names.services(p.services);
  return (
    <MantineCard
      component="article"
      padding="lg"
      aria-labelledby={titleId}
      className={classes.card}
    >
      <Stack gap="md" className={classes.facts}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar color="vinho" radius="xl" size={48}>
            {initialsOf(p.name) || <IconUser size={22} />}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap={6} wrap="nowrap" align="center">
              <Title
                order={3}
                fz="lg"
                id={titleId}
                lineClamp={2}
                style={{ overflowWrap: 'anywhere' }}
              >
                {p.name}
              </Title>
              {p.is_pro && <ProBadge style={{ flexShrink: 0 }} aria-label="Profissional PRO" />}
            </Group>
            <ProfessionalRating professional={p} size="xs" />
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={15} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="sm" c="dimmed" truncate>
                {formatLocation(p)}
                {distance && ` · ${distance}`}
              </Text>
            </Group>
          </Stack>
        </Group>

        <Fact label="Serviços">
          {services.length === 0 ? (
            <Text size="sm">{NOT_INFORMED}</Text>
          ) : (
            <Group gap={6}>
              {services.map((name) => (
                <Badge key={name} variant="light" color="vinho" tt="none" radius="sm" fw={500}>
                  {name}
                </Badge>
              ))}
            </Group>
          )}
        </Fact>
        <Fact label="Área de Atuação">
          <Text size="sm" lineClamp={2}>
            {listText(names.areas(p.areas))}
          </Text>
        </Fact>
        <Fact label="Especialidades">
          <Text size="sm" lineClamp={2}>
            {listText(names.specialties(p.specialties))}
          </Text>
        </Fact>
        <SimpleGrid cols={2} spacing="sm">
          <Fact label="Tipo de Tecido">
            <Text size="sm">{fabricLabel(p.tecid_type)}</Text>
          </Fact>
          <Fact label="Disponibilidade">
            <Text size="sm">{names.availability(p.availability)}</Text>
          </Fact>
        </SimpleGrid>
      </Stack>
      <div className={classes.actions} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <Button className={classes.primary} onClick={() => onViewProfile(p)}>
          Ver perfil
        </Button>
        <ConversarButton professionalId={p.id} />
        <ProfessionalWhatsAppButton professional={p} viewerIsPro={viewerIsPro} />
      </div>
    </MantineCard>
  );
}
