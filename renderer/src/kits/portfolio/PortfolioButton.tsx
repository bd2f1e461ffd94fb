import { PORTFOLIO_TEXTS as T } from '@alinhavo/shared/messages/portfolio';
import type { PortfolioPhoto } from '@alinhavo/shared/schemas/portfolio';
import { Button } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { toApiError } from '../../data/api/errors';
import { portfolioClient } from '../../data/portfolio/api';
import { notify } from '../../ui/notify';
import { ImageViewer } from '../demands/attachments/ImageViewer';
import { photoName } from './PortfolioGallery';
import { usePhotoUrls } from './usePhotoUrls';

export const NO_PHOTOS = 'Este profissional ainda não publicou fotos do seu trabalho.';

/**
 * 'Ver portfólio' for one candidate (quote comparison): reads the portfolio on click and opens
 * the spec §2 image viewer on its display copies; says so when there is none.
 */
export function PortfolioButton({
  professionalId,
  name,
}: {
  professionalId: string;
  name: string;
}) {
  const [photos, setPhotos] = useState<PortfolioPhoto[] | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const ids = useMemo(
    () => (index === null ? [] : (photos ?? []).map((p) => p.id)),
    [photos, index],
  );
  const urls = usePhotoUrls(ids, 'display', 'public');

  async function open() {
    setLoading(true);
    try {
      const list = photos ?? (await portfolioClient.publicProfile(professionalId)).portfolio;
      setPhotos(list);
      if (list.length === 0) notify.info(NO_PHOTOS);
      else setIndex(0);
    } catch (error) {
      notify.error(toApiError(error).status === 404 ? NO_PHOTOS : T.loadError);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconPhoto size={14} />}
        loading={loading}
        aria-label={`${T.viewPortfolio} de ${name}`}
        onClick={() => void open()}
        px={4}
      >
        {T.viewPortfolio}
      </Button>
      <ImageViewer
        images={(photos ?? []).map((p, i) => ({ id: p.id, name: photoName(p, i) }))}
        index={index}
        urls={urls}
        onIndex={setIndex}
        onClose={() => setIndex(null)}
      />
    </>
  );
}
