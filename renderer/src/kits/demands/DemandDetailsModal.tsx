import { countOf } from '@alinhavo/shared/rules/plural';
import { OPPORTUNITY_TEXTS as T } from '@alinhavo/shared/messages/opportunities';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { Alert, Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconBox,
  IconCalendarEvent,
  IconCash,
  IconClockHour4,
  IconLayoutGrid,
  IconMapPin,
  IconNeedleThread,
  IconScissors,
  IconSparkles,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../../app/lazy-page';
import { NOT_FOUND_TEXT } from '../../app/NotFoundPage';
import { ApiError } from '../../data/api/errors';
import { demandsClient } from '../../data/demands/api';
import { useRemote } from '../../data/use-remote';
import { ReportButton, type ReportOption } from '../reports/ReportButton';
import { AttachmentList } from './attachments/AttachmentList';
import { formatDateTime } from '../../ui/format';
import { FABRIC_LABELS, formatBudget, formatDay, formatLocation } from './format';
import { StatusBadge } from './StatusBadge';
import { QuoteFacts } from '../quotes/QuoteFacts';
import { DemandClientReviews } from '../reviews/ClientReviewAction';
import { useCurrentUser } from '../../data/session-store';
import classes from './DemandDetailsModal.module.css';

/** The lots load with the first demand in progress opened (own chunk). */
const LotsSection = lazyPart(() => import('../lots/LotsSection'));
/** The ficha técnica block loads with the first demand that has one (or the owner's). */
const FichaSection = lazyPart(() => import('../ficha/FichaSection'));

export interface DemandDetailsModalProps {
  /** The demand to show; null = closed. */
  demandId: string | null;
  /** Shown at once while the fresh copy loads (from the list the person clicked). */
  initial?: Demand | undefined;
  onClose: () => void;
  /** Footer buttons chosen by the screen; Fechar is always there. */
  actions?: ((demand: Demand) => ReactNode) | undefined;
  /** Shown first (in view on a phone too): why some footer buttons are off (not approved). */
  notice?: ReactNode;
}

const quantity = (n: number) => countOf(n, 'peça', 'peças');

/**
 * A demand the server does not show this person (deleted, someone else's, or an id in a link):
 * the app's own not-found, with nothing to try again.
 */
const loadErrorOf = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? NOT_FOUND_TEXT : T.demandLoadError;

/**
 * Spec §2 demand detail modal, shared by client and provider screens: every field of the demand,
 * its attached files and the footer the screen chooses. Full-screen on phones.
 */
export function DemandDetailsModal({
  demandId,
  initial,
  onClose,
  actions,
  notice,
}: DemandDetailsModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const remote = useRemote(
    demandId ? `demand:${demandId}` : null,
    (signal) => demandsClient.get(demandId ?? '', signal),
    loadErrorOf,
  );
  const fresh = remote.data?.id === demandId ? remote.data : null;
  const fallback = initial?.id === demandId ? initial : undefined;
  const demand = newer(fresh, fallback);
  const failed = remote.status === 'error';
  const notFound = failed && remote.message === NOT_FOUND_TEXT && !demand;

  return (
    <Modal.Stack>
      <Modal
        stackId="demand-details"
        opened={demandId !== null}
        onClose={onClose}
        size={720}
        fullScreen={phone === true}
        title={demand?.title ?? 'Detalhes da demanda'}
        styles={{
          title: {
            fontFamily: 'var(--mantine-font-family-headings)',
            fontSize: 'var(--mantine-font-size-xl)',
            fontWeight: 600,
            overflowWrap: 'anywhere',
          },
        }}
      >
        <Stack gap="lg">
          {notFound && (
            <Stack gap={4} align="center" ta="center" py="md">
              <Text fw={600}>{NOT_FOUND_TEXT}</Text>
              <Text size="sm" c="dimmed">
                Esta demanda não existe mais ou não está disponível para a sua conta.
              </Text>
            </Stack>
          )}
          {failed && !notFound && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{T.demandLoadError}</Text>
                <Button size="xs" variant="light" color="red" onClick={remote.reload}>
                  Tentar novamente
                </Button>
              </Stack>
            </Alert>
          )}
          {demand && notice}
          {demand ? <DemandBody demand={demand} /> : !failed && <BodySkeleton />}
          <div className={classes.footer}>
            {demand && actions?.(demand)}
            <Button variant="default" onClick={onClose}>
              Fechar
            </Button>
          </div>
        </Stack>
      </Modal>
    </Modal.Stack>
  );
}

/**
 * The server's answer (with the phone, which the device never keeps) unless the screen's live
 * copy is newer: an edit or a new candidate pushed while the details are open shows at once.
 */
function newer(fresh: Demand | null, live: Demand | undefined): Demand | null {
  if (!fresh) return live ?? null;
  if (!live || Date.parse(live.updated_at) <= Date.parse(fresh.updated_at)) return fresh;
  return { ...live, user_cellphone: fresh.user_cellphone };
}

function BodySkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Carregando demanda">
      <Skeleton height={22} width={110} />
      <Skeleton height={14} />
      <Skeleton height={14} width="80%" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={40} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A provider may report the demand itself or the client who published it. */
function reportOptions(demand: Demand): ReportOption[] {
  const client = demand.user_full_name?.trim();
  return [
    {
      type: 'demand',
      id: demand.id,
      authorId: demand.user_created,
      label: 'Esta demanda',
      subject: `a demanda “${demand.title}”`,
    },
    {
      type: 'user',
      id: demand.user_created,
      authorId: demand.user_created,
      label: client ? `O cliente (${client})` : 'O cliente',
      subject: client ? `o perfil de ${client}` : 'o perfil do cliente',
    },
  ];
}

function DemandBody({ demand }: { demand: Demand }) {
  const me = useCurrentUser()?.id;
  const facts: { icon: Icon; label: string; value: string }[] = [
    { icon: IconCash, label: 'Orçamento', value: formatBudget(demand) },
    { icon: IconCalendarEvent, label: 'Prazo', value: formatDay(demand.deadline) },
    { icon: IconMapPin, label: 'Localização', value: formatLocation(demand) },
    { icon: IconScissors, label: 'Tipo de Serviço', value: demand.service_name || '—' },
    { icon: IconLayoutGrid, label: 'Área de Atuação', value: demand.area_name || '—' },
    { icon: IconSparkles, label: 'Especialidade', value: demand.specialty_name || '—' },
    {
      icon: IconNeedleThread,
      label: 'Tipo de Tecido',
      value: demand.tecid_type ? (FABRIC_LABELS[demand.tecid_type] ?? demand.tecid_type) : '—',
    },
    { icon: IconBox, label: 'Quantidade', value: quantity(demand.amount) },
    { icon: IconClockHour4, label: 'Disponibilidade', value: demand.availability_name || '—' },
  ];

  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap="sm" wrap="wrap">
          <StatusBadge status={demand.status} />
          {demand.user_full_name && (
            <Group gap={4} wrap="nowrap" c="dimmed">
              <IconUser size={14} />
              <Text size="sm">{demand.user_full_name}</Text>
            </Group>
          )}
        </Group>
        <ReportButton size="compact-sm" options={reportOptions(demand)} />
      </Group>

      <DemandClientReviews demand={demand} />

      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Descrição
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {demand.description}
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" verticalSpacing="md">
        {facts.map((fact) => (
          <Group key={fact.label} gap="xs" wrap="nowrap" align="flex-start">
            <fact.icon
              size={18}
              color="var(--mantine-color-vinho-6)"
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {fact.label}
              </Text>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {fact.value}
              </Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>

      {demand.chosen_quote ? (
        <QuoteFacts quote={demand.chosen_quote} amount={demand.amount} title="Proposta aceita" />
      ) : (
        demand.my_quote && (
          <QuoteFacts
            quote={demand.my_quote}
            amount={demand.amount}
            title="Sua proposta"
            ownOpen={demand.status === 'ABERTA'}
          />
        )
      )}

      {/* The ficha técnica (it renders nothing on a demand without one, but for its owner). */}
      <Suspense fallback={null}>
        <FichaSection demand={demand} />
        {/* Reopened after its facção was removed, a demand keeps its lots: the owner still reads
          them (LotsSection hides itself when there are none). */}
        {(demand.status === 'EM ANDAMENTO' ||
          demand.status === 'CONCLUÍDA' ||
          (demand.status === 'ABERTA' && demand.user_created === me)) && (
          <LotsSection demand={demand} />
        )}
      </Suspense>

      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Arquivos anexados
        </Text>
        <AttachmentList demandId={demand.id} />
      </Stack>

      <Text size="xs" c="dimmed">
        {`Publicada em ${formatDateTime(demand.created_at)} · Atualizada em ${formatDateTime(demand.updated_at)}`}
      </Text>
    </Stack>
  );
}
