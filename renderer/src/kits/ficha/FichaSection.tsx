import { FICHA_TEXTS as T } from '@alinhavo/shared/messages/ficha';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileDescription, IconFileDownload } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyPart } from '../../app/lazy-page';
import { useFicha } from '../../data/ficha/store';
import { useCurrentUser } from '../../data/session-store';
import { notify } from '../../ui/notify';
import { FichaLoadError, FichaReader, FichaSkeleton } from './FichaPanel';
import { changedKeys } from './highlight';

/** The form is the biggest part: it comes with the first 'Criar/Editar ficha técnica'. */
const FichaEditor = lazyPart(() =>
  import('./FichaEditor').then((m) => ({ default: m.FichaEditor })),
);

/** `?ficha=1` beside `?demanda=<id>` opens the ficha (the 'Ficha técnica atualizada' notice). */
export const FICHA_PARAM = 'ficha';

type Mode = 'read' | 'edit' | null;

/**
 * The demand details' 'Ficha técnica' block: the owner creates, edits and reads it; providers
 * who see the demand and the chosen facção read it (the facção with the changes to mark
 * 'Ciente'). Read from the device (offline on the desktop) and kept live.
 */
export default function FichaSection({ demand }: { demand: Demand }) {
  const me = useCurrentUser()?.id;
  // A demand without a ficha asks nothing of the server, but its owner may create one.
  return demand.has_ficha || demand.user_created === me ? <FichaBlock demand={demand} /> : null;
}

function FichaBlock({ demand }: { demand: Demand }) {
  const me = useCurrentUser()?.id;
  const owner = me !== undefined && demand.user_created === me;
  const [params, setParams] = useSearchParams();
  // 'editar' (after creating the demand) opens the owner's form; anything else the reader.
  const [mode, setMode] = useState<Mode>(() => {
    const asked = params.get(FICHA_PARAM);
    if (!asked) return null;
    return asked === 'editar' && owner ? 'edit' : 'read';
  });
  const { ficha, status, reload } = useFicha(demand.id);
  const phone = useMediaQuery('(max-width: 48em)');
  const editable = owner && (demand.status === 'ABERTA' || demand.status === 'EM ANDAMENTO');
  const chosen = me !== undefined && demand.chosen_professional === me;
  const pending = chosen && ficha ? changedKeys(ficha).size : 0;
  const [downloading, setDownloading] = useState(false);

  /** The shop floor's copy: the server's A4 PDF of the revision on screen, saved by the platform. */
  async function downloadPdf() {
    if (!ficha) return;
    setDownloading(true);
    try {
      const { downloadFichaPdf } = await import('../ficha-pdf/download-ficha-pdf');
      const result = await downloadFichaPdf({
        demandId: demand.id,
        reference: ficha.ficha.identification.reference ?? null,
        revision: ficha.revision,
      });
      if (result.status === 'saved') notify.success('Ficha técnica salva.');
    } catch (error) {
      notify.error(
        error instanceof Error && error.message
          ? error.message
          : 'Não foi possível baixar a ficha técnica. Tente novamente.',
      );
    } finally {
      setDownloading(false);
    }
  }

  function close() {
    setMode(null);
    if (params.get(FICHA_PARAM)) {
      const next = new URLSearchParams(params);
      next.delete(FICHA_PARAM);
      setParams(next, { replace: true });
    }
  }

  if (!owner && status === 'none') return null;

  return (
    <Card withBorder radius="md" padding="sm" data-testid="ficha-section">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs">
            <IconFileDescription size={18} color="var(--mantine-color-vinho-6)" />
            <Text size="sm" fw={600}>
              {T.title}
            </Text>
            {ficha && (
              <Badge size="sm" variant="light" color="vinho" tt="none">
                {T.revision(ficha.revision)}
              </Badge>
            )}
            {pending > 0 && (
              <Badge size="sm" variant="filled" color="orange" tt="none">
                Alterações para conferir
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            {ficha && (
              <Button size="xs" variant="light" onClick={() => setMode('read')}>
                Ver ficha técnica
              </Button>
            )}
            {ficha && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFileDownload size={14} />}
                loading={downloading}
                onClick={() => void downloadPdf()}
              >
                Baixar ficha técnica (PDF)
              </Button>
            )}
            {editable && status !== 'loading' && status !== 'error' && (
              <Button
                size="xs"
                variant={ficha ? 'default' : 'light'}
                onClick={() => setMode('edit')}
              >
                {ficha ? 'Editar ficha técnica' : 'Criar ficha técnica'}
              </Button>
            )}
          </Group>
        </Group>
        {status === 'loading' && !ficha && (
          <Text size="xs" c="dimmed">
            Carregando ficha técnica…
          </Text>
        )}
        {status === 'error' && !ficha && <FichaLoadError onRetry={reload} />}
        {status === 'none' && owner && (
          <Text size="xs" c="dimmed">
            Descreva o modelo, a grade de tamanhos e cores e a tabela de medidas: a facção orça e
            produz pelos mesmos números.
          </Text>
        )}
      </Stack>
      {/* In the details' modal stack: Escape closes only the ficha, the details stay. */}
      <Modal
        stackId="demand-ficha"
        opened={mode !== null}
        onClose={close}
        size="xl"
        fullScreen={phone === true}
        title={`${T.title} · ${demand.title}`}
        styles={{ title: { fontWeight: 600, overflowWrap: 'anywhere' } }}
      >
        <Suspense fallback={<FichaSkeleton />}>
          {mode === 'edit' ? (
            status === 'loading' ? (
              <FichaSkeleton />
            ) : (
              <FichaEditor
                key={ficha ? 'edit' : 'new'}
                demand={demand}
                ficha={ficha}
                onSaved={() => setMode('read')}
                onCancel={() => setMode(ficha ? 'read' : null)}
                onReload={reload}
              />
            )
          ) : (
            mode === 'read' && <FichaReader demand={demand} held={ficha} />
          )}
        </Suspense>
      </Modal>
    </Card>
  );
}
