import { UNREAD_TEXTS as T } from '@alinhavo/shared/messages/unread';
import type { User } from '@alinhavo/shared/schemas/user';
import { USER_TYPE_LABELS } from '@alinhavo/shared/schemas/user-types';
import {
  ActionIcon,
  Anchor,
  Burger,
  Button,
  Group,
  Indicator,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBell, IconCrown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_PATHS } from './navigation';
import { DeferredTooltip } from '../../ui/deferred';

const SP_DAY = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });

interface Props {
  title: string;
  user: User;
  unreadCount: number;
  /** Unread conversations: a dot on the phone's burger, whose menu holds Mensagens. */
  unreadConversations?: number;
  menuOpened: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
}

export function ShellHeader({
  title,
  user,
  unreadCount,
  unreadConversations = 0,
  menuOpened,
  onToggleMenu,
  onLogout,
}: Props) {
  // The Plano entry (spec §1): the plan and its end date, leading to the plans page. The admin
  // runs the marketplace and buys no plan.
  // Kept here rather than importing the plans feature: the header is part of the first screen.
  const plan = user.is_admin ? null : { isPro: user.is_pro };
  const planLabel = plan
    ? plan.isPro
      ? `Plano Pro${user.pro_until ? ` · até ${SP_DAY.format(new Date(user.pro_until))}` : ''}`
      : 'Plano Básico'
    : '';
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Indicator
          hiddenFrom="sm"
          size={10}
          offset={4}
          color="red.9"
          disabled={unreadConversations === 0 || menuOpened}
          withBorder
        >
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            size="sm"
            aria-label={
              menuOpened
                ? 'Fechar menu'
                : unreadConversations > 0
                  ? `Abrir menu, ${T.unreadConversations(unreadConversations)}`
                  : 'Abrir menu'
            }
          />
        </Indicator>
        {/* A phone has about 170 px beside the icons: a smaller title that may wrap once keeps
            'Central de Dúvidas' whole instead of 'Central de…'. */}
        <Title order={1} fz={{ base: 'md', sm: 'xl' }} lh={1.2} lineClamp={2}>
          {title}
        </Title>
      </Group>

      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        <Stack gap={0} align="flex-end" visibleFrom="md" mr="xs">
          <Text size="xs" fw={600} c="vinho.8" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {user.is_admin ? 'Administrador' : USER_TYPE_LABELS[user.user_type]}
          </Text>
          <Text size="sm" c="dimmed" maw={260} truncate="end">
            {user.email}
          </Text>
          {plan && (
            <Anchor component={Link} to={APP_PATHS.plans} size="xs" fw={600} c="vinho.8">
              {planLabel}
            </Anchor>
          )}
        </Stack>
        {plan && (
          <DeferredTooltip label={planLabel}>
            <ActionIcon
              component={Link}
              to={APP_PATHS.plans}
              hiddenFrom="md"
              variant={plan.isPro ? 'filled' : 'subtle'}
              color={plan.isPro ? 'ouro' : undefined}
              size="lg"
              aria-label={planLabel}
            >
              <IconCrown size={20} />
            </ActionIcon>
          </DeferredTooltip>
        )}
        <DeferredTooltip label="Notificações">
          <Indicator
            label={unreadCount}
            size={16}
            disabled={unreadCount === 0}
            offset={4}
            color="red"
          >
            <ActionIcon
              component={Link}
              to={APP_PATHS.notifications}
              variant="subtle"
              size="lg"
              aria-label={`Notificações (${unreadCount} não lidas)`}
            >
              <IconBell size={22} />
            </ActionIcon>
          </Indicator>
        </DeferredTooltip>
        <DeferredTooltip label="Meu perfil">
          <ActionIcon
            component={Link}
            to={APP_PATHS.profile}
            variant="subtle"
            size="lg"
            aria-label="Abrir perfil"
          >
            <IconUserCircle size={22} />
          </ActionIcon>
        </DeferredTooltip>
        <DeferredTooltip label="Sair da aplicação">
          <Button
            variant="light"
            size="compact-md"
            leftSection={<IconLogout size={16} />}
            onClick={onLogout}
          >
            Sair
          </Button>
        </DeferredTooltip>
      </Group>
    </Group>
  );
}
