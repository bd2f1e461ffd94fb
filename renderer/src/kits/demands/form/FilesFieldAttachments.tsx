import type { DemandFile } from '@alinhavo/shared/schemas/demand-file';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { AttachmentRow } from './FilesFieldRows';

/** The attachments a demand already has (edit only). */
export type Attachments =
  | { state: 'loading' }
  | { state: 'error'; message: string; retry: () => void }
  | { state: 'ready'; items: DemandFile[] };

/** What the demand already has: loading, a retry, or the rows with their delete marks. */
export function AttachmentList({
  attachments,
  marked,
  busy,
  onAskDelete,
  onUndoDelete,
}: {
  attachments: Attachments;
  marked: ReadonlySet<string>;
  busy: boolean;
  onAskDelete: (file: DemandFile) => void;
  onUndoDelete: (id: string) => void;
}) {
  if (attachments.state === 'loading')
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          Carregando arquivos...
        </Text>
      </Group>
    );
  if (attachments.state === 'error')
    return (
      <Group gap="sm" role="alert">
        <Text size="sm" c="red.8">
          {attachments.message}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={attachments.retry}>
          Tentar novamente
        </Button>
      </Group>
    );
  if (attachments.items.length === 0) return null;
  return (
    <Stack gap="xs" role="list" aria-label="Arquivos anexados">
      {attachments.items.map((file) => (
        <AttachmentRow
          key={file.id}
          file={file}
          marked={marked.has(file.id)}
          busy={busy}
          onAskDelete={() => onAskDelete(file)}
          onUndo={() => onUndoDelete(file.id)}
        />
      ))}
    </Stack>
  );
}
