import { countOf } from '@alinhavo/shared/rules/plural';
import type { AdminUserDetail } from '@alinhavo/shared/schemas/admin';
import { REPORT_REASON_LABELS } from '@alinhavo/shared/schemas/report';
import { Badge, Group, Rating, Stack, Text } from '@mantine/core';
import { formatBudget } from '../../kits/demands/format';
import { StatusBadge } from '../../kits/demands/StatusBadge';
import { AuditEntryItem } from './AuditEntryItem';
import { formatDate, formatRating } from '../../ui/format';
import { personName } from './format';
import { PanelSection } from './PanelSection';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The person's demands, ratings, the reports about them and the audit lines (newest first). */
export function UserActivity({ detail }: { detail: AdminUserDetail }) {
  const { demands, ratings, reports, audit } = detail;
  return (
    <Stack gap="lg">
      <PanelSection title="Demandas" empty={demands.length === 0 && 'Nenhuma demanda publicada.'}>
        <Stack component="ul" gap="xs" style={listStyle}>
          {demands.map((d) => (
            <li key={d.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {d.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {`${d.service_name} · ${formatBudget(d)} · ${formatDate(d.created_at)}`}
                  </Text>
                </Stack>
                <StatusBadge status={d.status} />
              </Group>
            </li>
          ))}
        </Stack>
      </PanelSection>

      <PanelSection title="Avaliações" empty={ratings.count === 0 && 'Nenhuma avaliação recebida.'}>
        <Stack gap="xs">
          {ratings.average !== null && (
            <Group gap="xs">
              <Rating value={ratings.average} fractions={10} readOnly color="ouro" size="sm" />
              <Text size="sm" fw={600}>
                {`${formatRating(ratings.average)} (${countOf(ratings.count, 'avaliação', 'avaliações')})`}
              </Text>
            </Group>
          )}
          <Stack component="ul" gap="xs" style={listStyle}>
            {ratings.recent.map((r) => (
              <li key={r.id}>
                <Text size="sm">
                  {`${'★'.repeat(r.score)}${'☆'.repeat(5 - r.score)} · ${r.client_full_name ?? 'Cliente'} · ${formatDate(r.created_at)}`}
                </Text>
                {r.comment && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {r.comment}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        </Stack>
      </PanelSection>

      <PanelSection title="Denúncias" empty={reports.length === 0 && 'Nenhuma denúncia.'}>
        <Stack component="ul" gap="xs" style={listStyle}>
          {reports.map((r) => (
            <li key={r.id}>
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {REPORT_REASON_LABELS[r.reason]}
                </Text>
                <Badge size="sm" variant="light" color={r.status === 'open' ? 'red' : 'gray'}>
                  {r.status === 'open' ? 'Aberta' : 'Encerrada'}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {`${r.reporter ? `Por ${personName(r.reporter)}` : 'Conta removida'} · ${formatDate(r.created_at)}${r.details ? ` · ${r.details}` : ''}`}
              </Text>
            </li>
          ))}
        </Stack>
      </PanelSection>

      <PanelSection title="Auditoria" empty={audit.length === 0 && 'Nenhuma ação registrada.'}>
        <Stack component="ul" gap="sm" style={listStyle}>
          {audit.map((entry) => (
            <li key={entry.id}>
              <AuditEntryItem entry={entry} withTarget={false} />
            </li>
          ))}
        </Stack>
      </PanelSection>
    </Stack>
  );
}
