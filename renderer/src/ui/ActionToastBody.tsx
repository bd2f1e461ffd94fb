import { Button, Group, Stack, Text } from '@mantine/core';

/** A toast's title and text with one action button beside them ('Abrir'). */
export function ActionToastBody({
  title,
  message,
  actionLabel,
  onAction,
}: {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between" align="center">
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} c="var(--mantine-color-text)" lineClamp={2}>
          {title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Text>
      </Stack>
      <Button size="compact-sm" variant="light" style={{ flexShrink: 0 }} onClick={onAction}>
        {actionLabel}
      </Button>
    </Group>
  );
}
