import type { ProductEventName } from '@alinhavo/shared/rules/product-events';
import type { ProductFunnel } from '@alinhavo/shared/schemas/product-events';
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { loadErrorText } from '../../data/admin/use-cursor-list';
import type { Period } from '../../data/admin/api';
import { analyticsClient } from '../../data/product-events/api';
import { useRemote } from '../../data/use-remote';
import { SkeletonBar } from '../../ui/SkeletonBar';
import { LoadError } from './AdminStates';
import { formatCount } from '../../ui/format';
import { weekLabel } from './format';

export const FUNNEL_LABELS: Record<ProductEventName, string> = {
  page_view: 'Visitantes',
  signup_started: 'Começaram o cadastro',
  signup_finished: 'Concluíram o cadastro',
  demand_published: 'Publicaram uma demanda',
  interest_shown: 'Demonstraram interesse',
  provider_chosen: 'Escolheram um profissional',
  demand_completed: 'Finalizaram uma demanda',
  conversation_started: 'Iniciaram uma conversa',
  checkout_started: 'Abriram o pagamento do Plano Pro',
  checkout_paid: 'Pagaram o Plano Pro',
};

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** One funnel: each step as a bar, with its count and its share of the first step. */
function Steps({ title, steps }: { title: string; steps: ProductFunnel['steps'] }) {
  const first = steps[0]?.count ?? 0;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {steps.map((s) => {
          const share = first > 0 ? s.count / first : 0;
          return (
            <li key={s.name} style={{ marginBottom: 10 }}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{FUNNEL_LABELS[s.name]}</Text>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatCount(s.count)}
                  {first > 0 && (
                    <Text component="span" size="sm" c="dimmed" fw={400}>
                      {` · ${percent.format(share)}`}
                    </Text>
                  )}
                </Text>
              </Group>
              <div
                aria-hidden="true"
                style={{
                  height: 8,
                  borderRadius: 4,
                  background: 'var(--mantine-color-gray-2)',
                  overflow: 'hidden',
                }}
              >
                <div
                  style={{
                    width: `${Math.round(share * 100)}%`,
                    height: '100%',
                    background: 'var(--mantine-color-vinho-7)',
                  }}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}

function Weekly({ weekly }: { weekly: ProductFunnel['weekly'] }) {
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (axe).
    <div
      tabIndex={0}
      role="region"
      aria-label="Tabela de uso por semana"
      style={{ overflowX: 'auto' }}
    >
      <Table verticalSpacing="xs" horizontalSpacing="sm" miw={560} aria-label="Uso por semana">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Semana</Table.Th>
            <Table.Th ta="right">Visitantes</Table.Th>
            <Table.Th ta="right">Páginas vistas</Table.Th>
            <Table.Th ta="right">Cadastros</Table.Th>
            <Table.Th ta="right">Demandas publicadas</Table.Th>
            <Table.Th ta="right">Planos pagos</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weekly.map((w) => (
            <Table.Tr key={w.week_start}>
              <Table.Td>{weekLabel(w.week_start)}</Table.Td>
              <Table.Td ta="right">{formatCount(w.visitors)}</Table.Td>
              <Table.Td ta="right">{formatCount(w.page_views)}</Table.Td>
              <Table.Td ta="right">{formatCount(w.signups)}</Table.Td>
              <Table.Td ta="right">{formatCount(w.demands)}</Table.Td>
              <Table.Td ta="right">{formatCount(w.paid)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/**
 * Relatórios: the product funnel and weekly use of the chosen period, read from our
 * own analytics events. Visitors are tab visits; later steps count people (an account, or a
 * visit before it signed up). Browsers with Do Not Track and people who switched it off are
 * not in these numbers.
 */
export function FunnelSection({ period }: { period: Period }) {
  const funnel = useRemote(
    `funnel:${period.from ?? ''}:${period.to ?? ''}`,
    (signal) => analyticsClient.funnel(period, signal),
    loadErrorText,
  );
  const data = funnel.data;
  return (
    <Card padding="md" component="section" aria-labelledby="funnel-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="funnel-title">
            Funil do produto
          </Title>
          <Text size="sm" c="dimmed">
            Estatísticas de uso anônimas do período, sem quem desligou a opção ou pediu para não ser
            rastreado.
          </Text>
        </div>
        {funnel.status === 'error' && !data ? (
          <LoadError message={funnel.message} onRetry={funnel.reload} />
        ) : !data ? (
          <SkeletonBar height={220} role="status" aria-busy="true" aria-label="Carregando funil" />
        ) : (
          <>
            <Steps title="Do primeiro acesso à demanda finalizada" steps={data.steps} />
            <Steps title="Plano Pro" steps={data.checkout} />
            <Title order={3} fz="md">
              Por semana (começando na segunda-feira)
            </Title>
            <Weekly weekly={data.weekly} />
          </>
        )}
      </Stack>
    </Card>
  );
}
