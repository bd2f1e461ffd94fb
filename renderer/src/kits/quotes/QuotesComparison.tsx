import type { ReactNode } from 'react';
import { REVIEW_TEXTS } from '@alinhavo/shared/messages/reviews';
import { countOf } from '@alinhavo/shared/rules/plural';
import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import { QUOTE_TEXTS } from '@alinhavo/shared/messages/quotes';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import {
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconUserCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatRating } from '../../ui/format';
import { formatBudget, formatDay, formatLocation } from '../demands/format';
import { ViewPortfolioAction } from '../portfolio/lazy';
import { useCatalogueNames } from '../professional-profile/catalogue-names';
import {
  DEFAULT_DIR,
  DIR_LABELS,
  SORT_KEYS,
  SORT_LABELS,
  comparisonRows,
  sortRows,
  type ComparisonRow,
  type SortDir,
  type SortKey,
} from './comparison';
import { formatCents, formatDays } from './money';
import { bandsText } from './bands';
import { useDemandFicha } from './useDemandFicha';

interface Props {
  demand: Demand;
  candidates: readonly ProfessionalSummary[];
  chosenId: string | null;
  /** Selecting is possible (an open demand, nothing else pending). */
  canSelect: boolean;
  busyId: string | null;
  onSelect: (professional: ProfessionalSummary) => void;
  /** Each candidate's kilometres from the demand's place, as the server measured them. */
  distances?: ReadonlyMap<string, number | null>;
  /** The clock of quote validity (tests set it); the device's by default. */
  now?: number;
  /** The viewer's rating of the chosen one on this job is held (two-way reviews). */
  heldOwnChosen?: boolean;
}

const NO_QUOTE = 'Sem proposta';

/**
 * Every candidate side by side — price per piece, total for the demand's quantity,
 * lead time, rating, jobs done, distance from the demand's place and pieces a day — sortable by
 * each figure; where the candidate works and its availability under its name. A quote past its
 * validity says 'Proposta expirada'.
 */
export function QuotesComparison(props: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [sort, setSort] = useState<{ key: SortKey; dir: SortDir }>({ key: 'price', dir: 'asc' });
  const byBand = (props.demand.quotes ?? []).some((q) => (q.size_bands?.length ?? 0) > 0);
  const { load } = useDemandFicha(props.demand.id, byBand && props.demand.has_ficha);
  const grade = load.status === 'ready' ? load.ficha.ficha.grade : null;
  const rows = useMemo(
    () =>
      sortRows(
        comparisonRows(
          props.candidates,
          props.demand.quotes ?? [],
          props.demand,
          props.distances,
          props.now,
          grade,
        ),
        sort.key,
        sort.dir,
      ),
    [props.candidates, props.demand, props.distances, props.now, sort, grade],
  );
  const toggle = (key: SortKey) =>
    setSort((s) =>
      s.key === key
        ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' }
        : { key, dir: DEFAULT_DIR[key] },
    );
  return phone ? (
    <CardList {...props} rows={rows} sort={sort} onSort={setSort} />
  ) : (
    <ComparisonTable {...props} rows={rows} sort={sort} onToggle={toggle} />
  );
}

/** One price per piece, or the bands: 'PP–G: R$ 30,00 · GG–XGG: R$ 34,00'. */
function PriceText({ quote }: { quote: ComparisonRow['quote'] }) {
  if (!quote) return <>{NO_QUOTE}</>;
  if (quote.size_bands && quote.size_bands.length > 0)
    return (
      <span data-testid="faixas" style={{ overflowWrap: 'anywhere' }}>
        {bandsText(quote.size_bands)}
      </span>
    );
  return <>{formatCents(quote.price_cents)}</>;
}

function SelectButton({
  row,
  chosenId,
  canSelect,
  busyId,
  onSelect,
}: Props & { row: ComparisonRow }) {
  const p = row.professional;
  if (p.id === chosenId)
    return (
      <Badge color="teal" variant="light" tt="none">
        Escolhido
      </Badge>
    );
  return (
    <Button
      size="xs"
      leftSection={<IconUserCheck size={14} />}
      loading={busyId === p.id}
      disabled={!canSelect || (busyId !== null && busyId !== p.id)}
      onClick={() => onSelect(p)}
      aria-label={`Selecionar ${p.name}`}
    >
      Selecionar
    </Button>
  );
}

/** The table's short form: '4,5 (12)'; the full words are its title and accessible name. */
function RatingCell({ p, heldOwn }: { p: ProfessionalSummary; heldOwn: boolean }) {
  if (p.rating_count === 0 && heldOwn) return <span>{REVIEW_TEXTS.heldOwn}</span>;
  if (p.rating_count === 0) return <span title="Sem avaliações">—</span>;
  return (
    <span title={ratingText(p)} aria-label={ratingText(p)} style={{ whiteSpace: 'nowrap' }}>
      {`${formatRating(p.rating_avg)} (${p.rating_count})`}
    </span>
  );
}

const ratingText = (p: ProfessionalSummary, heldOwn = false) =>
  p.rating_count === 0 && heldOwn
    ? REVIEW_TEXTS.heldOwn
    : p.rating_count > 0
      ? `${formatRating(p.rating_avg)} (${countOf(p.rating_count, 'avaliação', 'avaliações')})`
      : 'Sem avaliações';

/** '12 km'; 'Mesma cidade' under one; '—' unknown. */
export const formatKm = (km: number | null) =>
  km === null ? '—' : km < 1 ? 'Mesma cidade' : `${km.toLocaleString('pt-BR')} km`;

/** '450 pç/dia'; '—' when the profile does not say. */
export const formatCapacity = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : `${n.toLocaleString('pt-BR')} pç/dia`;

/**
 * 'Acima do orçamento' / 'Abaixo do orçamento' when the total falls outside the demand's range
 * (words, not a colour; the range is in its title), then the validity flags.
 */
function QuoteFlags({ row, demand }: { row: ComparisonRow; demand: Props['demand'] }) {
  if (!row.quote) return null;
  const fit = row.budget && (
    <Badge
      size="xs"
      color={row.budget === 'above' ? 'vinho' : 'gray'}
      variant="light"
      tt="none"
      style={{ overflow: 'visible' }}
      title={`Orçamento da demanda: ${formatBudget(demand)}`}
    >
      {row.budget === 'above' ? QUOTE_TEXTS.budgetAbove : QUOTE_TEXTS.budgetBelow}
    </Badge>
  );
  const validity = <ValidityFlag row={row} />;
  return fit ? (
    <Group gap={4}>
      {fit}
      {validity}
    </Group>
  ) : (
    validity
  );
}

/** 'Proposta expirada' (with the day it ended), else 'Proposta atualizada' after a revision. */
function ValidityFlag({ row }: { row: ComparisonRow }) {
  if (!row.quote) return null;
  if (row.expired)
    return (
      <Badge
        size="xs"
        color="red"
        variant="light"
        tt="none"
        style={{ overflow: 'visible' }}
        title={`Venceu em ${formatDay(row.quote.valid_until)}`}
      >
        Proposta expirada
      </Badge>
    );
  if (row.quote.revision < 2) return null;
  return (
    <Badge size="xs" color="ouro" variant="light" tt="none" style={{ overflow: 'visible' }}>
      Proposta atualizada
    </Badge>
  );
}

/** Where the candidate works and its availability, under its name. */
function WhereAndWhen({ p }: { p: ProfessionalSummary }) {
  const names = useCatalogueNames();
  const availability = p.availability ? names.availability(p.availability) : '';
  return (
    <Text size="xs" c="dimmed">
      {formatLocation(p)}
      {availability && ` · ${availability}`}
    </Text>
  );
}

/**
 * 'Ver portfólio', for a candidate with photos to see (an answer from before the count was sent
 * keeps the button, which says so when there are none).
 */
function PortfolioAction({ p }: { p: ProfessionalSummary }) {
  if (p.portfolio_count === 0) return null;
  return (
    <Group>
      <ViewPortfolioAction professionalId={p.id} name={p.name} />
    </Group>
  );
}

function ComparisonTable({
  rows,
  sort,
  onToggle,
  ...props
}: Props & {
  rows: ComparisonRow[];
  sort: { key: SortKey; dir: SortDir };
  onToggle: (key: SortKey) => void;
}) {
  const header = (key: SortKey) => {
    const active = sort.key === key;
    const Icon = !active ? IconArrowsSort : sort.dir === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th
        key={key}
        aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <UnstyledButton
          onClick={() => onToggle(key)}
          style={{ fontWeight: 600, fontSize: 'inherit' }}
        >
          <Group gap={4} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
            {key === 'total'
              ? `Total (${props.demand.amount.toLocaleString('pt-BR')} pç)`
              : SORT_LABELS[key]}
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing={8} fz="sm">
        <Table.Caption>Clique no título de uma coluna para ordenar.</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Profissional</Table.Th>
            {SORT_KEYS.map(header)}
            <Table.Th>
              <VisuallyHidden>Ação</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const p = row.professional;
            return (
              <Table.Tr key={p.id} aria-label={p.name}>
                <Table.Td style={{ minWidth: 160 }}>
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {p.name}
                    </Text>
                    <WhereAndWhen p={p} />
                    <QuoteFlags row={row} demand={props.demand} />
                    <PortfolioAction p={p} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <PriceText quote={row.quote} />
                </Table.Td>
                <Table.Td>{row.totalCents !== null ? formatCents(row.totalCents) : '—'}</Table.Td>
                <Table.Td>{row.quote ? formatDays(row.quote.lead_time_days) : '—'}</Table.Td>
                <Table.Td>
                  <RatingCell
                    p={p}
                    heldOwn={p.id === props.chosenId && Boolean(props.heldOwnChosen)}
                  />
                </Table.Td>
                <Table.Td>{p.work_count}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatKm(row.distanceKm)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatCapacity(p.daily_production_capacity)}
                </Table.Td>
                <Table.Td>
                  <SelectButton {...props} row={row} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CardList({
  rows,
  sort,
  onSort,
  ...props
}: Props & {
  rows: ComparisonRow[];
  sort: { key: SortKey; dir: SortDir };
  onSort: (s: { key: SortKey; dir: SortDir }) => void;
}) {
  const options = SORT_KEYS.flatMap((key) =>
    (['asc', 'desc'] as const).map((dir) => ({
      value: `${key}:${dir}`,
      label: `${SORT_LABELS[key]} (${DIR_LABELS[key][dir]})`,
    })),
  );
  return (
    <Stack gap="sm">
      <Select
        label="Ordenar por"
        data={options}
        value={`${sort.key}:${sort.dir}`}
        allowDeselect={false}
        onChange={(v) => {
          if (!v) return;
          const [key, dir] = v.split(':') as [SortKey, SortDir];
          onSort({ key, dir });
        }}
      />
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => {
          const p = row.professional;
          const facts: [string, ReactNode][] = [
            ['Preço por peça', <PriceText key="price" quote={row.quote} />],
            [
              `Total (${props.demand.amount.toLocaleString('pt-BR')} pç)`,
              row.totalCents !== null ? formatCents(row.totalCents) : '—',
            ],
            ['Prazo', row.quote ? formatDays(row.quote.lead_time_days) : '—'],
            ['Avaliação', ratingText(p, p.id === props.chosenId && Boolean(props.heldOwnChosen))],
            ['Trabalhos', String(p.work_count)],
            ['Distância', formatKm(row.distanceKm)],
            ['Capacidade', formatCapacity(p.daily_production_capacity)],
          ];
          return (
            <Paper key={p.id} component="li" withBorder p="sm" radius="md" aria-label={p.name}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {p.name}
                    </Text>
                    <WhereAndWhen p={p} />
                    <QuoteFlags row={row} demand={props.demand} />
                    <PortfolioAction p={p} />
                  </Stack>
                  <SelectButton {...props} row={row} />
                </Group>
                <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
                  {facts.map(([label, value]) => (
                    <Stack key={label} gap={0}>
                      <Text size="xs" c="dimmed">
                        {label}
                      </Text>
                      <Text size="sm" fw={500}>
                        {value}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
