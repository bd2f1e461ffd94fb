import { IMAGE_TEXTS } from '@alinhavo/shared/messages/images';
import { ActionIcon, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconExternalLink,
  IconPhotoOff,
} from '@tabler/icons-react';
import type { ObjectUrl } from './useObjectUrls';
import classes from './ImageViewer.module.css';

/** What the viewer shows: an id (its object URL's key) and a name (title and alt text). */
export interface ViewerImage {
  id: string;
  name: string;
}

/** Download/Abrir of the image on screen (attachments); without one, the viewer only shows. */
export interface ViewerSaver<T> {
  save: (image: T) => unknown;
  isSaving: (id: string) => boolean;
  openerOf: (id: string) => (() => unknown) | undefined;
}

export interface ImageViewerProps<T extends ViewerImage> {
  images: readonly T[];
  /** The image on screen; null = closed. */
  index: number | null;
  urls: Record<string, ObjectUrl>;
  saver?: ViewerSaver<T> | undefined;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * Spec §2: images one at a time, previous/next (arrows too), counter, Download/Abrir when there
 * is a saver (demand attachments; a provider's portfolio shows its display copies only).
 */
export function ImageViewer<T extends ViewerImage>({
  images,
  index,
  urls,
  saver,
  onIndex,
  onClose,
}: ImageViewerProps<T>) {
  const phone = useMediaQuery('(max-width: 48em)');
  const total = images.length;
  const current = index === null ? undefined : images[index];
  const opened = current !== undefined && index !== null;

  const step = (delta: number) => {
    if (index === null || total < 2) return;
    onIndex((index + delta + total) % total);
  };

  useWindowEvent('keydown', (event) => {
    if (!opened) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  });

  const url = current ? urls[current.id] : undefined;
  const open = current && saver ? saver.openerOf(current.id) : undefined;

  return (
    <Modal
      stackId="image-viewer"
      opened={opened}
      onClose={onClose}
      size="xl"
      fullScreen={phone === true}
      title={current?.name}
      styles={{ title: { fontWeight: 600, overflowWrap: 'anywhere' } }}
    >
      {current && index !== null && (
        <Stack gap="sm">
          <div className={classes.stage}>
            {url === undefined ? (
              <Loader color="linho.1" role="status" aria-label="Carregando imagem" />
            ) : url === null ? (
              <Stack align="center" gap={6} c="linho.1">
                <IconPhotoOff size={32} />
                <Text size="sm">{IMAGE_TEXTS.loadError}</Text>
              </Stack>
            ) : (
              <img className={classes.image} src={url} alt={current.name} />
            )}
            {total > 1 && (
              <>
                <ActionIcon
                  className={`${classes.nav} ${classes.prev}`}
                  variant="white"
                  color="dark"
                  radius="xl"
                  size="xl"
                  aria-label="Imagem anterior"
                  onClick={() => step(-1)}
                >
                  <IconChevronLeft size={24} />
                </ActionIcon>
                <ActionIcon
                  className={`${classes.nav} ${classes.next}`}
                  variant="white"
                  color="dark"
                  radius="xl"
                  size="xl"
                  aria-label="Próxima imagem"
                  onClick={() => step(1)}
                >
                  <IconChevronRight size={24} />
                </ActionIcon>
              </>
            )}
          </div>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="image-counter">
              {`${index + 1} / ${total}`}
            </Text>
            <Group gap="xs">
              {open && (
                <Button
                  variant="default"
                  leftSection={<IconExternalLink size={16} />}
                  onClick={open}
                >
                  Abrir
                </Button>
              )}
              {saver && (
                <Button
                  leftSection={<IconDownload size={16} />}
                  loading={saver.isSaving(current.id)}
                  onClick={() => saver.save(current)}
                >
                  Download
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
