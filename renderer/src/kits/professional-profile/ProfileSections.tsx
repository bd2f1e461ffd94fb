import { countOf, plural } from '@alinhavo/shared/rules/plural';
import { REVIEW_TEXTS } from '@alinhavo/shared/messages/reviews';
import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { Rating } from '@alinhavo/shared/schemas/rating';
import {
  Avatar,
  Badge,
  Box,
  Group,
  Rating as StarsInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { catalogueLabel, useMachines } from '../../data/catalogue';
import { formatLocation } from '../demands/format';
import { initialsOf } from './professional';
import { ProfessionalRating } from './ProfessionalRating';
import { fabricLabel, formatDate, NOT_INFORMED, type CatalogueNames } from './catalogue-names';
import { ProBadge } from './ProBadge';

export function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function Names({ names }: { names: string[] }) {
  if (names.length === 0) return <Text size="sm">{NOT_INFORMED}</Text>;
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

const years = (n: number | null) => (n === null ? NOT_INFORMED : countOf(n, 'ano', 'anos'));
const pieces = (n: number | null) => (n === null ? NOT_INFORMED : countOf(n, 'peça', 'peças'));

/** Name, PRO mark, location and average: the top of every profile. */
export function ProfileHeader({
  professional,
  isPro,
}: {
  professional: ProfessionalSummary;
  isPro?: boolean;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Avatar color="vinho" radius="xl" size={56}>
        {initialsOf(professional.name)}
      </Avatar>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {professional.name}
          </Title>
          {isPro && <ProBadge aria-label="Profissional PRO" style={{ flexShrink: 0 }} />}
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm" c="dimmed">
            {formatLocation(professional)}
          </Text>
        </Group>
        <ProfessionalRating professional={professional} />
      </Stack>
    </Group>
  );
}

/** What every client may see about a provider: about, catalogue choices, fabric, experience. */
export function SummarySections({
  professional,
  names,
}: {
  professional: ProfessionalSummary;
  names: CatalogueNames;
}) {
  return (
    <>
      <Section label="Sobre">
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {professional.about_me?.trim() || NOT_INFORMED}
        </Text>
      </Section>
      <Section label="Serviços">
        <Names names={names.services(professional.services)} />
      </Section>
      <Section label="Áreas de atuação">
        <Names names={names.areas(professional.areas)} />
      </Section>
      <Section label="Especialidades">
        <Names names={names.specialties(professional.specialties)} />
      </Section>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <Section label="Tipo de tecido">
          <Text size="sm">{fabricLabel(professional.tecid_type)}</Text>
        </Section>
        <Section label="Experiência">
          <Text size="sm">{years(professional.year_experience)}</Text>
        </Section>
        <Section label="Disponibilidade">
          <Text size="sm">{names.availability(professional.availability)}</Text>
        </Section>
      </SimpleGrid>
    </>
  );
}

/** Machinery and production figures: what only the full profile carries. */
export function ProductionSections({
  machines,
  daily,
  min,
  max,
}: {
  machines: readonly number[];
  daily: number | null;
  min: number | null;
  max: number | null;
}) {
  const catalogue = useMachines();
  return (
    <>
      <Section label="Maquinário">
        <Names names={machines.map((id) => catalogueLabel.machine(catalogue, id))} />
      </Section>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <Section label="Capacidade diária">
          <Text size="sm">{pieces(daily)}</Text>
        </Section>
        <Section label="Quantidade mínima">
          <Text size="sm">{pieces(min)}</Text>
        </Section>
        <Section label="Quantidade máxima">
          <Text size="sm">{pieces(max)}</Text>
        </Section>
      </SimpleGrid>
    </>
  );
}

/** Spec §2: client reviews, newest first, each with its stars, date (pt-BR) and comment. */
export function ReviewsSection({
  reviews,
  ownId,
}: {
  reviews: readonly Rating[];
  ownId: string | null;
}) {
  return (
    <Section label={`Avaliações dos clientes (${reviews.length})`}>
      {reviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          Este profissional ainda não recebeu avaliações.
        </Text>
      ) : (
        <Box
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Avaliações dos clientes"
        >
          {reviews.map((review, i) => {
            const name =
              review.client === ownId ? 'Você' : review.client_full_name?.trim() || 'Cliente';
            return (
              <Box
                component="li"
                key={review.id}
                aria-label={`Avaliação de ${name}`}
                pt={i === 0 ? 0 : 'sm'}
                mt={i === 0 ? 0 : 'sm'}
                style={
                  i === 0
                    ? undefined
                    : { borderTop: '1px solid var(--mantine-color-default-border)' }
                }
              >
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm" truncate>
                      {name}
                    </Text>
                    {/* The viewer's own rating, held until the other side answers. */}
                    {review.published_at === null && (
                      <Badge variant="light" color="ouro" size="xs" tt="none">
                        {REVIEW_TEXTS.pending}
                      </Badge>
                    )}
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {formatDate(review.created_at)}
                    </Text>
                  </Group>
                  <StarsInput
                    value={review.score}
                    readOnly
                    size="xs"
                    color="ouro"
                    role="img"
                    aria-label={`${review.score} de 5 ${plural(review.score, 'estrela', 'estrelas')}`}
                  />
                  {review.comment?.trim() && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {review.comment}
                    </Text>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
    </Section>
  );
}
