import { FILE_ACCEPT } from '@alinhavo/shared/schemas/demand-file';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';

/** Files dragged onto the zone or chosen with 'Selecionar arquivos'; ignored while busy. */
export function FilesDropzone({
  onAdd,
  busy,
}: {
  onAdd: (selection: File[]) => void;
  busy: boolean;
}) {
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
  );
}
