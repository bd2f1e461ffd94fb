import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import type { AdminDemandRow } from '@alinhavo/shared/schemas/admin';
import { Button, Stack } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconClipboardList } from '@tabler/icons-react';
import { useState } from 'react';
import { adminClient } from '../../data/admin/api';
import { useAdminDemands } from '../../data/admin/hooks';
import { notify } from '../../ui/notify';
import { DemandDetailsModal } from '../../kits/demands/DemandDetailsModal';
import { AdminList } from './AdminList';
import { DemandCards } from './DemandCards';
import { DemandFilters, NO_DEMAND_FILTERS, type DemandFilterValues } from './DemandFilters';
import { DemandsTable } from './DemandsTable';
import { ReasonModal } from './ReasonModal';
import { SEARCH_DEBOUNCE_MS } from './format';

/** Demandas (spec §2): every demand with filters, its details and removal with a reason. */
export function DemandsPage() {
  const phone = useMediaQuery('(max-width: 48em)');
  const [filters, setFilters] = useState<DemandFilterValues>(NO_DEMAND_FILTERS);
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAdminDemands({
    search: search || undefined,
    status: filters.status ?? undefined,
    uf: filters.uf ?? undefined,
    city: filters.city ?? undefined,
    service: filters.service ? Number(filters.service) : undefined,
  });
  const [details, setDetails] = useState<AdminDemandRow | null>(null);
  const [removing, setRemoving] = useState<AdminDemandRow | null>(null);

  async function remove(demand: AdminDemandRow, reason: string | undefined) {
    await adminClient.removeDemand(demand.id, reason ?? '');
    setRemoving(null);
    setDetails(null);
    list.removeRow(demand.id);
    notify.success(ADMIN_TEXTS.demandRemoved);
  }

  return (
    <Stack gap="lg">
      <DemandFilters value={filters} onChange={setFilters} />
      <AdminList
        list={list}
        loadingLabel="Carregando demandas"
        empty={{
          icon: <IconClipboardList size={28} />,
          title: 'Nenhuma demanda encontrada',
          description: 'Tente outra busca ou limpe os filtros.',
        }}
      >
        {(rows) =>
          phone ? (
            <DemandCards demands={rows} onDetails={setDetails} onRemove={setRemoving} />
          ) : (
            <DemandsTable demands={rows} onDetails={setDetails} onRemove={setRemoving} />
          )
        }
      </AdminList>
      <DemandDetailsModal
        demandId={details?.id ?? null}
        onClose={() => setDetails(null)}
        actions={() => (
          <Button color="red" variant="light" onClick={() => setRemoving(details)}>
            Remover
          </Button>
        )}
      />
      <ReasonModal
        opened={removing !== null}
        title="Remover demanda"
        message={`“${removing?.title ?? ''}” sai de todas as listas. O cliente é avisado no app e por e-mail, com o motivo.`}
        label="Motivo da remoção"
        required
        confirmLabel="Remover"
        onClose={() => setRemoving(null)}
        onConfirm={(reason) => (removing ? remove(removing, reason) : Promise.resolve())}
      />
    </Stack>
  );
}
