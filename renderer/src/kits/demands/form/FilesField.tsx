import type { DemandFile } from '@alinhavo/shared/schemas/demand-file';
import { Input, Stack } from '@mantine/core';
import type { PendingFile } from './file-selection';
import { AttachmentList, type Attachments } from './FilesFieldAttachments';
import { FilesDropzone } from './FilesFieldDropzone';
import { PendingRow } from './FilesFieldRows';

export type { Attachments } from './FilesFieldAttachments';

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

/**
 * Attachments (spec §5 Files): a drop zone and a 'Selecionar arquivos' button; the chosen files
 * wait here and are uploaded one at a time after the demand is saved.
 */
export function FilesField(props: FilesFieldProps) {
  const { files, onAdd, onRemove, attachments, marked, onAskDelete, onUndoDelete, busy } = props;
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
      <FilesDropzone onAdd={onAdd} busy={busy} />
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
