import type { AdminReport } from '@alinhavo/shared/schemas/admin';
import {
  REPORT_ACTION_LABELS,
  REPORT_REASON_LABELS,
  type ReportAction,
} from '@alinhavo/shared/schemas/report';
import { Badge, Blockquote, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../ui/format';
import { personName, REPORT_TARGET_LABELS } from './format';
import { MessageContext } from './MessageContext';

function Person({ label, person }: { label: string; person: AdminReport['reporter'] }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" size="sm">
        {`${label}: `}
      </Text>
      {person ? `${personName(person)} (${person.email})` : 'Conta removida'}
      {person?.suspended_at && (
        <Badge ml={6} size="sm" color="dark" variant="light">
          Suspenso
        </Badge>
      )}
    </Text>
  );
}

/** One report with its target in context and, while open, the three decisions. */
export function ReportCard({
  report: r,
  onResolve,
}: {
  report: AdminReport;
  onResolve: (report: AdminReport, action: ReportAction) => void;
}) {
  const target = REPORT_TARGET_LABELS[r.target_type];
  const canRemove = r.target_type !== 'user' && r.target_exists;
  const canSuspend = r.author !== null && !r.author.suspended_at;
  return (
    <Card component="li" padding="md" aria-label={`${target}: ${REPORT_REASON_LABELS[r.reason]}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Group gap="xs">
            <Badge variant="outline" radius="sm">
              {target}
            </Badge>
            <Text fw={600}>{REPORT_REASON_LABELS[r.reason]}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(r.created_at)}
          </Text>
        </Group>
        {r.details && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {r.details}
          </Text>
        )}
        <Stack gap={2}>
          <Person label="Denunciado por" person={r.reporter} />
          <Person label="Autor" person={r.author} />
        </Stack>
        {r.target_type === 'message' && r.context.length > 0 ? (
          <MessageContext messages={r.context} />
        ) : (
          r.excerpt && (
            <Blockquote
              color="gray"
              p="sm"
              style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            >
              {r.excerpt}
            </Blockquote>
          )
        )}
        {!r.target_exists && (
          <Text size="sm" c="dimmed" fs="italic">
            O conteúdo já foi removido.
          </Text>
        )}
        {r.status === 'open' ? (
          <Group gap="xs">
            <Button variant="default" onClick={() => onResolve(r, 'dismiss')}>
              {REPORT_ACTION_LABELS.dismiss}
            </Button>
            {r.target_type !== 'user' && (
              <Button
                color="red"
                variant="light"
                disabled={!canRemove}
                onClick={() => onResolve(r, 'remove')}
              >
                {REPORT_ACTION_LABELS.remove}
              </Button>
            )}
            <Button color="red" disabled={!canSuspend} onClick={() => onResolve(r, 'suspend')}>
              {REPORT_ACTION_LABELS.suspend}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {`${r.resolution ? REPORT_ACTION_LABELS[r.resolution] : 'Encerrada'} em ${formatDateTime(r.resolved_at)}${r.resolution_note ? ` · ${r.resolution_note}` : ''}`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
