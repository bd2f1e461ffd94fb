import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyList, ListSkeleton, LoadError, LoadMore } from './AdminStates';

interface ListState<T> {
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  rows: T[] | null;
  reload: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  moreError?: string | null;
  loadMore?: () => void;
}

/**
 * The states every admin list goes through: skeleton on the first load, the error with
 * 'Tentar novamente', the empty state, then the rows and 'Carregar mais'. A failed refresh keeps
 * the rows on screen and says so above them.
 */
export function AdminList<T>({
  list,
  loadingLabel,
  empty,
  children,
}: {
  list: ListState<T>;
  loadingLabel: string;
  empty: { icon: ReactNode; title: string; description?: string };
  children: (rows: T[]) => ReactNode;
}) {
  if (list.rows === null) {
    if (list.status === 'error')
      return <LoadError message={list.error ?? ''} onRetry={list.reload} />;
    return <ListSkeleton label={loadingLabel} />;
  }
  return (
    <Stack gap="md">
      {list.status === 'error' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{list.error}</Text>
            <Button size="xs" variant="light" color="red" onClick={list.reload}>
              Tentar novamente
            </Button>
          </Group>
        </Alert>
      )}
      {list.rows.length === 0 ? <EmptyList {...empty} /> : children(list.rows)}
      {list.loadMore && (
        <LoadMore
          hasMore={list.hasMore ?? false}
          loading={list.loadingMore ?? false}
          error={list.moreError ?? null}
          onLoadMore={list.loadMore}
        />
      )}
    </Stack>
  );
}
