import { LOT_TEXTS as T } from '@alinhavo/shared/messages/lots';
import type { LotSide } from '@alinhavo/shared/rules/lots';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import type { DemandFile } from '@alinhavo/shared/schemas/demand-file';
import {
  LOT_STEP_LABELS,
  type Lot,
  type LotEvent,
  type LotStep,
} from '@alinhavo/shared/schemas/lot';
import {
  Alert,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCloudOff,
  IconPaperclip,
  IconPlus,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../app/lazy-page';
import { saveAttachment } from '../../data/demands/api';
import { discardLotStep, useLotOutbox, type LotOutboxRow } from '../../data/lots/outbox';
import { useLots } from '../../data/lots/store';
import { useObjectUrls } from '../demands/attachments/useObjectUrls';
import { formatDateTime } from '../../ui/format';
import { useLastNonNull } from '../../ui/use-last';
import { formatDay } from '../demands/format';
import { useCurrentUser } from '../../data/session-store';
import { LotCreateModal, LotStepModal } from './LotForms';
import { STEP_COLORS, lateNow, myNextStep, pieces } from './lot-format';
import { remainingCells } from '@alinhavo/shared/rules/ficha';
import { GradeTable } from '../quotes/GradeTable';
import { useDemandFicha } from '../quotes/useDemandFicha';
import { cellsText, deliveredCells } from './lot-cells';

/** The revision a lot was sent with, read whole: loaded on the click. */
const FichaRevisionModal = lazyPart(() => import('../ficha/FichaRevisionModal'));

/** Which side the viewer is on: the owner, the chosen provider, or neither (admin: reads). */
function sideOf(demand: Demand, me: string | undefined): LotSide | null {
  if (!me) return null;
  if (demand.user_created === me) return 'CLIENTE';
  if (demand.chosen_professional === me) return 'PROFISSIONAL';
  return null;
}

/**
 * 'Acompanhamento por lote' in the demand's details: the lots both sides see, each
 * with its step, quantities, late badge and timeline; the owner creates lots, each side records
 * its own steps. Steps recorded offline show as waiting, and a conflict is shown, not applied.
 */
export default function LotsSection({ demand }: { demand: Demand }) {
  const me = useCurrentUser()?.id;
  const side = sideOf(demand, me);
  const { lots, status, reload } = useLots(demand.id);
  const outbox = useLotOutbox(demand.id);
  const [creating, setCreating] = useState(false);
  const [stepping, setStepping] = useState<{ lot: Lot; step: LotStep } | null>(null);
  const [revision, setRevision] = useState<number | null>(null);
  // Loaded on the first click, then kept mounted so its closing reaches the modal stack.
  const everOpened = useLastNonNull(revision);
  const inProgress = demand.status === 'EM ANDAMENTO';
  const inLots = lots.reduce((n, l) => n + l.quantity, 0);
  const { load: fichaLoad } = useDemandFicha(demand.id, demand.has_ficha);
  const grade = fichaLoad.status === 'ready' ? fichaLoad.ficha.ficha.grade : null;
  const remaining = grade ? remainingCells(grade, lots) : null;
  const left = remaining
    ? remaining.reduce((n, row) => n + row.reduce((a, b) => a + b, 0), 0)
    : Math.max(0, demand.amount - inLots);

  if (!inProgress && lots.length === 0 && status !== 'loading') return null;

  return (
    <Stack gap="xs" component="section" aria-label={T.sectionTitle}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {T.sectionTitle}
        </Text>
        {side === 'CLIENTE' && inProgress && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={left === 0 || (demand.has_ficha === true && !grade)}
            onClick={() => setCreating(true)}
          >
            Novo lote
          </Button>
        )}
      </Group>
      {status === 'loading' && lots.length === 0 && (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Carregando lotes">
          <Skeleton height={64} />
        </Stack>
      )}
      {status === 'error' && lots.length === 0 && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Não foi possível carregar os lotes.</Text>
            <Button size="xs" variant="light" color="red" onClick={reload}>
              Tentar novamente
            </Button>
          </Stack>
        </Alert>
      )}
      {status === 'ready' && lots.length === 0 && (
        <Text size="sm" c="dimmed">
          {side === 'CLIENTE'
            ? 'Nenhum lote ainda. Divida a produção em remessas para acompanhar cada uma.'
            : 'Nenhum lote registrado ainda.'}
        </Text>
      )}
      {demand.status === 'ABERTA' && lots.length > 0 && (
        <Text size="sm" c="dimmed">
          {T.reopenedHistory}
        </Text>
      )}
      {fichaLoad.status === 'error' && (
        <Text
          size="sm"
          c="red"
        >{`Não foi possível carregar a grade da ficha técnica. ${fichaLoad.message}`}</Text>
      )}
      {grade && remaining && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <GradeTable
            sizes={grade.sizes}
            colors={grade.colors.map((c) => c.name)}
            values={remaining}
            caption="Falta enviar, por tamanho e cor"
            testId="falta-enviar"
          />
          <GradeTable
            sizes={grade.sizes}
            colors={grade.colors.map((c) => c.name)}
            values={deliveredCells(grade, lots)}
            caption="Entregue, por tamanho e cor"
            testId="entregue"
          />
        </SimpleGrid>
      )}
      {lots.map((lot) => (
        <LotCard
          key={lot.id}
          lot={lot}
          side={inProgress ? side : null}
          waiting={outbox.filter((r) => r.lotId === lot.id)}
          onStep={(step) => setStepping({ lot, step })}
          // The ficha's older revisions are the owner's and the chosen facção's only.
          onOpenRevision={side ? setRevision : undefined}
        />
      ))}
      {everOpened !== null && (
        <Suspense fallback={null}>
          <FichaRevisionModal
            demandId={demand.id}
            revision={revision}
            onClose={() => setRevision(null)}
          />
        </Suspense>
      )}
      {side === 'CLIENTE' && (
        <LotCreateModal
          demandId={demand.id}
          opened={creating}
          onClose={() => setCreating(false)}
          maxQuantity={left}
          grade={grade && remaining ? { grade, remaining } : null}
        />
      )}
      {side && (
        <LotStepModal
          lot={stepping?.lot ?? null}
          step={stepping?.step ?? null}
          side={side}
          onClose={() => setStepping(null)}
        />
      )}
    </Stack>
  );
}

function LotCard({
  lot,
  side,
  waiting,
  onStep,
  onOpenRevision,
}: {
  lot: Lot;
  side: LotSide | null;
  waiting: LotOutboxRow[];
  onStep: (step: LotStep) => void;
  onOpenRevision?: ((revision: number) => void) | undefined;
}) {
  const pending = waiting.filter((r) => !r.conflict && !r.refused);
  const problems = waiting.filter((r) => r.conflict || r.refused);
  const shownStep = pending.at(-1)?.body.step ?? lot.step;
  const next = problems.length > 0 ? null : myNextStep(shownStep, side);
  const late = lateNow({ step: shownStep, expected_return: lot.expected_return });
  /** The ficha's revision current when the lot was sent (null: no ficha then). */
  const sentWith = lot.ficha_revision ?? null;
  const figures: [string, number][] = [
    ['Recebidas', lot.received],
    ['Em produção', lot.in_production],
    ['Prontas', lot.ready],
    ['Defeitos', lot.defects],
    ['Entregues', lot.delivered],
  ];
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`lote-${lot.number}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm">{`Lote ${lot.number} · ${pieces(lot.quantity)}`}</Text>
            <Badge color={STEP_COLORS[lot.step]} variant="light" tt="none">
              {LOT_STEP_LABELS[lot.step]}
            </Badge>
            {late && (
              <Badge color="red" variant="filled" tt="none">
                {T.late}
              </Badge>
            )}
            {sentWith !== null &&
              (onOpenRevision ? (
                <Button
                  size="compact-xs"
                  variant="outline"
                  color="gray"
                  aria-label={`Ver a ficha técnica deste lote (rev. ${sentWith})`}
                  onClick={() => onOpenRevision(sentWith)}
                >
                  {`rev. ${sentWith}`}
                </Button>
              ) : (
                <Badge color="gray" variant="outline" tt="none" title="Revisão da ficha técnica">
                  {`rev. ${sentWith}`}
                </Badge>
              ))}
          </Group>
          {next && (
            <Button
              size="compact-sm"
              leftSection={<IconTruckDelivery size={14} />}
              onClick={() => onStep(next)}
            >
              {`Registrar: ${LOT_STEP_LABELS[next]}`}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {`Enviado em ${formatDay(lot.sent_on)} · Retorno previsto ${formatDay(lot.expected_return)}`}
        </Text>
        <Group gap="md" wrap="wrap">
          {figures.map(([label, n]) => (
            <Text key={label} size="xs">
              <Text span c="dimmed" size="xs">{`${label}: `}</Text>
              <Text span fw={600} size="xs">
                {n.toLocaleString('pt-BR')}
              </Text>
            </Text>
          ))}
        </Group>
        {lot.cells && lot.cells.length > 0 && (
          <Text size="xs" style={{ overflowWrap: 'anywhere' }} data-testid="celulas">
            <Text span c="dimmed" size="xs">
              {'Tamanhos e cores: '}
            </Text>
            {cellsText(lot.cells)}
          </Text>
        )}
        {lot.files.length > 0 && <LotFiles files={lot.files} />}
        {problems.map((r) => (
          <Alert
            key={r.clientId}
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={r.conflict ? 'Conflito neste lote' : 'Etapa recusada'}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {`Sua etapa "${LOT_STEP_LABELS[r.body.step]}" (${pieces(r.body.quantity)}) não foi aplicada. ${r.conflict ?? r.refused ?? ''}`}
              </Text>
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={() => r.seq !== undefined && void discardLotStep(r.seq)}
              >
                Descartar minha etapa
              </Button>
            </Stack>
          </Alert>
        ))}
        <LotTimeline events={lot.events} pending={pending} files={lot.files} />
      </Stack>
    </Paper>
  );
}

function LotFiles({ files }: { files: DemandFile[] }) {
  return (
    <Group gap="xs" wrap="wrap">
      {files.map((f) => (
        <Button
          key={f.id}
          size="compact-xs"
          variant="default"
          leftSection={<IconPaperclip size={12} />}
          onClick={() => void saveAttachment(f)}
          styles={{ label: { maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' } }}
        >
          {f.name}
        </Button>
      ))}
    </Group>
  );
}

function LotTimeline({
  events,
  pending,
  files,
}: {
  events: LotEvent[];
  pending: LotOutboxRow[];
  files: DemandFile[];
}) {
  const photoIds = events.flatMap((e) => (e.photo_file_id ? [e.photo_file_id] : []));
  const urls = useObjectUrls(photoIds);
  return (
    <Timeline
      active={events.length - 1}
      bulletSize={14}
      lineWidth={2}
      aria-label="Linha do tempo do lote"
    >
      {events.map((e) => {
        const photo = e.photo_file_id ? files.find((f) => f.id === e.photo_file_id) : undefined;
        const url = e.photo_file_id ? urls[e.photo_file_id] : undefined;
        return (
          <Timeline.Item key={e.id} title={LOT_STEP_LABELS[e.step]}>
            <Text size="xs" c="dimmed">
              {`${e.actor_name} (${e.actor_side === 'CLIENTE' ? 'cliente' : 'facção'}) · ${formatDateTime(e.created_at)}`}
            </Text>
            <Text size="xs">
              {pieces(e.quantity)}
              {e.defects > 0 ? ` · ${e.defects.toLocaleString('pt-BR')} com defeito` : ''}
            </Text>
            {e.cells && e.cells.length > 0 && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {e.cells
                  .map(
                    (c) =>
                      `${c.size} / ${c.color}: ${c.quantity.toLocaleString('pt-BR')}${c.defects > 0 ? ` (${c.defects.toLocaleString('pt-BR')} com defeito)` : ''}`,
                  )
                  .join(' · ')}
              </Text>
            )}
            {e.note && (
              <Text size="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {e.note}
              </Text>
            )}
            {photo && url && (
              <UnstyledButton
                onClick={() => void saveAttachment(photo)}
                aria-label={`Abrir foto ${photo.name}`}
              >
                <Image
                  src={url}
                  alt={`Foto: ${photo.name}`}
                  w={96}
                  h={72}
                  radius="sm"
                  fit="cover"
                  mt={4}
                />
              </UnstyledButton>
            )}
          </Timeline.Item>
        );
      })}
      {pending.map((r) => (
        <Timeline.Item
          key={r.clientId}
          title={LOT_STEP_LABELS[r.body.step]}
          bullet={<IconCloudOff size={10} />}
          lineVariant="dashed"
        >
          <Text size="xs" c="dimmed">
            {`Aguardando conexão · ${pieces(r.body.quantity)}`}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
