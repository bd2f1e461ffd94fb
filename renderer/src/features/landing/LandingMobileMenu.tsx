import { Button, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import { AUTH_PATHS } from '../../kits/auth/auth-paths';

/** The phone menu: its own chunk, since a drawer (and its scroll area) is only wanted on a tap. */
export default function LandingMobileMenu({
  opened,
  onClose,
  links,
}: {
  opened: boolean;
  onClose: () => void;
  links: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="80%"
      title={<Logo size="sm" />}
    >
      <Stack gap="lg" mt="md">
        {links}
        <Button component={Link} to={AUTH_PATHS.register} fullWidth>
          Quero me cadastrar
        </Button>
        <Button component={Link} to={AUTH_PATHS.login} variant="default" fullWidth>
          Fazer Login
        </Button>
      </Stack>
    </Drawer>
  );
}
