import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/opportunities';
import {
  isImageFile,
  safeFileName,
  shortFileName,
  type DemandFile,
} from '@alinhavo/shared/schemas/demand-file';
import { Button, Group, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconDownload,
  IconExternalLink,
  IconFileText,
  IconLock,
  IconPhotoOff,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { filesClient } from '../../../data/demands/api';
import { useRemote } from '../../../data/use-remote';
import { FileName, FullNameTooltip } from './FileName';
import { ImageViewer } from './ImageViewer';
import { useObjectUrls, type ObjectUrl } from './useObjectUrls';
import { useSaveAttachment, type AttachmentSaver } from './useSaveAttachment';
import classes from './Attachments.module.css';

const NONE: DemandFile[] = [];

/** '820 KB', '1,4 MB' */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** The attached files of a demand (spec §2): image thumbnails open the viewer, others download. */
export function AttachmentList({ demandId }: { demandId: string }) {
  const remote = useRemote(
    `demand-files:${demandId}`,
    (signal) => filesClient.list(demandId, signal),
    () => T.filesLoadError,
  );
  const files = remote.status === 'ready' ? remote.data : NONE;
  // The server lists without download paths what this person may not fetch (a provider not
  // approved yet): names and sizes only, no bytes asked for.
  const locked = files.some((f) => f.file === null);
  const images = useMemo(
    () => (locked ? NONE : files.filter((f) => isImageFile(f))),
    [files, locked],
  );
  const others = useMemo(() => files.filter((f) => !isImageFile(f)), [files]);
  const urls = useObjectUrls(useMemo(() => images.map((f) => f.id), [images]));
  const saver = useSaveAttachment();
  const [viewing, setViewing] = useState<number | null>(null);

  if (remote.status === 'loading')
    return (
      <Group gap="sm" role="status" aria-busy="true" aria-label="Carregando anexos">
        <Skeleton height={96} width={96} radius="md" />
        <Skeleton height={96} width={96} radius="md" />
      </Group>
    );
  if (remote.status === 'error')
    return (
      <Group gap="sm">
        <Text size="sm" c="red.8">
          {T.filesLoadError}
        </Text>
        <Button size="xs" variant="light" onClick={remote.reload}>
          Tentar novamente
        </Button>
      </Group>
    );
  if (files.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {T.noFiles}
      </Text>
    );

  if (locked)
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {T.filesNotApproved}
        </Text>
        {files.map((file) => (
          <FileRow key={file.id} file={file} saver={null} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="sm">
      {images.length > 0 && (
        <div className={classes.thumbs}>
          {images.map((file, i) => (
            <Thumbnail key={file.id} file={file} url={urls[file.id]} onOpen={() => setViewing(i)} />
          ))}
        </div>
      )}
      {others.map((file) => (
        <FileRow key={file.id} file={file} saver={saver} />
      ))}
      <ImageViewer
        images={images}
        index={viewing}
        urls={urls}
        saver={saver}
        onIndex={setViewing}
        onClose={() => setViewing(null)}
      />
    </Stack>
  );
}

function Thumbnail({
  file,
  url,
  onOpen,
}: {
  file: DemandFile;
  url: ObjectUrl | undefined;
  onOpen: () => void;
}) {
  return (
    <FullNameTooltip name={file.name}>
      {(press) => (
        <UnstyledButton
          {...press}
          className={classes.thumb}
          onClick={onOpen}
          aria-label={`Ver imagem ${safeFileName(file.name)}`}
        >
          <div className={classes.frame}>
            {url === undefined ? (
              <Skeleton height="100%" radius={0} />
            ) : url === null ? (
              <IconPhotoOff size={26} />
            ) : (
              <img src={url} alt="" />
            )}
          </div>
          <Text size="xs" c="dimmed" ta="center" truncate>
            {shortFileName(file.name)}
          </Text>
        </UnstyledButton>
      )}
    </FullNameTooltip>
  );
}

/** A file's row; without a saver (not to be fetched) it shows the name and size only. */
function FileRow({ file, saver }: { file: DemandFile; saver: AttachmentSaver | null }) {
  const open = saver?.openerOf(file.id);
  return (
    <div className={classes.fileRow}>
      <ThemeIcon variant="light" color="linho" size={34} radius="md">
        {saver ? <IconFileText size={18} /> : <IconLock size={18} aria-label="Bloqueado" />}
      </ThemeIcon>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <FileName name={file.name} size="sm" fw={500} truncate />
        <Text size="xs" c="dimmed">
          {formatBytes(file.size)}
        </Text>
      </Stack>
      {saver && (
        <Group gap={6} wrap="nowrap">
          {open && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconExternalLink size={14} />}
              onClick={open}
            >
              Abrir
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            loading={saver.isSaving(file.id)}
            onClick={() => saver.save(file)}
            aria-label={`Download ${safeFileName(file.name)}`}
          >
            Download
          </Button>
        </Group>
      )}
    </div>
  );
}
