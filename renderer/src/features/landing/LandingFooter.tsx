import { SUPPORT, whatsappLink } from '@alinhavo/shared/rules/contact';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconMail,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import { PUBLIC_DOCUMENTS } from '../legal/paths';
import classes from './Landing.module.css';

const SUPPORT_GREETING = 'Olá! Gostaria de falar com o suporte do Alinhavo.';

/**
 * Links that leave the app open in a new tab; the desktop app hands new windows and mailto to
 * the system (electron/src/main/security.ts), so the landing needs no platform adapter.
 */
const OUTSIDE = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function LandingFooter() {
  const whatsapp = whatsappLink(SUPPORT.whatsappNumber, SUPPORT_GREETING);
  const mail = `mailto:${SUPPORT.email}`;
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <Logo inverted />
            <Text size="sm" c="linho.2" maw={300}>
              O marketplace que conecta marcas a profissionais da indústria da moda.
            </Text>
          </Stack>
          <Stack gap="xs">
            <Text fw={700} c="linho.0">
              Contato
            </Text>
            <Anchor href={mail} c="linho.1" size="sm">
              <Group gap={6} wrap="nowrap">
                <IconMail size={16} />
                {SUPPORT.email}
              </Group>
            </Anchor>
            <Anchor href={whatsapp} {...OUTSIDE} c="linho.1" size="sm">
              <Group gap={6} wrap="nowrap">
                <IconBrandWhatsapp size={16} />
                Suporte pelo WhatsApp
              </Group>
            </Anchor>
          </Stack>
          <Stack gap="xs">
            <Text fw={700} c="linho.0">
              Redes sociais
            </Text>
            <Group gap="xs">
              <ActionIcon
                component="a"
                href={SUPPORT.instagram}
                {...OUTSIDE}
                variant="light"
                color="linho"
                size="lg"
                aria-label="Instagram"
              >
                <IconBrandInstagram size={20} />
              </ActionIcon>
              <ActionIcon
                component="a"
                href={SUPPORT.linkedin}
                {...OUTSIDE}
                variant="light"
                color="linho"
                size="lg"
                aria-label="LinkedIn"
              >
                <IconBrandLinkedin size={20} />
              </ActionIcon>
            </Group>
          </Stack>
        </SimpleGrid>
        <Divider my="xl" color="rgba(255,255,255,0.15)" />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="linho.3">
            © {new Date().getFullYear()} Alinhavo. Todos os direitos reservados.
          </Text>
          <Group gap="xs">
            {PUBLIC_DOCUMENTS.map(({ key, to, name }) => (
              <Button
                key={key}
                component={Link}
                to={to}
                variant="subtle"
                color="linho"
                c="linho.1"
                size="compact-sm"
              >
                {name}
              </Button>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
