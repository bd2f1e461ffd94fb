import { countOf } from '@alinhavo/shared/rules/plural';
import { PORTFOLIO_TEXTS as T } from '@alinhavo/shared/messages/portfolio';
import type { PublicProfessional } from '@alinhavo/shared/schemas/portfolio';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Rating,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconMapPin } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { toApiError } from '../../data/api/errors';
import { catalogueLabel, useServiceAreas, useServices, useSpecialties } from '../../data/catalogue';
import { portfolioClient } from '../../data/portfolio/api';
import { NotFoundPage } from '../../app/NotFoundPage';
import { PublicDocLayout } from '../../kits/public-docs/PublicDocLayout';
import { PortfolioGallery } from '../../kits/portfolio/PortfolioGallery';

// This page loads without the app's shell (no login), so it leans on nothing of the signed-in
// screens: what it shares with them would be split out of the shell into extra chunks.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

const location = (p: { city: string | null; uf: string | null }) =>
  p.city && p.uf ? `${p.city}/${p.uf}` : p.city || p.uf || 'Local não informado';

const oneDecimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const ratingText = (p: PublicProfessional) =>
  p.rating_count === 0
    ? 'Sem avaliações'
    : `${oneDecimal.format(p.rating_avg)} (${countOf(p.rating_count, 'avaliação', 'avaliações')})`;

type Load =
  | { status: 'loading' }
  | { status: 'gone' }
  | { status: 'error'; message: string }
  | { status: 'ready'; professional: PublicProfessional };

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/**
 * /profissionais/:id, the public page of an approved, not suspended provider — no
 * login, only public fields (never e-mail, phone, documents or address) and the portfolio.
 * Anyone else's id (pending, suspended, a client, nobody) is the 404 page.
 */
export function PublicProfessionalPage() {
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load & { for?: string }>({ status: 'loading' });
  const key = `${id}:${attempt}`;
  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    portfolioClient
      .publicProfile(id, controller.signal)
      .then((professional) => setLoad({ for: key, status: 'ready', professional }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const e = toApiError(error);
        setLoad(
          e.status === 404
            ? { for: key, status: 'gone' }
            : { for: key, status: 'error', message: e.message },
        );
      });
    return () => controller.abort();
  }, [id, valid, key]);
  const current: Load = load.for === key ? load : { status: 'loading' };
  const failure = current.status === 'error' ? current.message : null;
  const professional = current.status === 'ready' ? current.professional : null;

  useEffect(() => {
    if (professional) document.title = `${professional.name} · Alinhavo`;
  }, [professional]);

  if (!valid || current.status === 'gone') return <NotFoundPage />;
  return (
    <PublicDocLayout>
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
          <Group gap="sm">
            <Text size="sm">{failure}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => setAttempt((n) => n + 1)}>
              Tentar novamente
            </Button>
          </Group>
        </Alert>
      )}
      {!failure && !professional && (
        <Stack gap="md" role="status" aria-busy="true" aria-label="Carregando profissional">
          <Skeleton height={64} />
          <Skeleton height={160} />
        </Stack>
      )}
      {professional && <ProfessionalDetails professional={professional} />}
    </PublicDocLayout>
  );
}

function ProfessionalDetails({ professional }: { professional: PublicProfessional }) {
  const services = useServices();
  const areas = useServiceAreas();
  const specialties = useSpecialties();
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar color="vinho" radius="xl" size={64}>
          {initialsOf(professional.name)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 'xl', sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {professional.name}
          </Title>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="sm" c="dimmed">
              {location(professional)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Rating
              value={Math.round(professional.rating_avg * 2) / 2}
              fractions={2}
              readOnly
              size="sm"
              color="ouro"
              aria-hidden
            />
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {ratingText(professional)}
            </Text>
          </Group>
        </Stack>
      </Group>
      <Card padding="lg">
        <Stack gap="md">
          <Section label="Serviços">
            <Names names={professional.services.map((i) => catalogueLabel.service(services, i))} />
          </Section>
          <Section label="Áreas de atuação">
            <Names names={professional.areas.map((i) => catalogueLabel.area(areas, i))} />
          </Section>
          <Section label="Especialidades">
            <Names
              names={professional.specialties.map((i) => catalogueLabel.specialty(specialties, i))}
            />
          </Section>
        </Stack>
      </Card>
      <Card padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {T.sectionTitle}
          </Title>
          {professional.portfolio.length === 0 ? (
            <Text size="sm" c="dimmed">
              Este profissional ainda não publicou fotos do seu trabalho.
            </Text>
          ) : (
            <PortfolioGallery photos={professional.portfolio} source="public" />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
