import { Button, NativeSelect, Popover, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { quotesClient, useOpenMyDemands } from '../../data/demands/quotes';
import { notify } from '../../ui/notify';

/**
 * 'Pedir proposta': a client asks a provider found in search for a quote on one of
 * the client's open demands. The server notifies the provider and opens a conversation.
 */
export function RequestQuoteButton({ professionalId }: { professionalId: string }) {
  const [opened, setOpened] = useState(false);
  const demands = useOpenMyDemands(opened);
  const [chosen, setChosen] = useState<string>('');
  const [sending, setSending] = useState(false);
  const selected = chosen || demands?.[0]?.id || '';

  async function send() {
    if (!selected) return;
    setSending(true);
    try {
      await quotesClient.request(selected, professionalId);
      notify.success('Pedido de proposta enviado!');
      setOpened(false);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Erro ao pedir proposta.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Popover opened={opened} onChange={setOpened} width={300} position="top" withArrow trapFocus>
      <Popover.Target>
        <Button
          variant="light"
          leftSection={<IconReceipt size={18} />}
          onClick={() => setOpened((o) => !o)}
        >
          Pedir proposta
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {demands === null ? (
          <Text size="sm">Carregando suas demandas…</Text>
        ) : demands.length === 0 ? (
          <Text size="sm">Você não tem demandas abertas. Publique uma para pedir propostas.</Text>
        ) : (
          <Stack gap="sm">
            <NativeSelect
              label="Para qual demanda?"
              value={selected}
              onChange={(e) => setChosen(e.currentTarget.value)}
              data={demands.map((d) => ({ value: d.id, label: d.title }))}
            />
            <Button loading={sending} onClick={() => void send()}>
              Enviar pedido
            </Button>
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
