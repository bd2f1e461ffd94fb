import {
  gradeTotal,
  gradedMeasurements,
  materialTotals,
  trimTotals,
  withUnit,
  decimalPtBr,
} from '@alinhavo/shared/rules/ficha';
import {
  FICHA_IMAGE_KIND_LABELS,
  MATERIAL_KIND_LABELS,
  type FichaContent,
} from '@alinhavo/shared/schemas/ficha';
import { Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, useMemo, type ReactNode } from 'react';
import { useMachines } from '../../data/catalogue/catalogue';
import { useObjectUrls } from '../demands/attachments/useObjectUrls';
import { Section } from './Section';
import { GradeMatrix, MeasurementTable } from './tables';
import classes from './Ficha.module.css';

const IDENTIFICATION: { key: keyof FichaContent['identification']; label: string }[] = [
  { key: 'reference', label: 'Referência' },
  { key: 'model_name', label: 'Nome do modelo' },
  { key: 'collection', label: 'Coleção' },
  { key: 'garment_type', label: 'Tipo de peça' },
];
const NOTES = [
  { key: 'finishing_notes', label: 'Acabamento' },
  { key: 'labelling_notes', label: 'Etiquetagem' },
  { key: 'packing_notes', label: 'Embalagem' },
] as const;

/** The ficha read-only, every section; `changed` highlights what the facção has not seen. */
export const FichaView = memo(function FichaView({
  ficha,
  changed,
}: {
  ficha: FichaContent;
  changed?: Set<string> | undefined;
}) {
  const quantity = gradeTotal(ficha.grade);
  const graded = useMemo(
    () => gradedMeasurements(ficha.grade.sizes, ficha.measurements),
    [ficha.grade.sizes, ficha.measurements],
  );
  const mats = materialTotals(ficha.materials, quantity);
  const trims = trimTotals(ficha.trims, quantity);
  const hl = (key: string) => (changed?.has(key) ? classes.changed : undefined);
  const c = changed ?? NO_CHANGES;

  return (
    <Stack gap="md">
      <Section title="Identificação">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {IDENTIFICATION.map(({ key, label }) => (
            <Stack key={key} gap={0} className={hl(`identification.${key}`)}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {(ficha.identification[key] as string | null) ?? '—'}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {ficha.identification.images.length > 0 && (
          <Drawings images={ficha.identification.images} changed={hl('identification.images')} />
        )}
      </Section>

      <Section title="Materiais">
        <ListTable
          rows={ficha.materials}
          empty="Nenhum material informado."
          minWidth={560}
          rowClass={(i) => hl(`materials.${i}`)}
          columns={[
            {
              label: 'Material',
              cell: (m) => (
                <>
                  {m.name}
                  <Text size="xs" c="dimmed">
                    {MATERIAL_KIND_LABELS[m.kind]}
                  </Text>
                </>
              ),
            },
            { label: 'Composição', cell: (m) => m.composition ?? '—' },
            {
              label: 'Gramatura',
              cell: (m) => (m.weight_gsm === null ? '—' : `${decimalPtBr(m.weight_gsm)} g/m²`),
            },
            {
              label: 'Largura',
              cell: (m) => (m.width_cm === null ? '—' : `${decimalPtBr(m.width_cm)} cm`),
            },
            { label: 'Consumo por peça', cell: (m) => withUnit(m.consumption, m.unit) },
            {
              label: `Total (${quantity.toLocaleString('pt-BR')} peças)`,
              cell: (m, i) => withUnit(mats[i]!.total, m.unit),
              strong: true,
            },
          ]}
        />
      </Section>

      <Section title="Aviamentos">
        <ListTable
          rows={ficha.trims}
          empty="Nenhum aviamento informado."
          minWidth={520}
          rowClass={(i) => hl(`trims.${i}`)}
          columns={[
            { label: 'Item', cell: (t) => t.item },
            { label: 'Especificação', cell: (t) => t.specification ?? '—' },
            { label: 'Cor', cell: (t) => t.color ?? '—' },
            { label: 'Por peça', cell: (t) => withUnit(t.quantity, t.unit) },
            { label: 'Total', cell: (t, i) => withUnit(trims[i]!.total, t.unit), strong: true },
          ]}
        />
      </Section>

      <Section title="Grade">
        <GradeMatrix grade={ficha.grade} changed={c} />
      </Section>

      <Section title="Tabela de medidas">
        {graded.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum ponto de medida informado.
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed" className={hl('measurements.base_size')}>
              {`Medidas em cm. Tamanho base: ${ficha.measurements.base_size ?? '—'}. * medida ajustada à mão.`}
            </Text>
            <MeasurementTable
              sizes={ficha.grade.sizes}
              baseSize={ficha.measurements.base_size}
              points={graded}
              changed={c}
            />
          </>
        )}
      </Section>

      <Section title="Sequência operacional">
        <Operations operations={ficha.operations} rowClass={(i) => hl(`operations.${i}`)} />
      </Section>

      <Section title="Acabamento, etiquetagem e embalagem">
        {NOTES.map(({ key, label }) => (
          <Stack key={key} gap={0} className={hl(key)}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {ficha[key] ?? '—'}
            </Text>
          </Stack>
        ))}
      </Section>
    </Stack>
  );
});

/** One set for every reader with nothing to highlight: a new one per drawing redraws the rows. */
const NO_CHANGES = new Set<string>();

/**
 * The machines' names come from the device's catalogue a moment after the first drawing: only
 * this table draws again when they arrive, not the whole ficha.
 */
function Operations({
  operations,
  rowClass,
}: {
  operations: FichaContent['operations'];
  rowClass: (index: number) => string | undefined;
}) {
  const machines = useMachines();
  const machineName = (id: number | null) =>
    id === null ? '—' : (machines.find((m) => m.id === id)?.name ?? `Máquina ${id}`);
  return (
    <ListTable
      rows={operations}
      empty="Nenhuma operação informada."
      minWidth={420}
      rowClass={rowClass}
      columns={[
        { label: '#', cell: (_, i) => i + 1 },
        { label: 'Operação', cell: (o) => o.operation },
        { label: 'Máquina', cell: (o) => machineName(o.machine_id) },
        {
          label: 'Minutos',
          cell: (o) => (o.standard_minutes === null ? '—' : decimalPtBr(o.standard_minutes)),
        },
      ]}
    />
  );
}

interface ListColumn<R> {
  label: string;
  cell: (row: R, index: number) => ReactNode;
  /** The row's figure that matters (its total). */
  strong?: boolean;
}

/** A list of the ficha (materials, aviamentos, operations) as a table, one row per item. */
function ListTable<R>({
  rows,
  columns,
  empty,
  minWidth,
  rowClass,
}: {
  rows: readonly R[];
  columns: ListColumn<R>[];
  /** What to say when the list is empty. */
  empty: string;
  minWidth: number;
  rowClass: (index: number) => string | undefined;
}) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <div className={classes.scroll}>
      <table className={classes.list} style={{ minWidth }}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label}>{c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className={rowClass(i)}>
              {columns.map((c) => (
                <td key={c.label} className={c.strong ? classes.strong : undefined}>
                  {c.cell(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Drawings({
  images,
  changed,
}: {
  images: FichaContent['identification']['images'];
  changed: string | undefined;
}) {
  const urls = useObjectUrls(useMemo(() => images.map((i) => i.file_id), [images]));
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" className={changed}>
      {images.map((img) => (
        <Stack key={img.file_id} gap={4}>
          {urls[img.file_id] ? (
            <Image
              src={urls[img.file_id]}
              alt={FICHA_IMAGE_KIND_LABELS[img.kind]}
              h={120}
              fit="contain"
              radius="sm"
            />
          ) : (
            <Card withBorder h={120} />
          )}
          <Text size="xs" fw={600}>
            {FICHA_IMAGE_KIND_LABELS[img.kind]}
            {img.caption ? ` · ${img.caption}` : ''}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
