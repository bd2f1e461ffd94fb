import { ADMIN_TEXTS } from '@alinhavo/shared/messages/admin';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { saveExport, type ExportReport, type Period } from '../../data/admin/api';
import { notify } from '../../ui/notify';

const EXPORTS: { report: ExportReport; label: string }[] = [
  { report: 'overview', label: 'Visão geral' },
  { report: 'users', label: 'Usuários' },
  { report: 'demands', label: 'Demandas' },
  { report: 'audit', label: 'Auditoria' },
];

/** CSV of the period (pt-BR: ';' and decimal comma, UTF-8 with BOM), saved through the platform. */
export function ExportButtons({ period, disabled }: { period: Period; disabled: boolean }) {
  const [busy, setBusy] = useState<ExportReport | null>(null);

  async function save(report: ExportReport) {
    setBusy(report);
    try {
      const result = await saveExport(report, period);
      if (result.status === 'saved') notify.success('Arquivo CSV salvo.');
    } catch (error) {
      notify.error(
        error instanceof Error && error.message ? error.message : ADMIN_TEXTS.actionFailed,
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        Exportar CSV
      </Title>
      <Text size="sm" c="dimmed">
        Abre no Excel e no LibreOffice com acentos e vírgula decimal.
      </Text>
      <Group gap="sm">
        {EXPORTS.map(({ report, label }) => (
          <Button
            key={report}
            variant="light"
            leftSection={<IconDownload size={18} />}
            loading={busy === report}
            disabled={disabled || (busy !== null && busy !== report)}
            onClick={() => void save(report)}
          >
            {label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
