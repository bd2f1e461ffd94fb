import { whatsappLink } from '@alinhavo/shared/rules/contact';
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
import { useContacts } from '../../data/legal/use-contacts';
import { Logo } from '../../ui/Logo';
import { PUBLIC_DOCUMENTS } from '../../kits/public-docs/paths';
import classes from './Landing.module.css';

const SUPPORT_GREETING = 'Olá! Gostaria de falar com o suporte do Alinhavo.';

/**
 * Links that leave the app open in a new tab; the desktop app hands new windows and mailto to
 * the system (electron/src/main/security.ts), so the landing needs no platform adapter.
 */
const OUTSIDE = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * Contacts and social profiles come from the server's configuration (SUPPORT_WHATSAPP,
 * SUPPORT_EMAIL, SOCIAL_INSTAGRAM, SOCIAL_LINKEDIN); one it does not name is not shown, and a
 * column left with nothing is left out.
 */
export function LandingFooter() {
  const settings = useContacts();
  const email = settings.support_email;
  const whatsapp = settings.support_whatsapp;
  const instagram = settings.social_instagram;
  const linkedin = settings.social_linkedin;
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
          {(email || whatsapp) && (
            <Stack gap="xs">
              <Text fw={700} c="linho.0">
                Contato
              </Text>
              {email && (
                <Anchor href={`mailto:${email}`} c="linho.1" size="sm">
                  <Group gap={6} wrap="nowrap">
                    <IconMail size={16} />
                    {email}
                  </Group>
                </Anchor>
              )}
              {whatsapp && (
                <Anchor
                  href={whatsappLink(whatsapp, SUPPORT_GREETING)}
                  {...OUTSIDE}
                  c="linho.1"
                  size="sm"
                >
                  <Group gap={6} wrap="nowrap">
                    <IconBrandWhatsapp size={16} />
                    Suporte pelo WhatsApp
                  </Group>
                </Anchor>
              )}
            </Stack>
          )}
          {(instagram || linkedin) && (
            <Stack gap="xs">
              <Text fw={700} c="linho.0">
                Redes sociais
              </Text>
              <Group gap="xs">
                {instagram && (
                  <ActionIcon
                    component="a"
                    href={instagram}
                    {...OUTSIDE}
                    variant="light"
                    color="linho"
                    size="lg"
                    aria-label="Instagram"
                  >
                    <IconBrandInstagram size={20} />
                  </ActionIcon>
                )}
                {linkedin && (
                  <ActionIcon
                    component="a"
                    href={linkedin}
                    {...OUTSIDE}
                    variant="light"
                    color="linho"
                    size="lg"
                    aria-label="LinkedIn"
                  >
                    <IconBrandLinkedin size={20} />
                  </ActionIcon>
                )}
              </Group>
            </Stack>
          )}
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
