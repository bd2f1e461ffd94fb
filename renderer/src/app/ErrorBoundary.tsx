import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { ERRORS } from '@alinhavo/shared/messages/errors';
import { Component, type ReactNode } from 'react';

/** A rendering bug must leave a way out, not a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center h="100dvh" p="xl">
        <Stack align="center" ta="center">
          <Title order={2}>Algo deu errado</Title>
          <Text c="dimmed">{ERRORS.unknown}</Text>
          <Button onClick={() => window.location.assign('/')}>Recarregar</Button>
        </Stack>
      </Center>
    );
  }
}
