import { Center, Loader, Stack, Text } from '@mantine/core';

function Loading({ size }: { size: 'md' | 'lg' }) {
  return (
    <Stack align="center" gap="sm">
      <Loader color="vinho" type="dots" size={size} />
      <Text c="dimmed" size="sm">
        Carregando...
      </Text>
    </Stack>
  );
}

/** Shown while the session starts or a page's chunk arrives, so no page flashes the wrong state. */
export function FullPageLoader() {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Loading size="lg" />
    </Center>
  );
}

/**
 * Inside the signed-in shell while a page's chunk arrives: it fills the page area only, so the
 * header and the menu stay where they are.
 */
export function PageAreaLoader() {
  return (
    <Center mih={360} role="status" aria-live="polite">
      <Loading size="md" />
    </Center>
  );
}
