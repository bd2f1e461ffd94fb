import { countOf } from '@alinhavo/shared/rules/plural';
import { isQuoteExpired } from '@alinhavo/shared/rules/quote-validity';
import type { FrozenQuote } from '@alinhavo/shared/schemas/quote';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDay } from '../demands/format';
import { useMinuteClock } from '../../ui/use-minute-clock';
import { quoteTotalCents as gradeTotalCents } from '@alinhavo/shared/rules/ficha';
import { formatCents, formatDays, quoteTotal } from './money';
import { bandsText } from './bands';
import { useDemandFicha } from './useDemandFicha';

/**
 * A quote's figures: the one agreed when the provider was chosen ('Proposta aceita',
 * never following later revisions, marked when it was accepted past its validity), or the
 * provider's own while the demand is open (`ownOpen`: 'Proposta expirada' and a call to revise
 * once past its validity; `now` is the clock of that, tests set it).
 */
export function QuoteFacts({
  quote,
  amount,
  title,
  ownOpen = false,
  now,
}: {
  quote: FrozenQuote;
  amount: number;
  title: string;
  ownOpen?: boolean;
  now?: number;
}) {
  const clock = useMinuteClock();
  const expired = ownOpen && isQuoteExpired(quote, now ?? clock);
  // By size band: the bands, and the total the ficha's grade gives ('—' while it loads).
  const banded = (quote.size_bands?.length ?? 0) > 0;
  const { load } = useDemandFicha(quote.demand_id, banded);
  const total = !banded
    ? quoteTotal(quote, amount)
    : load.status === 'ready'
      ? formatCents(gradeTotalCents(quote, load.ficha.ficha.grade, amount))
      : '—';
  const facts = [
    banded
      ? { label: 'Preço por faixa de tamanhos', value: bandsText(quote.size_bands ?? []) }
      : { label: 'Preço por peça', value: formatCents(quote.price_cents) },
    { label: `Total (${countOf(amount, 'peça', 'peças')})`, value: total },
    { label: 'Prazo de entrega', value: formatDays(quote.lead_time_days) },
    { label: 'Quantidade mínima', value: quote.min_quantity.toLocaleString('pt-BR') },
    { label: 'Válida até', value: formatDay(quote.valid_until) },
  ];
  return (
    <Paper withBorder p="sm" radius="md" aria-label={title}>
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {title}
          </Text>
          {quote.revision > 1 && (
            <Badge size="sm" variant="light" color="gray" tt="none">
              {`Revisão ${quote.revision}`}
            </Badge>
          )}
          {expired && (
            <Badge size="sm" variant="light" color="red" tt="none">
              Proposta expirada
            </Badge>
          )}
          {quote.accepted_expired && (
            <Badge size="sm" variant="light" color="orange" tt="none">
              Aceita depois de vencida
            </Badge>
          )}
        </Group>
        {expired && (
          <Text size="sm" c="red.8">
            Sua proposta venceu. Revise-a para o cliente poder aceitá-la com os valores de hoje.
          </Text>
        )}
        {quote.accepted_expired && (
          <Text size="sm" c="dimmed">
            O cliente escolheu esta proposta depois da validade: confirmem preço e prazo na
            conversa.
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
          {facts.map((f) => (
            <Stack key={f.label} gap={0}>
              <Text size="xs" c="dimmed">
                {f.label}
              </Text>
              <Text size="sm" fw={500}>
                {f.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {quote.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {quote.note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
