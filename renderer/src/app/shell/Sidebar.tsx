import type { User } from '@alinhavo/shared/schemas/user';
import { USER_TYPE_LABELS } from '@alinhavo/shared/schemas/user-types';
import { Box, Divider, Stack, Text } from '@mantine/core';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { Logo } from '../../ui/Logo';
import { ScrollBox } from '../../ui/ScrollBox';
import classes from './Frame.module.css';
import { menuFor, type NavEntry } from './navigation';

function Entry({ entry, onNavigate }: { entry: NavEntry; onNavigate: () => void }) {
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
    >
      <Icon size={20} stroke={1.6} />
      <span>{entry.label}</span>
    </RouterNavLink>
  );
}

export function Sidebar({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const menu = menuFor(user);
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
                <Entry key={entry.to} entry={entry} onNavigate={onNavigate} />
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
