import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import type { AdminReport } from '@alinhavo/shared/schemas/admin';
import { REPORT_ACTION_LABELS, type ReportAction } from '@alinhavo/shared/schemas/report';
import { SegmentedControl, Stack } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { adminClient, type ReportsStatus } from '../../data/admin/api';
import { useAdminReports } from '../../data/admin/hooks';
import { notify } from '../../ui/notify';
import { AdminList } from './AdminList';
import { personName } from './format';
import { ReasonModal } from './ReasonModal';
import { ReportCard } from './ReportCard';

const QUESTIONS: Record<ReportAction, (r: AdminReport) => string> = {
  dismiss: () => 'A denúncia é encerrada sem mudar nada. Quem denunciou é avisado.',
  remove: () =>
    'O conteúdo denunciado é removido para todos. Quem denunciou é avisado. Tem certeza?',
  suspend: (r) =>
    `A conta de ${r.author ? personName(r.author) : 'quem publicou'} é suspensa agora: as sessões terminam e ela não consegue mais entrar. Tem certeza?`,
};

/** Denúncias (moderation): the queue, each report in context, resolved with an optional note. */
export function ModerationPage() {
  const [tab, setTab] = useState<ReportsStatus>('open');
  const list = useAdminReports(tab);
  const [deciding, setDeciding] = useState<{ report: AdminReport; action: ReportAction } | null>(
    null,
  );

  async function resolve(report: AdminReport, action: ReportAction, note: string | undefined) {
    await adminClient.resolveReport(report.id, note ? { action, note } : { action });
    setDeciding(null);
    list.removeRow(report.id);
    notify.success(ADMIN_TEXTS.reportResolved);
  }

  return (
    <Stack gap="lg">
      <SegmentedControl
        value={tab}
        onChange={(v) => setTab(v)}
        data={[
          { value: 'open', label: 'Abertas' },
          { value: 'closed', label: 'Encerradas' },
        ]}
        aria-label="Situação das denúncias"
        style={{ alignSelf: 'flex-start' }}
      />
      <AdminList
        list={list}
        loadingLabel="Carregando denúncias"
        empty={{
          icon: <IconFlag size={28} />,
          title: tab === 'open' ? 'Nenhuma denúncia aberta' : 'Nenhuma denúncia encerrada',
          ...(tab === 'open' ? { description: 'Tudo em ordem por aqui.' } : {}),
        }}
      >
        {(rows) => (
          <Stack
            component="ul"
            gap="sm"
            m={0}
            p={0}
            aria-label="Denúncias"
            style={{ listStyle: 'none' }}
          >
            {rows.map((r) => (
              <ReportCard
                key={r.id}
                report={r}
                onResolve={(report, action) => setDeciding({ report, action })}
              />
            ))}
          </Stack>
        )}
      </AdminList>
      <ReasonModal
        opened={deciding !== null}
        title={deciding ? REPORT_ACTION_LABELS[deciding.action] : ''}
        message={deciding ? QUESTIONS[deciding.action](deciding.report) : ''}
        label="Observação (opcional)"
        required={false}
        confirmLabel={deciding ? REPORT_ACTION_LABELS[deciding.action] : ''}
        confirmColor={deciding?.action === 'dismiss' ? 'vinho' : 'red'}
        onClose={() => setDeciding(null)}
        onConfirm={(note) =>
          deciding ? resolve(deciding.report, deciding.action, note) : Promise.resolve()
        }
      />
    </Stack>
  );
}
