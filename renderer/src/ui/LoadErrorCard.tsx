import { Button, Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * A screen's failed load: what failed as a heading, the reason in words (unless it says the
 * same), and 'Tentar novamente'.
 */
export function LoadErrorCard({
  title,
  message,
  onRetry,
  order = 2,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  order?: TitleOrder;
}) {
  return (
    <Card padding="xl">
      <Stack gap="sm" align="flex-start" role="alert">
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle size={22} color="var(--mantine-color-red-7)" aria-hidden />
          <Title order={order} fz="lg">
            {title}
          </Title>
        </Group>
        {message !== title && <Text c="dimmed">{message}</Text>}
        <Button variant="light" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Card>
  );
}
