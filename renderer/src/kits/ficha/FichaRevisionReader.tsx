import type { FichaChange } from '@alinhavo/shared/schemas/ficha';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconHistory } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useFichaRevision } from '../../data/ficha/revisions';
import { formatDateTime } from '../../ui/format';
import { ChangeList } from './ChangeList';
import { FichaSkeleton } from './FichaPanel';
import { FichaView } from './FichaView';

/**
 * An older revision of the ficha, whole and read-only, in the same reader: what it changed from
 * the revision before is listed and highlighted as the current revision's changes are. Loaded
 * only when someone picks an older revision (the reader's first paint does not carry it).
 */
export default function FichaRevisionReader({
  demandId,
  revision,
}: {
  demandId: string;
  revision: number;
}) {
  const { revision: held, status, message, reload } = useFichaRevision(demandId, revision);
  const changed = useMemo(() => new Set(held?.changes.map((c) => c.field)), [held]);

  if (status === 'loading') return <FichaSkeleton />;
  if (status === 'offline')
    return (
      <Alert
        color="ouro"
        variant="light"
        icon={<IconCloudOff size={20} />}
        title="Você está offline"
        data-testid="ficha-revision-offline"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {`A revisão ${revision} ainda não foi aberta neste aparelho. Conecte-se à internet para lê-la.`}
          </Text>
          <Button size="xs" variant="default" onClick={reload}>
            Tentar novamente
          </Button>
        </Stack>
      </Alert>
    );
  if (status === 'error' || !held)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        data-testid="ficha-revision-error"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{`Não foi possível carregar a revisão ${revision} da ficha técnica.`}</Text>
          {message && (
            <Text size="xs" c="dimmed">
              {message}
            </Text>
          )}
          <Button size="xs" variant="light" color="red" onClick={reload}>
            Tentar novamente
          </Button>
        </Stack>
      </Alert>
    );

  return (
    <Stack gap="md" data-testid="ficha-old-revision">
      <Alert color="gray" variant="light" icon={<IconHistory size={20} />}>
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge variant="outline" color="gray" tt="none">
              {`Revisão ${held.revision} · somente leitura`}
            </Badge>
            <Text size="xs" c="dimmed">
              {`Criada em ${formatDateTime(held.created_at)}`}
            </Text>
          </Group>
          {held.revision === 1 ? (
            <Text size="sm">
              A primeira revisão: a ficha como estava quando a facção foi escolhida.
            </Text>
          ) : held.changes.length === 0 ? (
            <Text size="sm">{`Nada mudou em relação à revisão ${held.revision - 1}.`}</Text>
          ) : (
            <Changes revision={held.revision} changes={held.changes} />
          )}
        </Stack>
      </Alert>
      <FichaView ficha={held.ficha} changed={changed} />
    </Stack>
  );
}

function Changes({ revision, changes }: { revision: number; changes: FichaChange[] }) {
  return (
    <Stack gap={4} data-testid="ficha-revision-changes">
      <Text size="sm">
        {`O que mudou em relação à revisão ${revision - 1} (destacado abaixo):`}
      </Text>
      <ChangeList changes={changes} />
    </Stack>
  );
}
