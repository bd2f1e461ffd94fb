import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { Button, Card, EmptyState, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadErrorCard } from '../../ui/LoadErrorCard';
import { SkeletonBar } from '../../ui/SkeletonBar';

/** Placeholder rows while a list's first page loads. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Card padding={0} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        <Stack
          key={row}
          gap={8}
          p="md"
          style={{ borderTop: row ? '1px solid var(--mantine-color-default-border)' : undefined }}
        >
          <SkeletonBar height={14} width="40%" />
          <SkeletonBar height={12} width="75%" />
        </Stack>
      ))}
    </Card>
  );
}

/** A failed load, in words, with 'Tentar novamente'. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <LoadErrorCard title={ADMIN_TEXTS.loadFailed} message={message} onRetry={onRetry} />;
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
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
