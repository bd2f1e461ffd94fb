import type { Quote } from '@alinhavo/shared/schemas/quote';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDay } from '../demands/format';
import { formatCents, formatDays, quoteTotal } from './money';

/**
 * A quote's figures. `frozen`: the one agreed when the provider was chosen (issue 17), shown in
 * both sides' demand details; it never follows later revisions.
 */
export function QuoteFacts({
  quote,
  amount,
  title,
}: {
  quote: Quote;
  amount: number;
  title: string;
}) {
  const facts = [
    { label: 'Preço por peça', value: formatCents(quote.price_cents) },
    { label: `Total (${amount.toLocaleString('pt-BR')} peças)`, value: quoteTotal(quote, amount) },
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
        </Group>
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
