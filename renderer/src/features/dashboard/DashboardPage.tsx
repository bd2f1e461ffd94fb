import { SUPPORT, whatsappLink } from '@alinhavo/shared/rules/contact';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconClipboardList,
  IconHourglass,
  IconCircleCheck,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_PATHS } from '../../app/shell/navigation';
import { platform } from '../../platform';
import { missingText } from '../profile/ProfileHeader';
import { useProfile } from '../profile/useProfile';
import { useCurrentUser } from '../session/session-store';

export const APPROVAL_PENDING_TEXT =
  'Seu perfil está aguardando aprovação. Complete seus dados para que ele seja analisado e fique visível para os clientes.';
export const APPROVED_TEXT = 'Seu perfil está aprovado e visível para os clientes.';

export function DashboardPage() {
  const user = useCurrentUser();
  const { load } = useProfile(user !== null);
  if (!user) return null;
  const isProvider = user.user_type === 'PROFISSIONAL';
  const name = user.full_name?.trim() || user.email;
  // Hidden once the server says the profile is complete (spec §3); a failed load still shows it.
  const completeness = load.status === 'ready' ? load.profile.completeness : null;
  const showCompleteCard =
    load.status === 'error' || (completeness !== null && !completeness.complete);

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={2}>
        <Title order={2} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          Olá, {name}!
        </Title>
        <Text c="dimmed">
          {isProvider
            ? 'Acompanhe aqui suas oportunidades e trabalhos.'
            : 'Acompanhe aqui suas demandas e profissionais.'}
        </Text>
      </Stack>

      {isProvider &&
        (user.is_approved ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />}>
            {APPROVED_TEXT}
          </Alert>
        ) : (
          <Alert
            color="ouro"
            variant="light"
            icon={<IconHourglass size={20} />}
            title="Perfil em análise"
          >
            {APPROVAL_PENDING_TEXT}
          </Alert>
        ))}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {showCompleteCard && (
          <Card padding="xl">
            <Stack gap="sm" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light">
                <IconUserCircle size={26} />
              </ThemeIcon>
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
              <Button component={Link} to={APP_PATHS.profile} mt="xs">
                Completar perfil
              </Button>
            </Stack>
          </Card>
        )}
        <Card padding="xl">
          <Stack gap="sm" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" color="ouro">
              <IconClipboardList size={26} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              {isProvider ? 'Oportunidades' : 'Suas Demandas'}
            </Title>
            <Text c="dimmed" size="sm">
              {isProvider
                ? 'Em breve você verá aqui as oportunidades abertas mais recentes da sua área.'
                : 'Em breve você poderá publicar demandas e acompanhar os profissionais interessados por aqui.'}
            </Text>
            <Group gap="xs" mt="xs">
              <Button
                component={Link}
                to={isProvider ? APP_PATHS.opportunities : APP_PATHS.myDemands}
                variant="light"
              >
                {isProvider ? 'Ver oportunidades' : 'Minhas Demandas'}
              </Button>
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>

      <Card padding="lg">
        <Group justify="space-between" gap="md">
          <Stack gap={2} style={{ flex: '1 1 260px' }}>
            <Text fw={600}>Precisa de ajuda?</Text>
            <Text size="sm" c="dimmed">
              Nossa equipe de suporte atende pelo WhatsApp.
            </Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconBrandWhatsapp size={18} />}
            onClick={() =>
              platform.openExternal(
                whatsappLink(SUPPORT.whatsappNumber, 'Olá! Preciso de ajuda com o Alinhavo.'),
              )
            }
          >
            Falar com Suporte
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
