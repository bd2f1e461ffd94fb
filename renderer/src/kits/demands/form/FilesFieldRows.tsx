import { isImageFile, safeFileName, type DemandFile } from '@alinhavo/shared/schemas/demand-file';
import { ActionIcon, Button, Group, Loader, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowBackUp,
  IconCheck,
  IconFileText,
  IconPhoto,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FileName } from '../attachments/FileName';
import { formatBytes, type PendingFile } from './file-selection';

function FileIcon({ name, type }: { name: string; type: string }) {
  const Icon = isImageFile({ name, content_type: type }) ? IconPhoto : IconFileText;
  return (
    <ThemeIcon variant="light" color="linho" size="lg" radius="md" aria-hidden>
      <Icon size={18} color="var(--mantine-color-linho-8)" />
    </ThemeIcon>
  );
}

function FileRow({
  icon,
  children,
  end,
}: {
  icon: ReactNode;
  children: ReactNode;
  end: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="center" role="listitem">
      {icon}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        {children}
      </Stack>
      {end}
    </Group>
  );
}

export function PendingRow({
  item,
  busy,
  onRemove,
}: {
  item: PendingFile;
  busy: boolean;
  onRemove: () => void;
}) {
  const { file, state, progress } = item;
  let end: ReactNode = (
    <ActionIcon
      variant="subtle"
      color="gray"
      onClick={onRemove}
      disabled={busy}
      aria-label={`Remover ${safeFileName(file.name)}`}
    >
      <IconX size={18} />
    </ActionIcon>
  );
  if (state === 'sending') end = <Loader size="sm" aria-hidden />;
  if (state === 'sent')
    end = <IconCheck size={20} color="var(--mantine-color-teal-7)" aria-label="Enviado" />;
  if (state === 'failed')
    end = <IconAlertCircle size={20} color="var(--mantine-color-red-7)" aria-label="Falhou" />;
  return (
    <FileRow icon={<FileIcon name={file.name} type={file.type} />} end={end}>
      <FileName name={file.name} size="sm" fw={500} />
      {state === 'waiting' ? (
        <Text size="xs" c="dimmed">
          {formatBytes(file.size)}
        </Text>
      ) : (
        <Progress
          size="sm"
          value={Math.round((progress ?? 0) * 100)}
          color={state === 'failed' ? 'red' : state === 'sent' ? 'teal' : undefined}
          aria-label={`Envio de ${safeFileName(file.name)}`}
          animated={state === 'sending'}
        />
      )}
    </FileRow>
  );
}

export function AttachmentRow({
  file,
  marked,
  busy,
  onAskDelete,
  onUndo,
}: {
  file: DemandFile;
  marked: boolean;
  busy: boolean;
  onAskDelete: () => void;
  onUndo: () => void;
}) {
  const end = marked ? (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowBackUp size={16} />}
      onClick={onUndo}
      disabled={busy}
      aria-label={`Desfazer exclusão de ${safeFileName(file.name)}`}
    >
      Desfazer
    </Button>
  ) : (
    <ActionIcon
      variant="subtle"
      color="red"
      onClick={onAskDelete}
      disabled={busy}
      aria-label={`Excluir ${safeFileName(file.name)}`}
    >
      <IconTrash size={18} />
    </ActionIcon>
  );
  return (
    <FileRow icon={<FileIcon name={file.name} type={file.content_type} />} end={end}>
      <FileName
        name={file.name}
        size="sm"
        fw={500}
        td={marked ? 'line-through' : undefined}
        c={marked ? 'dimmed' : undefined}
      />
      <Text size="xs" c={marked ? 'red.8' : 'dimmed'}>
        {marked ? 'Será excluído ao salvar' : formatBytes(file.size)}
      </Text>
    </FileRow>
  );
}
