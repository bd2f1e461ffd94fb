import { FICHA_TEXTS as T } from '@alinhavo/shared/messages/ficha';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { Ficha } from '@alinhavo/shared/schemas/ficha';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { lazyPart } from '../../app/lazy-page';
import { ApiError } from '../../data/api/errors';
import { fichaClient } from '../../data/ficha/api';
import { applyFicha, useFicha } from '../../data/ficha/store';
import { useCurrentUser } from '../../data/session-store';
import { notify } from '../../ui/notify';
import { formatDateTime } from '../../ui/format';
import { ChangeList } from './ChangeList';
import { FichaRevisionPicker } from './FichaRevisionPicker';
import { FichaView } from './FichaView';
import { changedKeys, unacknowledgedChanges } from './highlight';

/** An older revision, read whole: loaded when one is picked, not with the reader. */
const FichaRevisionReader = lazyPart(() => import('./FichaRevisionReader'));

export function FichaSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Carregando ficha técnica">
      <Skeleton height={22} width={160} />
      <Skeleton height={120} />
      <Skeleton height={160} />
    </Stack>
  );
}

export function FichaLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Não foi possível carregar a ficha técnica.</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The ficha as a reader sees it (providers who see the demand, the chosen facção, admin), read
 * from the device: the chosen facção sees what changed since its last 'Ciente' highlighted and
 * marks 'Ciente'; the owner sees whether the facção did.
 */
export function FichaReader({ demand, held }: { demand: Demand; held?: Ficha | undefined }) {
  const read = useFicha(demand.id);
  const { status, reload } = read;
  // The copy the screen under it already read: no skeleton while the device is read again, and
  // no second drawing when the device answers the same version.
  const ficha =
    held && (read.ficha ? sameVersion(held, read.ficha) : status === 'loading') ? held : read.ficha;
  if (status === 'loading' && !ficha) return <FichaSkeleton />;
  if (status === 'error' && !ficha) return <FichaLoadError onRetry={reload} />;
  if (!ficha)
    return (
      <Text size="sm" c="dimmed">
        {T.noFicha}
      </Text>
    );
  return <FichaReaderBody demand={demand} ficha={ficha} />;
}

const sameVersion = (a: Ficha, b: Ficha) =>
  a.revision === b.revision &&
  a.updated_at === b.updated_at &&
  a.acknowledged_revision === b.acknowledged_revision &&
  a.acknowledged_at === b.acknowledged_at;

function FichaReaderBody({ demand, ficha }: { demand: Demand; ficha: Ficha }) {
  const me = useCurrentUser()?.id;
  const chosen = me !== undefined && demand.chosen_professional === me;
  const owner = me !== undefined && demand.user_created === me;
  const changes = useMemo(() => (chosen ? unacknowledgedChanges(ficha) : []), [chosen, ficha]);
  const changed = useMemo(() => (chosen ? changedKeys(ficha) : undefined), [chosen, ficha]);
  // Older revisions: the owner and the chosen facção only (other providers get no list from the
  // server; the admin, who gets one, reads the current revision).
  const [picked, setPicked] = useState<number | null>(null);
  const history = (owner || chosen) && ficha.revisions.length > 1;
  const older = history && picked !== null && picked < ficha.revision ? picked : null;
  return (
    <Stack gap="md">
      <RevisionHeader ficha={ficha} owner={owner} chosen={chosen} />
      {history && (
        <FichaRevisionPicker
          ficha={ficha}
          value={older ?? ficha.revision}
          onChange={(n) => setPicked(n === ficha.revision ? null : n)}
        />
      )}
      {older !== null ? (
        <Suspense fallback={<FichaSkeleton />}>
          <FichaRevisionReader key={older} demandId={demand.id} revision={older} />
        </Suspense>
      ) : (
        <>
          {chosen && changes.length > 0 && (
            <ChangesNotice demandId={demand.id} ficha={ficha} changes={changes} />
          )}
          <FichaView ficha={ficha.ficha} changed={changed} />
        </>
      )}
    </Stack>
  );
}

export function RevisionHeader({
  ficha,
  owner,
  chosen,
}: {
  ficha: Ficha;
  owner: boolean;
  chosen: boolean;
}) {
  const acked = ficha.acknowledged_revision;
  return (
    <Group gap="sm" wrap="wrap">
      <Badge variant="light" color="vinho" tt="none" data-testid="ficha-revision">
        {T.revision(ficha.revision)}
      </Badge>
      <Text size="xs" c="dimmed">
        {`Atualizada em ${formatDateTime(ficha.updated_at)}`}
      </Text>
      {(owner || chosen) && acked !== null && ficha.acknowledged_at && (
        <Badge
          variant="light"
          color={acked >= ficha.revision ? 'teal' : 'orange'}
          tt="none"
          leftSection={<IconCircleCheck size={14} />}
          data-testid="ficha-acknowledged"
        >
          {`Ciente da ${T.revision(acked)} em ${formatDateTime(ficha.acknowledged_at)}`}
        </Badge>
      )}
      {owner && ficha.revision > 1 && (acked ?? 0) < ficha.revision && (
        <Badge variant="light" color="orange" tt="none" data-testid="ficha-waiting">
          {`Aguardando "Ciente" da facção na ${T.revision(ficha.revision)}`}
        </Badge>
      )}
    </Group>
  );
}

function ChangesNotice({
  demandId,
  ficha,
  changes,
}: {
  demandId: string;
  ficha: Ficha;
  changes: ReturnType<typeof unacknowledgedChanges>;
}) {
  const [busy, setBusy] = useState(false);
  async function acknowledge() {
    setBusy(true);
    try {
      await applyFicha(await fichaClient.acknowledge(demandId, ficha.revision));
      notify.success(T.acknowledged);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'FICHA_CONFLICT') {
        notify.error(T.staleAcknowledge);
        await fichaClient
          .get(demandId)
          .then(applyFicha)
          .catch(() => undefined);
      } else notify.error(e instanceof Error ? e.message : 'Não foi possível marcar "Ciente".');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Alert color="ouro" variant="light" title={T.updatedNotification} data-testid="ficha-changes">
      <Stack gap="xs">
        <Text size="sm">
          {`A ficha mudou (${T.revision(ficha.revision)}). Os campos alterados estão destacados.`}
        </Text>
        <ChangeList changes={changes} />
        <Group>
          <Button size="sm" loading={busy} onClick={() => void acknowledge()}>
            {T.acknowledge}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
