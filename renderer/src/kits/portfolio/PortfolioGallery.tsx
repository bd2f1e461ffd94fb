import { PORTFOLIO_TEXTS as T } from '@alinhavo/shared/messages/portfolio';
import type { PortfolioPhoto } from '@alinhavo/shared/schemas/portfolio';
import { Loader } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ImageViewer } from '../demands/attachments/ImageViewer';
import { usePhotoUrls, type PhotoSource } from './usePhotoUrls';
import classes from './PortfolioGallery.module.css';

/** The viewer's title and the image's alt text: the caption, or 'Foto n'. */
export const photoName = (photo: PortfolioPhoto, index: number) =>
  photo.caption.trim() || T.untitled(index + 1);

export interface PortfolioGalleryProps {
  photos: readonly PortfolioPhoto[];
  source: PhotoSource;
  /** At most this many thumbnails (a strip); the viewer still pages through all of them. */
  limit?: number;
}

/**
 * Thumbnails of a portfolio; a click (or Enter) opens the spec §2 image viewer on the display
 * copies, one at a time with previous/next and the counter.
 */
export function PortfolioGallery({ photos, source, limit }: PortfolioGalleryProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const shown = limit === undefined ? photos : photos.slice(0, limit);
  const ids = useMemo(() => photos.map((p) => p.id), [photos]);
  const thumbs = usePhotoUrls(
    shown.map((p) => p.id),
    'thumb',
    source,
  );
  const displays = usePhotoUrls(viewing === null ? [] : ids, 'display', source);
  const images = useMemo(
    () => photos.map((p, i) => ({ id: p.id, name: photoName(p, i) })),
    [photos],
  );

  return (
    <>
      <ul
        className={classes.grid}
        aria-label={T.sectionTitle}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {shown.map((photo, i) => {
          const url = thumbs[photo.id];
          const name = photoName(photo, i);
          return (
            <li key={photo.id}>
              <button
                type="button"
                className={classes.tile}
                aria-label={`Ampliar: ${name}`}
                onClick={() => setViewing(i)}
              >
                {url ? (
                  <img className={classes.thumb} src={url} alt={name} loading="lazy" />
                ) : (
                  <span className={classes.placeholder}>
                    {url === null ? (
                      <IconPhotoOff size={24} aria-hidden />
                    ) : (
                      <Loader size="sm" aria-hidden />
                    )}
                  </span>
                )}
                {photo.caption && (
                  <span className={classes.caption} aria-hidden>
                    {photo.caption}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <ImageViewer
        images={images}
        index={viewing}
        urls={displays}
        onIndex={setViewing}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
