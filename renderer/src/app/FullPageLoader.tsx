import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the session starts, so no page flashes the wrong state. */
export function FullPageLoader() {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="vinho" type="dots" size="lg" />
        <Text c="dimmed" size="sm">
          Carregando...
        </Text>
      </Stack>
    </Center>
  );
}
