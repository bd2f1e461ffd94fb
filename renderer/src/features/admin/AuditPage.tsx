import { AUDIT_ACTION_LABELS } from '@alinhavo/shared/schemas/admin';
import { Card, Group, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useAuditLog } from '../../data/admin/hooks';
import { AdminList } from './AdminList';
import { AuditEntryItem } from './AuditEntryItem';
import { REPORT_TARGET_LABELS } from './format';

const TARGET_LABELS: Record<string, string> = {
  ...REPORT_TARGET_LABELS,
  user: 'Conta',
  report: 'Denúncia',
  payment: 'Pagamento',
};

/** Auditoria: every admin action, newest first; read-only, as the API keeps it. */
export function AuditPage() {
  const list = useAuditLog();
  return (
    <Stack gap="lg">
      <Text c="dimmed">
        Cada aprovação, rejeição, suspensão, reativação, remoção e denúncia descartada, com quem
        fez, o motivo e quando. O registro não pode ser alterado.
      </Text>
      <AdminList
        list={list}
        loadingLabel="Carregando auditoria"
        empty={{ icon: <IconHistory size={28} />, title: 'Nenhuma ação registrada' }}
      >
        {(rows) => (
          <Card padding={0}>
            <Stack
              component="ul"
              gap={0}
              m={0}
              p={0}
              aria-label="Auditoria"
              style={{ listStyle: 'none' }}
            >
              {rows.map((entry, index) => (
                <Group
                  key={entry.id}
                  component="li"
                  aria-label={AUDIT_ACTION_LABELS[entry.action]}
                  p="md"
                  gap="md"
                  wrap="nowrap"
                  align="flex-start"
                  style={{
                    borderTop: index ? '1px solid var(--mantine-color-default-border)' : undefined,
                  }}
                >
                  <Text size="xs" c="dimmed" w={72} style={{ flexShrink: 0 }} visibleFrom="xs">
                    {TARGET_LABELS[entry.target_type] ?? entry.target_type}
                  </Text>
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <AuditEntryItem entry={entry} />
                  </div>
                </Group>
              ))}
            </Stack>
          </Card>
        )}
      </AdminList>
    </Stack>
  );
}
