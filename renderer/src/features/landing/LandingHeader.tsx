import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import { AUTH_PATHS } from '../../kits/auth/auth-paths';
import { LANDING_SECTIONS, scrollToSection } from './scroll';
import classes from './Landing.module.css';

const LINKS = [
  { label: 'Como Funciona', section: LANDING_SECTIONS.howItWorks },
  { label: 'Oportunidades', section: LANDING_SECTIONS.opportunities },
];

const loadMobileMenu = () => import('./LandingMobileMenu');
const LandingMobileMenu = lazy(loadMobileMenu);

export function LandingHeader() {
  const [opened, drawer] = useDisclosure(false);
  // The drawer is mounted from the first tap on (and stays, so it can animate closed).
  const [menuWanted, setMenuWanted] = useState(false);

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
          <Burger
            opened={opened}
            onClick={() => {
              setMenuWanted(true);
              drawer.toggle();
            }}
            // A finger on the button fetches the drawer's chunk before the tap ends.
            onPointerDown={() => void loadMobileMenu()}
            // Up to where the section links fit in the header (md), they live in the drawer.
            hiddenFrom="md"
            // On the prerendered page a tap before the app started is repeated once it has
            // (src/prerender BOOT_SCRIPT): the menu opens a moment later instead of never.
            aria-label="Abrir menu"
          />
        </Group>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <LandingMobileMenu opened={opened} onClose={drawer.close} links={links(drawer.close)} />
        </Suspense>
      )}
    </Box>
  );
}
