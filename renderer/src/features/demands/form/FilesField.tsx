import {
  FILE_ACCEPT,
  isImageFile,
  shortFileName,
  type DemandFile,
} from '@alinhavo/shared/schemas/demand-file';
import {
  ActionIcon,
  Button,
  Group,
  Input,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowBackUp,
  IconCheck,
  IconCloudUpload,
  IconFileText,
  IconPhoto,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { formatBytes, type PendingFile } from './file-selection';

/** The attachments a demand already has (edit only). */
export type Attachments =
  | { state: 'loading' }
  | { state: 'error'; message: string; retry: () => void }
  | { state: 'ready'; items: DemandFile[] };

interface FilesFieldProps {
  files: PendingFile[];
  onAdd: (selection: File[]) => void;
  onRemove: (key: string) => void;
  /** Absent when creating. */
  attachments?: Attachments | undefined;
  /** Attachments the person chose to delete: removed once the demand is saved. */
  marked: ReadonlySet<string>;
  onAskDelete: (file: DemandFile) => void;
  onUndoDelete: (id: string) => void;
  busy: boolean;
}

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

function PendingRow({
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
      aria-label={`Remover ${file.name}`}
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
      <Text size="sm" fw={500} title={file.name}>
        {shortFileName(file.name)}
      </Text>
      {state === 'waiting' ? (
        <Text size="xs" c="dimmed">
          {formatBytes(file.size)}
        </Text>
      ) : (
        <Progress
          size="sm"
          value={Math.round((progress ?? 0) * 100)}
          color={state === 'failed' ? 'red' : state === 'sent' ? 'teal' : undefined}
          aria-label={`Envio de ${file.name}`}
          animated={state === 'sending'}
        />
      )}
    </FileRow>
  );
}

function AttachmentRow({
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
      aria-label={`Desfazer exclusão de ${file.name}`}
    >
      Desfazer
    </Button>
  ) : (
    <ActionIcon
      variant="subtle"
      color="red"
      onClick={onAskDelete}
      disabled={busy}
      aria-label={`Excluir ${file.name}`}
    >
      <IconTrash size={18} />
    </ActionIcon>
  );
  return (
    <FileRow icon={<FileIcon name={file.name} type={file.content_type} />} end={end}>
      <Text
        size="sm"
        fw={500}
        title={file.name}
        td={marked ? 'line-through' : undefined}
        c={marked ? 'dimmed' : undefined}
      >
        {shortFileName(file.name)}
      </Text>
      <Text size="xs" c={marked ? 'red.8' : 'dimmed'}>
        {marked ? 'Será excluído ao salvar' : formatBytes(file.size)}
      </Text>
    </FileRow>
  );
}

/**
 * Attachments (spec §5 Files): a drop zone and a 'Selecionar arquivos' button; the chosen files
 * wait here and are uploaded one at a time after the demand is saved.
 */
export function FilesField(props: FilesFieldProps) {
  const { files, onAdd, onRemove, attachments, marked, onAskDelete, onUndoDelete, busy } = props;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrag = (event: DragEvent<HTMLDivElement>, over: boolean) => {
    event.preventDefault();
    if (!busy) setDragging(over);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) onAdd(Array.from(event.dataTransfer.files));
  };

  return (
    <Stack gap="sm">
      <div>
        <Input.Label size="md" id="demand-files-label">
          Arquivos
        </Input.Label>
        <Input.Description size="sm">
          Imagens, PDF, DOC, DOCX ou TXT, até 20 MB cada.
        </Input.Description>
      </div>
      {attachments && (
        <AttachmentList
          attachments={attachments}
          marked={marked}
          busy={busy}
          onAskDelete={onAskDelete}
          onUndoDelete={onUndoDelete}
        />
      )}
      <Paper
        data-testid="demand-files-dropzone"
        data-dragging={dragging || undefined}
        withBorder
        p="md"
        radius="md"
        onDragEnter={(e) => onDrag(e, true)}
        onDragOver={(e) => onDrag(e, true)}
        onDragLeave={(e) => onDrag(e, false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'var(--mantine-color-vinho-6)' : undefined,
          background: dragging ? 'var(--mantine-color-vinho-0)' : 'var(--mantine-color-linho-0)',
        }}
      >
        <Stack align="center" gap={6}>
          <IconCloudUpload size={28} color="var(--mantine-color-vinho-7)" aria-hidden />
          <Text size="sm" ta="center">
            Arraste os arquivos para cá ou
          </Text>
          <Button
            variant="light"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={busy}
            aria-describedby="demand-files-label"
          >
            Selecionar arquivos
          </Button>
        </Stack>
        <input
          ref={input}
          type="file"
          multiple
          accept={FILE_ACCEPT}
          hidden
          tabIndex={-1}
          data-testid="demand-files-input"
          onChange={(event) => {
            const chosen = Array.from(event.currentTarget.files ?? []);
            // Cleared so that choosing the same file again is seen as a change.
            event.currentTarget.value = '';
            onAdd(chosen);
          }}
        />
      </Paper>
      {files.length > 0 && (
        <Stack gap="xs" role="list" aria-label="Arquivos escolhidos">
          {files.map((item) => (
            <PendingRow
              key={item.key}
              item={item}
              busy={busy}
              onRemove={() => onRemove(item.key)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function AttachmentList({
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
