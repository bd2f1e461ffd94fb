import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { pageTitle } from '../../app/shell/navigation';

/** Areas that later releases build: said plainly, with no invented data. */
export function ComingSoonPage() {
  const { pathname } = useLocation();
  const title = pageTitle(pathname);
  return (
    <Paper p={{ base: 'lg', sm: 48 }} withBorder maw={720} mx="auto" mt="md">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconHourglass size={32} />
        </ThemeIcon>
        <Text size="sm" fw={700} c="vinho.7" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
          Em breve
        </Text>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" maw={480}>
          Esta área chega em uma próxima versão do Alinhavo. Enquanto isso, deixe seu perfil em dia
          para aproveitar tudo assim que ela estiver disponível.
        </Text>
      </Stack>
    </Paper>
  );
}
