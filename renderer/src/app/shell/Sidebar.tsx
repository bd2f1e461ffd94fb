import type { User } from '@alinhavo/shared/schemas/user';
import { UNREAD_TEXTS as T } from '@alinhavo/shared/messages/unread';
import { USER_TYPE_LABELS } from '@alinhavo/shared/schemas/user-types';
import { Badge, Box, Divider, Stack, Text } from '@mantine/core';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { Logo } from '../../ui/Logo';
import { ScrollBox } from '../../ui/ScrollBox';
import classes from './Frame.module.css';
import { APP_PATHS, menuFor, type NavEntry } from './navigation';

function Entry({
  entry,
  unread = 0,
  onNavigate,
}: {
  entry: NavEntry;
  /** Unread conversations, on Mensagens: a badge, and said with the entry's name. */
  unread?: number;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const exact = entry.end === true || entry.to === '/app';
  const active = exact ? pathname.replace(/\/+$/, '') === entry.to : pathname.startsWith(entry.to);
  const Icon = entry.icon;
  return (
    <RouterNavLink
      to={entry.to}
      end={exact}
      className={`${classes.link} mantine-focus-auto`}
      data-active={active || undefined}
      onClick={onNavigate}
      aria-label={unread > 0 ? `${entry.label}, ${T.unreadConversations(unread)}` : undefined}
    >
      <Icon size={20} stroke={1.6} />
      <span>{entry.label}</span>
      {unread > 0 && (
        <Badge
          size="sm"
          circle={unread < 10}
          color="red.9"
          ml="auto"
          aria-hidden
          data-testid="unread-conversations-badge"
        >
          {unread > 99 ? '99+' : unread}
        </Badge>
      )}
    </RouterNavLink>
  );
}

export function Sidebar({
  user,
  unreadConversations = 0,
  onNavigate,
}: {
  user: User;
  unreadConversations?: number;
  onNavigate: () => void;
}) {
  const menu = menuFor(user);
  const unreadOf = (entry: NavEntry) => (entry.to === APP_PATHS.messages ? unreadConversations : 0);
  return (
    <>
      <Box className={classes.section} p="md" pb="xs">
        <Logo size="sm" />
      </Box>
      <ScrollBox className={classes.grow} px="sm">
        <nav aria-label="Menu principal">
          {menu.main.length > 0 && (
            <Stack gap={2}>
              {menu.main.map((entry) => (
                <Entry
                  key={entry.to}
                  entry={entry}
                  unread={unreadOf(entry)}
                  onNavigate={onNavigate}
                />
              ))}
            </Stack>
          )}
          {menu.admin.length > 0 && (
            <>
              <Divider
                my="sm"
                mt={menu.main.length > 0 ? 'sm' : 0}
                label="Administração"
                labelPosition="left"
              />
              <Stack gap={2}>
                {menu.admin.map((entry) => (
                  <Entry key={entry.to} entry={entry} onNavigate={onNavigate} />
                ))}
              </Stack>
            </>
          )}
        </nav>
      </ScrollBox>
      {/* On phones the header has no room for who is signed in; it lives here instead. */}
      <Box className={classes.section} p="md" hiddenFrom="md">
        <Text size="xs" fw={600} c="vinho.8" tt="uppercase">
          {USER_TYPE_LABELS[user.user_type]}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          {user.email}
        </Text>
      </Box>
    </>
  );
}
