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
import { Card, Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useMachines } from '../../data/catalogue/catalogue';
import { useObjectUrls } from '../demands/attachments/useObjectUrls';
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

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The ficha read-only, every section; `changed` highlights what the facção has not seen. */
export function FichaView({
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
  const machines = useMachines();
  const machineName = (id: number | null) =>
    id === null ? '—' : (machines.find((m) => m.id === id)?.name ?? `Máquina ${id}`);
  const mats = materialTotals(ficha.materials, quantity);
  const trims = trimTotals(ficha.trims, quantity);
  const hl = (key: string) => (changed?.has(key) ? classes.changed : undefined);
  const c = changed ?? new Set<string>();

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
        {ficha.materials.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum material informado.
          </Text>
        ) : (
          <div className={classes.scroll}>
            <Table withTableBorder fz="sm" miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Material</Table.Th>
                  <Table.Th>Composição</Table.Th>
                  <Table.Th>Gramatura</Table.Th>
                  <Table.Th>Largura</Table.Th>
                  <Table.Th>Consumo por peça</Table.Th>
                  <Table.Th>{`Total (${quantity.toLocaleString('pt-BR')} peças)`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ficha.materials.map((m, i) => (
                  <Table.Tr key={i} className={hl(`materials.${i}`)}>
                    <Table.Td>
                      {m.name}
                      <Text size="xs" c="dimmed">
                        {MATERIAL_KIND_LABELS[m.kind]}
                      </Text>
                    </Table.Td>
                    <Table.Td>{m.composition ?? '—'}</Table.Td>
                    <Table.Td>
                      {m.weight_gsm === null ? '—' : `${decimalPtBr(m.weight_gsm)} g/m²`}
                    </Table.Td>
                    <Table.Td>
                      {m.width_cm === null ? '—' : `${decimalPtBr(m.width_cm)} cm`}
                    </Table.Td>
                    <Table.Td>{withUnit(m.consumption, m.unit)}</Table.Td>
                    <Table.Td fw={600}>{withUnit(mats[i]!.total, m.unit)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Section>

      <Section title="Aviamentos">
        {ficha.trims.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum aviamento informado.
          </Text>
        ) : (
          <div className={classes.scroll}>
            <Table withTableBorder fz="sm" miw={520}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Especificação</Table.Th>
                  <Table.Th>Cor</Table.Th>
                  <Table.Th>Por peça</Table.Th>
                  <Table.Th>Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ficha.trims.map((t, i) => (
                  <Table.Tr key={i} className={hl(`trims.${i}`)}>
                    <Table.Td>{t.item}</Table.Td>
                    <Table.Td>{t.specification ?? '—'}</Table.Td>
                    <Table.Td>{t.color ?? '—'}</Table.Td>
                    <Table.Td>{withUnit(t.quantity, t.unit)}</Table.Td>
                    <Table.Td fw={600}>{withUnit(trims[i]!.total, t.unit)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
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
        {ficha.operations.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhuma operação informada.
          </Text>
        ) : (
          <div className={classes.scroll}>
            <Table withTableBorder fz="sm" miw={420}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Operação</Table.Th>
                  <Table.Th>Máquina</Table.Th>
                  <Table.Th>Minutos</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ficha.operations.map((o, i) => (
                  <Table.Tr key={i} className={hl(`operations.${i}`)}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td>{o.operation}</Table.Td>
                    <Table.Td>{machineName(o.machine_id)}</Table.Td>
                    <Table.Td>
                      {o.standard_minutes === null ? '—' : decimalPtBr(o.standard_minutes)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
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
