import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { statusKey, type Demand, type DemandStatus } from '@alinhavo/shared/schemas/demand';
import {
  Alert,
  Button,
  Card,
  Group,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconLock, IconPlus } from '@tabler/icons-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { notify } from '../../ui/notify';
import { APP_PATHS } from '../../app/shell/navigation';
import { useMyDemands } from '../../data/demands/my-demands';
import { DemandDetailsModal } from '../../kits/demands/DemandDetailsModal';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { DemandFormModal } from '../../kits/demands/form/DemandFormModal';
import { useCurrentUser } from '../../data/session-store';
import { CandidatesModal } from './CandidatesModal';
import { DemandCard, manageLabel, type DemandCardActions } from './DemandCard';
import { DemandSearch } from './DemandSearch';
import { DeleteDemandModal } from './DeleteDemandModal';
import { FinalizeModal, type FinalizeTarget } from './FinalizeModal';
import { DemandCardsSkeleton, FirstDemand, LoadError, NothingFound } from './MyDemandsStates';
import { ProfessionalProfileModal } from '../../kits/professional-profile/ProfessionalProfileModal';
import { StatusTiles } from './StatusTiles';
import { useProgressiveCount } from '../../ui/progressive';

/** Spec §9 page size constant. */
export const PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;
/** `?demanda=<id>` opens that demand's details (the dashboard's Gerenciar); `?nova=1` the form. */
export const DEMAND_PARAM = 'demanda';
export const NEW_PARAM = 'nova';

type Dialog =
  | { kind: 'candidates'; demand: Demand }
  | { kind: 'finalize'; target: FinalizeTarget }
  | { kind: 'delete'; demand: Demand }
  | { kind: 'profile'; professional: ProfessionalSummary }
  | { kind: 'edit'; demand: Demand };

/** Minhas Demandas (spec §2): the client's demands, their candidates, finalizing and rating. */
export function MyDemandsPage() {
  const user = useCurrentUser();
  if (!user) return null;
  if (user.user_type === 'PROFISSIONAL') return <ClientsOnly />;
  return <MyDemandsScreen />;
}

function ClientsOnly() {
  return (
    <Card padding="xl" maw={560}>
      <Stack gap="xs" align="flex-start">
        <IconLock size={28} color="var(--mantine-color-dimmed)" aria-hidden />
        <Title order={2} fz="lg">
          Minhas Demandas é para clientes e marcas
        </Title>
        <Text c="dimmed">
          Como profissional, você encontra as demandas abertas em Oportunidades.
        </Text>
        <Button component={Link} to={APP_PATHS.opportunities} variant="light" mt="xs">
          Ver oportunidades
        </Button>
      </Stack>
    </Card>
  );
}

function MyDemandsScreen() {
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<DemandStatus | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // One object per filter change: the cached list is rebuilt only when the filters move.
  const query = useMemo(
    () => ({ status, search: debouncedSearch, page, pageSize: PAGE_SIZE }),
    [status, debouncedSearch, page],
  );
  const remote = useMyDemands(query);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const list = remote.data;
  const detailsId = params.get(DEMAND_PARAM);
  const creating = params.get(NEW_PARAM) === '1';
  const filtered = status !== undefined || debouncedSearch.trim() !== '';

  /** The new demand's details with its ficha técnica form open. */
  function openFichaEditor(id: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(NEW_PARAM);
      next.set(DEMAND_PARAM, id);
      next.set('ficha', 'editar');
      return next;
    });
  }

  function setParam(name: string, value: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }

  const closeDialog = () => setDialog(null);
  /**
   * A dialog shows the demand as the list holds it now (a candidate who arrives while
   * 'Candidatos Interessados' is open counts there too); the copy it opened with is the fallback.
   */
  const current = (demand: Demand) => list?.results.find((d) => d.id === demand.id) ?? demand;

  /**
   * The dialogs wrote their change to the device (and the server answered): every list holding
   * the demand follows by itself; a server page asks again for its counters.
   */
  function dropDemand(deleted: Demand) {
    if (detailsId === deleted.id) setParam(DEMAND_PARAM, null);
    // The last card of a later page went: step back so the list is not empty by accident.
    if (page > 1 && list?.results.length === 1) setPage(page - 1);
    else remote.afterChange();
  }

  const latest: DemandCardActions = {
    onDetails: (demand) => setParam(DEMAND_PARAM, demand.id),
    onManage: (demand) => setDialog({ kind: 'candidates', demand }),
    onFinalize: (demand, professional) =>
      setDialog({ kind: 'finalize', target: { demand, professional } }),
    onEdit: (demand) => setDialog({ kind: 'edit', demand }),
    onDelete: (demand) => setDialog({ kind: 'delete', demand }),
    onViewProfessional: (professional) => setDialog({ kind: 'profile', professional }),
  };
  const actions = useStableActions(latest);

  /** Footer buttons of the details modal: it closes, and the chosen dialog opens. */
  function detailsActions(demand: Demand) {
    const key = statusKey(demand.status);
    const open = (next: Dialog) => {
      setParam(DEMAND_PARAM, null);
      setDialog(next);
    };
    const candidates = demand.interested_professionals_count;
    return (
      <>
        {key === 'in_progress' && demand.chosen_professional && (
          <Button
            onClick={() => open({ kind: 'finalize', target: { demand, professional: null } })}
          >
            Finalizar
          </Button>
        )}
        <Button
          variant="light"
          disabled={candidates === 0 || (key !== 'open' && key !== 'in_progress')}
          onClick={() => open({ kind: 'candidates', demand })}
        >
          {manageLabel(candidates)}
        </Button>
        {(key === 'open' || key === 'in_progress') && (
          <Button variant="default" onClick={() => open({ kind: 'edit', demand })}>
            Editar
          </Button>
        )}
      </>
    );
  }

  function changeStatus(next: DemandStatus | undefined) {
    setStatus(next);
    setPage(1);
  }

  function changeSearch(next: string) {
    setSearch(next);
    setPage(1);
  }

  function showAll() {
    changeStatus(undefined);
    changeSearch('');
  }

  const pages = list ? Math.max(1, Math.ceil(list.count / PAGE_SIZE)) : 1;

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Title order={2} fz={{ base: 24, sm: 30 }}>
            Minhas Demandas
          </Title>
          <Text c="dimmed">Publique, acompanhe e finalize suas demandas.</Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setParam(NEW_PARAM, '1')}>
          Nova Demanda
        </Button>
      </Group>

      <StatusTiles
        counters={list}
        unavailable={remote.status === 'error'}
        active={status}
        onChange={changeStatus}
      />
      <DemandSearch
        value={search}
        onChange={changeSearch}
        busy={remote.status === 'loading' && list !== null}
      />

      <OfflineNotice offline={remote.offline} onRetry={remote.reload} />
      {remote.status === 'error' && list !== null && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          role="alert"
          title={remote.message}
        >
          <Button size="xs" variant="light" color="red" onClick={remote.reload}>
            Tentar novamente
          </Button>
        </Alert>
      )}

      {list === null && remote.status === 'loading' && <DemandCardsSkeleton />}
      {list === null && remote.status === 'error' && (
        <LoadError message={remote.message} onRetry={remote.reload} />
      )}
      {list !== null && list.results.length === 0 && !filtered && list.total === 0 && (
        <FirstDemand onCreate={() => setParam(NEW_PARAM, '1')} />
      )}
      {list !== null && list.results.length === 0 && (filtered || list.total > 0) && (
        <NothingFound onReset={showAll} />
      )}
      {list !== null && list.results.length > 0 && (
        <DemandCards demands={list.results} actions={actions} />
      )}
      {list !== null && pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            getItemProps={(n) => ({ 'aria-label': `Página ${n}` })}
          />
        </Group>
      )}

      <DemandFormModal
        opened={creating || dialog?.kind === 'edit'}
        demand={dialog?.kind === 'edit' ? dialog.demand : null}
        onClose={() => {
          if (creating) setParam(NEW_PARAM, null);
          if (dialog?.kind === 'edit') closeDialog();
        }}
        onSaved={(id) => {
          remote.reload();
          // A new demand: the ficha técnica is offered at once (optional).
          if (creating)
            notify.withAction({
              id: `ficha:${id}`,
              title: 'Ficha técnica',
              message: 'Descreva o modelo, a grade e as medidas para a facção.',
              action: { label: 'Criar ficha técnica', onClick: () => openFichaEditor(id) },
              autoClose: 12_000,
            });
        }}
      />
      <DemandDetailsModal
        demandId={detailsId}
        initial={list?.results.find((d) => d.id === detailsId)}
        onClose={() => setParam(DEMAND_PARAM, null)}
        actions={detailsActions}
      />
      <CandidatesModal
        demand={dialog?.kind === 'candidates' ? current(dialog.demand) : null}
        onClose={closeDialog}
        onChanged={(updated) => {
          remote.afterChange();
          setDialog((d) =>
            d?.kind === 'candidates' ? { kind: 'candidates', demand: updated } : d,
          );
        }}
      />
      <FinalizeModal
        target={
          dialog?.kind === 'finalize'
            ? { ...dialog.target, demand: current(dialog.target.demand) }
            : null
        }
        onClose={closeDialog}
        onFinalized={remote.afterChange}
      />
      <DeleteDemandModal
        demand={dialog?.kind === 'delete' ? dialog.demand : null}
        onClose={closeDialog}
        onDeleted={dropDemand}
      />
      <ProfessionalProfileModal
        professionalId={dialog?.kind === 'profile' ? dialog.professional.id : null}
        summary={dialog?.kind === 'profile' ? dialog.professional : null}
        onClose={closeDialog}
      />
    </Stack>
  );
}

/**
 * The same object on every render, calling the latest handlers: the cards are memoized, and a
 * new `actions` each render would render all of them again.
 */
function useStableActions(latest: DemandCardActions): DemandCardActions {
  const ref = useRef(latest);
  useLayoutEffect(() => {
    ref.current = latest;
  });
  return useMemo(
    () => ({
      onDetails: (d) => ref.current.onDetails(d),
      onManage: (d) => ref.current.onManage(d),
      onFinalize: (d, p) => ref.current.onFinalize(d, p),
      onEdit: (d) => ref.current.onEdit(d),
      onDelete: (d) => ref.current.onDelete(d),
      onViewProfessional: (p) => ref.current.onViewProfessional(p),
    }),
    [],
  );
}

/** Cards a phone shows above the fold: drawn first, the rest of the page right after. */
const FIRST_CARDS = 4;

function DemandCards({
  demands,
  actions,
}: {
  demands: readonly Demand[];
  actions: DemandCardActions;
}) {
  const shown = useProgressiveCount(demands.length, FIRST_CARDS);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {demands.slice(0, shown).map((demand) => (
        <DemandCard key={demand.id} demand={demand} actions={actions} />
      ))}
    </SimpleGrid>
  );
}
