import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { Button, Card, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Placeholder rows while a list's first page loads. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Card padding={0} aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        <Stack
          key={row}
          gap={8}
          p="md"
          style={{ borderTop: row ? '1px solid var(--mantine-color-default-border)' : undefined }}
        >
          <Skeleton height={14} width="40%" />
          <Skeleton height={12} width="75%" />
        </Stack>
      ))}
    </Card>
  );
}

/** A failed load, in words, with 'Tentar novamente'. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card padding="xl">
      <Stack gap="sm" align="flex-start" role="alert">
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle size={22} color="var(--mantine-color-red-7)" aria-hidden />
          <Title order={2} fz="lg">
            {ADMIN_TEXTS.loadFailed}
          </Title>
        </Group>
        {message !== ADMIN_TEXTS.loadFailed && <Text c="dimmed">{message}</Text>}
        <Button variant="light" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Card>
  );
}

export function EmptyList({
  icon,
  title,
  description,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
}) {
  return (
    <Card padding="xl">
      <EmptyState
        icon={icon}
        title={title}
        {...(description ? { description } : {})}
        color="vinho"
        py="lg"
      />
    </Card>
  );
}

/** 'Carregar mais' under a keyset list, with the error of the last try. */
export function LoadMore({
  hasMore,
  loading,
  error,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  onLoadMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <Stack align="center" gap={4}>
      <Button variant="default" loading={loading} onClick={onLoadMore}>
        Carregar mais
      </Button>
      {error && (
        <Text size="sm" c="red.7" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
