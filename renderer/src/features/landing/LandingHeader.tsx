import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import { AUTH_PATHS } from '../auth/auth-paths';
import { LANDING_SECTIONS, scrollToSection } from './scroll';
import classes from './Landing.module.css';

const LINKS = [
  { label: 'Como Funciona', section: LANDING_SECTIONS.howItWorks },
  { label: 'Oportunidades', section: LANDING_SECTIONS.opportunities },
];

export function LandingHeader() {
  const [opened, drawer] = useDisclosure(false);

  const links = (onClick?: () => void) =>
    LINKS.map((link) => (
      <Anchor
        key={link.section}
        href={`#${link.section}`}
        c="dark"
        fw={500}
        onClick={(event) => {
          event.preventDefault();
          onClick?.();
          scrollToSection(link.section);
        }}
      >
        {link.label}
      </Anchor>
    ));

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label="Alinhavo, página inicial">
            <Logo />
          </Anchor>
          <Group gap="xl" visibleFrom="md" component="nav" aria-label="Seções">
            {links()}
          </Group>
          <Group gap="sm" visibleFrom="sm" wrap="nowrap">
            <Button component={Link} to={AUTH_PATHS.login} variant="subtle">
              Fazer Login
            </Button>
            <Button component={Link} to={AUTH_PATHS.register}>
              Quero me cadastrar
            </Button>
          </Group>
          <Burger opened={opened} onClick={drawer.toggle} hiddenFrom="sm" aria-label="Abrir menu" />
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        size="80%"
        title={<Logo size="sm" />}
      >
        <Stack gap="lg" mt="md">
          {links(drawer.close)}
          <Button component={Link} to={AUTH_PATHS.register} fullWidth>
            Quero me cadastrar
          </Button>
          <Button component={Link} to={AUTH_PATHS.login} variant="default" fullWidth>
            Fazer Login
          </Button>
        </Stack>
      </Drawer>
    </Box>
  );
}
