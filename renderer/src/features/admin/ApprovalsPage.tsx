import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import type { PendingProfessional } from '@alinhavo/shared/schemas/admin';
import { SegmentedControl, Stack } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { adminClient, type ProfessionalsStatus } from '../../data/admin/api';
import { useProfessionals } from '../../data/admin/hooks';
import { notify } from '../../ui/notify';
import { AdminList } from './AdminList';
import { ProfessionalCard } from './ProfessionalCard';
import { ReasonModal } from './ReasonModal';

const TABS: { value: ProfessionalsStatus; label: string; empty: string }[] = [
  { value: 'pending', label: 'Pendentes', empty: 'Nenhum profissional aguardando aprovação' },
  { value: 'approved', label: 'Aprovados', empty: 'Nenhum profissional aprovado' },
  { value: 'rejected', label: 'Rejeitados', empty: 'Nenhum profissional rejeitado' },
];
const STATUS_OF: Record<ProfessionalsStatus, PendingProfessional['approval_status']> = {
  pending: 'PENDING',
  approved: 'APPROVED',
  rejected: 'REJECTED',
};

/** Aprovações (spec §2): providers by approval status, Aprovar and Rejeitar (with the question). */
export function ApprovalsPage() {
  const [tab, setTab] = useState<ProfessionalsStatus>('pending');
  const remote = useProfessionals(tab);
  const [approving, setApproving] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<PendingProfessional | null>(null);
  // Rows of another tab (still on screen while this one loads) or decided since never show here.
  const rows = remote.data?.filter((p) => p.approval_status === STATUS_OF[tab]) ?? null;
  const leave = (id: string) => remote.set((list) => (list ?? []).filter((p) => p.id !== id));

  async function approve(p: PendingProfessional) {
    setApproving((s) => new Set(s).add(p.id));
    try {
      await adminClient.approve(p.id);
      leave(p.id);
      notify.success(ADMIN_TEXTS.approved);
    } catch (error) {
      notify.error(
        error instanceof Error && error.message ? error.message : ADMIN_TEXTS.actionFailed,
      );
    } finally {
      setApproving((s) => {
        const next = new Set(s);
        next.delete(p.id);
        return next;
      });
    }
  }

  async function reject(p: PendingProfessional, reason: string | undefined) {
    await adminClient.reject(p.id, reason);
    setRejecting(null);
    leave(p.id);
    notify.success(ADMIN_TEXTS.rejected);
  }

  const current = TABS.find((t) => t.value === tab) ?? TABS[0];
  return (
    <Stack gap="lg">
      <SegmentedControl
        value={tab}
        onChange={(v) => setTab(v)}
        data={TABS.map(({ value, label }) => ({ value, label }))}
        aria-label="Situação da aprovação"
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      <AdminList
        list={{
          status: remote.status,
          error: remote.status === 'error' ? remote.message : null,
          rows: remote.status === 'loading' && rows?.length === 0 ? null : rows,
          reload: remote.reload,
        }}
        loadingLabel="Carregando profissionais"
        empty={{ icon: <IconUserCheck size={28} />, title: current?.empty ?? '' }}
      >
        {(list) => (
          <Stack
            component="ul"
            gap="sm"
            m={0}
            p={0}
            aria-label="Profissionais"
            style={{ listStyle: 'none' }}
          >
            {list.map((p) => (
              <ProfessionalCard
                key={p.id}
                professional={p}
                approving={approving.has(p.id)}
                onApprove={(x) => void approve(x)}
                onReject={setRejecting}
              />
            ))}
          </Stack>
        )}
      </AdminList>
      <ReasonModal
        opened={rejecting !== null}
        title="Rejeitar profissional"
        message={ADMIN_TEXTS.rejectConfirm}
        label="Motivo (opcional, vai no e-mail ao profissional)"
        required={false}
        confirmLabel="Rejeitar"
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => (rejecting ? reject(rejecting, reason) : Promise.resolve())}
      />
    </Stack>
  );
}
