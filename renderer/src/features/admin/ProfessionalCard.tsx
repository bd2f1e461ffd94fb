import type { PendingProfessional } from '@alinhavo/shared/schemas/admin';
import { Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Completeness } from './Completeness';
import classes from './ProfessionalCard.module.css';
import { formatDate } from '../../ui/format';
import { personName, placeOf } from './format';

interface Props {
  professional: PendingProfessional;
  approving: boolean;
  onApprove: (p: PendingProfessional) => void;
  onReject: (p: PendingProfessional) => void;
}

/** One provider awaiting (or past) the decision: who, up to 3 services, completeness, actions. */
export function ProfessionalCard({ professional: p, approving, onApprove, onReject }: Props) {
  const name = personName(p);
  return (
    <Card component="li" padding="md" aria-label={name}>
      <div className={classes.layout}>
        <Stack gap={2} className={classes.who}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {p.email}
          </Text>
          <Text size="xs" c="dimmed">
            {`${placeOf(p)} · cadastro em ${formatDate(p.created_at)}`}
          </Text>
        </Stack>
        <Group gap="xs" className={classes.actions}>
          {p.approval_status !== 'APPROVED' && (
            <Button
              color="teal"
              leftSection={<IconCheck size={18} />}
              loading={approving}
              onClick={() => onApprove(p)}
              aria-label={`Aprovar ${name}`}
            >
              Aprovar
            </Button>
          )}
          {p.approval_status !== 'REJECTED' && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={18} />}
              disabled={approving}
              onClick={() => onReject(p)}
              aria-label={`Rejeitar ${name}`}
            >
              Rejeitar
            </Button>
          )}
        </Group>
        <Group gap={6} className={classes.services}>
          {p.services.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhum serviço informado
            </Text>
          ) : (
            p.services.slice(0, 3).map((s) => (
              <Badge key={s.id} variant="light" radius="sm" tt="none">
                {s.name}
              </Badge>
            ))
          )}
        </Group>
        <Box className={classes.completeness}>
          <Completeness missing={p.missing} />
        </Box>
      </div>
    </Card>
  );
}
