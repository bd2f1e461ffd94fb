import { Button, Card, EmptyState, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconClipboardPlus, IconSearchOff } from '@tabler/icons-react';
import { LoadErrorCard } from '../../ui/LoadErrorCard';

export function DemandCardsSkeleton() {
  return (
    <SimpleGrid
      cols={{ base: 1, lg: 2 }}
      spacing="md"
      aria-busy="true"
      aria-label="Carregando demandas"
    >
      {[0, 1, 2, 3].map((card) => (
        <Card key={card} padding="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <Skeleton height={20} width="55%" />
              <Skeleton height={20} width={90} radius="sm" />
            </Group>
            <Skeleton height={12} />
            <Skeleton height={12} width="80%" />
            <SimpleGrid cols={2} spacing="sm">
              {[0, 1, 2, 3].map((fact) => (
                <Skeleton key={fact} height={34} />
              ))}
            </SimpleGrid>
            <Group gap="xs">
              <Skeleton height={32} width={170} />
              <Skeleton height={32} width={110} />
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadErrorCard
      title="Não foi possível carregar suas demandas"
      message={message}
      onRetry={onRetry}
      order={3}
    />
  );
}

/** No demand at all yet: the way to publish the first one. */
export function FirstDemand({ onCreate }: { onCreate: () => void }) {
  return (
    <Card padding="xl">
      <EmptyState
        icon={<IconClipboardPlus size={28} />}
        title="Você ainda não publicou nenhuma demanda"
        description="Descreva o serviço de que precisa e receba o interesse de profissionais da moda."
        color="vinho"
        py="lg"
      >
        <Button onClick={onCreate} leftSection={<IconClipboardPlus size={18} />}>
          Criar Primeira Demanda
        </Button>
      </EmptyState>
    </Card>
  );
}

/** A search or a status tile left nothing to show. */
export function NothingFound({ onReset }: { onReset: () => void }) {
  return (
    <Card padding="xl">
      <EmptyState
        icon={<IconSearchOff size={28} />}
        title="Nenhuma demanda encontrada"
        description="Tente buscar por outro termo ou mostre todas as demandas."
        color="gray"
        py="lg"
      >
        <Button variant="light" onClick={onReset}>
          Mostrar todas
        </Button>
      </EmptyState>
    </Card>
  );
}
