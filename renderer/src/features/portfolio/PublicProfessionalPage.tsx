import { PORTFOLIO_TEXTS as T } from '@alinhavo/shared/messages/portfolio';
import type { PublicProfessional } from '@alinhavo/shared/schemas/portfolio';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconMapPin } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { toApiError } from '../../data/api/errors';
import { portfolioClient } from '../../data/portfolio/api';
import { useRemote } from '../../data/use-remote';
import { NotFoundPage } from '../../app/NotFoundPage';
import { formatLocation } from '../demands/format';
import { PublicDocLayout } from '../legal/PublicDocLayout';
import { ProfessionalRating } from '../my-demands/ProfessionalRating';
import { Section } from '../professionals/ProfileSections';
import { useCatalogueNames } from '../professionals/catalogue-names';
import { PortfolioGallery } from './PortfolioGallery';

/** Not an error to show: the page answers 404 (pending, suspended, a client or nobody). */
const GONE = '404';
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

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/**
 * Issue 17: /profissionais/:id, the public page of an approved, not suspended provider — no
 * login, only public fields (never e-mail, phone, documents or address) and the portfolio.
 * Anyone else's id (pending, suspended, a client, nobody) is the 404 page.
 */
export function PublicProfessionalPage() {
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const remote = useRemote<PublicProfessional>(
    valid ? id : null,
    (signal) => portfolioClient.publicProfile(id, signal),
    (error) => {
      const e = toApiError(error);
      return e.status === 404 ? GONE : e.message;
    },
  );
  const failure = remote.status === 'error' ? remote.message : null;
  const professional = remote.status === 'ready' ? remote.data : null;

  useEffect(() => {
    if (professional) document.title = `${professional.name} · Alinhavo`;
  }, [professional]);

  if (!valid || failure === GONE) return <NotFoundPage />;
  return (
    <PublicDocLayout>
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
          <Group gap="sm">
            <Text size="sm">{failure}</Text>
            <Button size="xs" variant="light" color="red" onClick={remote.reload}>
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
  const names = useCatalogueNames();
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
              {formatLocation(professional)}
            </Text>
          </Group>
          <ProfessionalRating professional={professional} />
        </Stack>
      </Group>
      <Card padding="lg">
        <Stack gap="md">
          <Section label="Serviços">
            <Names names={names.services(professional.services)} />
          </Section>
          <Section label="Áreas de atuação">
            <Names names={names.areas(professional.areas)} />
          </Section>
          <Section label="Especialidades">
            <Names names={names.specialties(professional.specialties)} />
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
