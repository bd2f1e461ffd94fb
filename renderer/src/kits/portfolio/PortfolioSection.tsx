import { PORTFOLIO_TEXTS as T } from '@alinhavo/shared/messages/portfolio';
import {
  PORTFOLIO_ACCEPT,
  PORTFOLIO_LIMITS,
  type PortfolioList,
  type PortfolioPhoto,
} from '@alinhavo/shared/schemas/portfolio';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Loader,
  Progress,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowUp,
  IconPhotoOff,
  IconPhotoPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { toApiError } from '../../data/api/errors';
import { portfolioClient } from '../../data/portfolio/api';
import { useRemote } from '../../data/use-remote';
import { notify } from '../../ui/notify';
import { ImageViewer } from '../demands/attachments/ImageViewer';
import type { ObjectUrl } from '../demands/attachments/useObjectUrls';
import { photoName } from './PortfolioGallery';
import { usePhotoUrls } from './usePhotoUrls';
import classes from './PortfolioGallery.module.css';

interface Sending {
  key: string;
  name: string;
  progress: number;
}

const messageOf = (error: unknown) => toApiError(error).message;

/**
 * Where a provider manages the photos of their work — add (one request per photo,
 * with progress), caption, move up/down, remove; 'x de 12'. Read when the profile opens.
 */
export function PortfolioSection() {
  const remote = useRemote<PortfolioList>(
    'mine',
    (signal) => portfolioClient.mine(signal),
    messageOf,
  );
  const [sending, setSending] = useState<Sending[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const photos = useMemo(() => remote.data?.photos ?? [], [remote.data]);
  const max = remote.data?.max ?? PORTFOLIO_LIMITS.photos;
  const ids = useMemo(() => photos.map((p) => p.id), [photos]);
  const thumbs = usePhotoUrls(ids, 'thumb', 'own');
  const displays = usePhotoUrls(viewing === null ? [] : ids, 'display', 'own');
  const room = max - photos.length - sending.length;

  const setPhotos = (next: (list: PortfolioPhoto[]) => PortfolioPhoto[]) =>
    remote.set((data) => ({ max: data?.max ?? max, photos: next(data?.photos ?? []) }));

  async function add(files: File[]) {
    const accepted = files.slice(0, Math.max(0, room));
    if (files.length > accepted.length) notify.error(T.tooMany(max));
    // One at a time, in the order chosen: progress is per photo and the order is kept.
    const queue = accepted.map((file, i) => ({ key: `${Date.now()}-${i}`, name: file.name, file }));
    setSending((s) => [...s, ...queue.map(({ key, name }) => ({ key, name, progress: 0 }))]);
    for (const item of queue) {
      try {
        const photo = await portfolioClient.upload(item.file, '', (fraction) =>
          setSending((s) => s.map((x) => (x.key === item.key ? { ...x, progress: fraction } : x))),
        );
        setPhotos((list) => [...list, photo]);
        notify.success(T.uploaded);
      } catch (error) {
        notify.error(`${item.name}: ${messageOf(error)}`);
      } finally {
        setSending((s) => s.filter((x) => x.key !== item.key));
      }
    }
  }

  async function move(index: number, delta: number) {
    const order = [...ids];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + delta, 0, moved);
    try {
      const list = await portfolioClient.reorder(order);
      remote.set(() => list);
    } catch (error) {
      notify.error(messageOf(error));
      remote.reload();
    }
  }

  async function remove(photo: PortfolioPhoto) {
    try {
      await portfolioClient.remove(photo.id);
      setPhotos((list) => list.filter((p) => p.id !== photo.id));
      notify.success(T.deleted);
    } catch (error) {
      notify.error(messageOf(error));
    }
  }

  return (
    <Card padding="lg" component="section" aria-labelledby="portfolio-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 240px' }}>
            <Group gap="xs">
              <Title order={2} fz="lg" id="portfolio-title">
                {T.sectionTitle}
              </Title>
              {remote.data && (
                <Badge variant="light" color="vinho" tt="none" data-testid="portfolio-count">
                  {T.count(photos.length, max)}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {T.sectionHint}
            </Text>
          </Stack>
          <FileButton onChange={(files) => void add(files)} accept={PORTFOLIO_ACCEPT} multiple>
            {(props) => (
              <Button
                {...props}
                leftSection={<IconPhotoPlus size={18} />}
                disabled={room <= 0 || remote.status !== 'ready'}
              >
                {T.add}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          JPG, PNG ou WebP, até 15 MB cada. Os dados de localização e da câmera são removidos.
        </Text>
        {remote.status === 'loading' && !remote.data && (
          <Skeleton height={120} aria-label="Carregando portfólio" />
        )}
        {remote.status === 'error' && !remote.data && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
            <Group gap="sm">
              <Text size="sm">{T.loadError}</Text>
              <Button size="xs" variant="light" color="red" onClick={remote.reload}>
                Tentar novamente
              </Button>
            </Group>
          </Alert>
        )}
        {remote.status === 'ready' && photos.length === 0 && sending.length === 0 && (
          <Text size="sm" c="dimmed">
            {T.empty}
          </Text>
        )}
        {sending.map((s) => (
          <Stack key={s.key} gap={4}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Enviando {s.name}…
            </Text>
            <Progress
              value={Math.round(s.progress * 100)}
              aria-label={`Envio de ${s.name}`}
              animated={s.progress >= 1}
            />
          </Stack>
        ))}
        {photos.length > 0 && (
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {photos.map((photo, i) => (
              <PhotoRow
                key={photo.id}
                photo={photo}
                index={i}
                total={photos.length}
                url={thumbs[photo.id]}
                onOpen={() => setViewing(i)}
                onMove={(delta) => void move(i, delta)}
                onRemove={() => void remove(photo)}
                onSaved={(saved) =>
                  setPhotos((list) => list.map((p) => (p.id === saved.id ? saved : p)))
                }
              />
            ))}
          </Stack>
        )}
      </Stack>
      <ImageViewer
        images={photos.map((p, i) => ({ id: p.id, name: photoName(p, i) }))}
        index={viewing}
        urls={displays}
        onIndex={setViewing}
        onClose={() => setViewing(null)}
      />
    </Card>
  );
}

interface PhotoRowProps {
  photo: PortfolioPhoto;
  index: number;
  total: number;
  url: ObjectUrl | undefined;
  onOpen: () => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
  onSaved: (photo: PortfolioPhoto) => void;
}

function PhotoRow({ photo, index, total, url, onOpen, onMove, onRemove, onSaved }: PhotoRowProps) {
  const [caption, setCaption] = useState(photo.caption);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const name = photoName(photo, index);
  const dirty = caption.trim() !== photo.caption;

  async function save() {
    if (!dirty || saving) return;
    if (caption.trim().length > PORTFOLIO_LIMITS.captionChars) {
      setError(T.captionTooLong);
      return;
    }
    setSaving(true);
    try {
      const saved = await portfolioClient.caption(photo.id, caption);
      setCaption(saved.caption);
      setError(null);
      onSaved(saved);
      notify.success(T.captionSaved);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <li>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <button
          type="button"
          className={classes.tile}
          style={{ width: 88, flex: '0 0 88px' }}
          aria-label={`Ampliar: ${name}`}
          onClick={onOpen}
        >
          {url ? (
            <img className={classes.thumb} src={url} alt={name} />
          ) : (
            <span className={classes.placeholder}>
              {url === null ? (
                <IconPhotoOff size={20} aria-hidden />
              ) : (
                <Loader size="xs" aria-hidden />
              )}
            </span>
          )}
        </button>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <TextInput
            label={`${T.captionLabel} da foto ${index + 1}`}
            placeholder="Ex.: Vestido de festa em cetim"
            value={caption}
            maxLength={PORTFOLIO_LIMITS.captionChars}
            error={error}
            description={`${caption.length}/${PORTFOLIO_LIMITS.captionChars}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            onChange={(e) => {
              setCaption(e.currentTarget.value);
              setError(null);
            }}
            onBlur={() => void save()}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void save();
              }
            }}
            rightSection={saving ? <Loader size="xs" /> : undefined}
          />
          <Group gap={6} wrap="wrap">
            <Tooltip label="Mover para cima">
              <ActionIcon
                variant="default"
                aria-label={`Mover foto ${index + 1} para cima`}
                disabled={index === 0}
                onClick={() => onMove(-1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Mover para baixo">
              <ActionIcon
                variant="default"
                aria-label={`Mover foto ${index + 1} para baixo`}
                disabled={index === total - 1}
                onClick={() => onMove(1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </Tooltip>
            {confirming ? (
              <>
                <Button size="compact-sm" color="red" onClick={onRemove}>
                  Confirmar remoção
                </Button>
                <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
                  Cancelar
                </Button>
              </>
            ) : (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => setConfirming(true)}
              >
                Remover
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </li>
  );
}
