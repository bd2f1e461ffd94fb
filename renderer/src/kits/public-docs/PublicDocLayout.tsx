import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import { useCurrentUser } from '../../data/session-store';
import { DocumentLinks } from './DocumentLinks';

/**
 * The frame of the public help and legal pages: the brand back to the start (the landing, or the
 * app for someone signed in) and the three documents side by side at the bottom.
 */
export function PublicDocLayout({ children }: { children: ReactNode }) {
  const signedIn = useCurrentUser() !== null;
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box
        component="header"
        bg="white"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="md">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={signedIn ? '/app' : '/'} aria-label="Alinhavo, início">
              <Logo />
            </Anchor>
            <Anchor component={Link} to={signedIn ? '/app' : '/'} size="sm">
              {signedIn ? 'Voltar ao app' : 'Voltar ao início'}
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container size="md" py={{ base: 'lg', sm: 40 }} component="main">
        {children}
      </Container>
      <Box component="footer" py="lg">
        <Container size="md">
          <Stack gap={4} align="center">
            <DocumentLinks />
            <Text size="xs" c="dimmed">
              © {new Date().getFullYear()} Alinhavo
            </Text>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
