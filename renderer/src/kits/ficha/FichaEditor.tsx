import { zodResolver } from '@hookform/resolvers/zod';
import { FICHA_TEXTS as T } from '@alinhavo/shared/messages/ficha';
import {
  gradeTotal,
  gradedMeasurements,
  materialTotals,
  trimTotals,
  withUnit,
} from '@alinhavo/shared/rules/ficha';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { isImageFile } from '@alinhavo/shared/schemas/demand-file';
import {
  CONSUMPTION_UNITS,
  CONSUMPTION_UNIT_LABELS,
  FICHA_IMAGE_KINDS,
  FICHA_IMAGE_KIND_LABELS,
  LETTER_SIZES,
  MATERIAL_KINDS,
  MATERIAL_KIND_LABELS,
  NUMERIC_SIZES,
  SINGLE_SIZE,
  fichaContentInput,
  type Ficha,
  type FichaMeasurements,
} from '@alinhavo/shared/schemas/ficha';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowUp,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm, useFormContext, useWatch, FormProvider, type Path } from 'react-hook-form';
import { ApiError } from '../../data/api/errors';
import { useMachines } from '../../data/catalogue/catalogue';
import { filesClient } from '../../data/demands/api';
import { fichaClient } from '../../data/ficha/api';
import { applyFicha } from '../../data/ficha/store';
import { useCurrentUser } from '../../data/session-store';
import { useRemote } from '../../data/use-remote';
import { notify } from '../../ui/notify';
import {
  EMPTY_FICHA,
  addColor,
  addSizes,
  moveSize,
  parseCell,
  parseDecimal,
  parseRequired,
  removeColor,
  removeSize,
  toForm,
  type FichaForm,
} from './editor-values';
import { FichaModels } from './FichaModels';
import { Section } from './FichaView';
import { useRows } from './use-rows';
import { GradeMatrix, MeasurementTable } from './tables';
import classes from './Ficha.module.css';

/** The message of a list's own rule (path ['materials']) wherever the resolver put it. */
function listError(e: unknown): string | undefined {
  const x = e as { message?: string; root?: { message?: string } } | undefined;
  return x?.message ?? x?.root?.message;
}
const unitOptions = CONSUMPTION_UNITS.map((u) => ({ value: u, label: CONSUMPTION_UNIT_LABELS[u] }));

export interface FichaEditorProps {
  demand: Demand;
  /** The ficha as the device holds it (undefined: a new one). */
  ficha: Ficha | undefined;
  onSaved?: (ficha: Ficha) => void;
  onCancel?: () => void;
  /** Asks the server for the current ficha (after a conflict). */
  onReload: () => void;
}

/**
 * The owner's ficha técnica form (react-hook-form + the shared zod schema, whose pt-BR messages
 * show at each field). Saving sends the revision it was opened on: a ficha changed meanwhile
 * answers 409 and the form says so and offers the current one.
 */
export function FichaEditor({ demand, ficha, onSaved, onCancel, onReload }: FichaEditorProps) {
  const form = useForm<FichaForm>({
    resolver: zodResolver(fichaContentInput) as never,
    defaultValues: ficha ? toForm(ficha.ficha) : EMPTY_FICHA,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // The revision the form stands on: the one it opened with, or the current one after a conflict.
  const [base, setBase] = useState(ficha);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const me = useCurrentUser()?.id;

  async function save(values: FichaForm) {
    setBusy(true);
    setFailure(null);
    try {
      const saved = await fichaClient.put(demand.id, {
        ficha: values,
        expected_revision: base?.revision ?? null,
      });
      await applyFicha(saved);
      setBase(saved);
      form.reset(toForm(saved.ficha));
      notify.success(T.saved);
      onSaved?.(saved);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'FICHA_CONFLICT') setConflict(true);
      else if (e instanceof ApiError && Object.keys(e.fieldErrors).length > 0) {
        for (const [field, message] of Object.entries(e.fieldErrors))
          form.setError(field.replace(/^ficha\./, '') as Path<FichaForm>, { message });
        setFailure(e.message);
      } else
        setFailure(e instanceof Error ? e.message : 'Não foi possível salvar a ficha técnica.');
    } finally {
      setBusy(false);
    }
  }

  /** The current ficha replaces the form (what was typed is lost: the message said so). */
  async function reloadAfterConflict() {
    try {
      const fresh = await fichaClient.get(demand.id);
      await applyFicha(fresh);
      setBase(fresh);
      form.reset(toForm(fresh.ficha));
      setConflict(false);
    } catch {
      onReload();
    }
  }

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        noValidate
        aria-label="Ficha técnica"
      >
        <Stack gap="md">
          {conflict && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={20} />}
              data-testid="ficha-conflict"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{T.staleRevision}</Text>
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  onClick={() => void reloadAfterConflict()}
                >
                  Carregar a versão atual
                </Button>
              </Stack>
            </Alert>
          )}
          {demand.user_created === me && (
            <FichaModels
              canStartFrom={!base}
              current={() => form.getValues()}
              onStartFrom={(content) => form.reset(toForm(content))}
            />
          )}
          <IdentificationFields demandId={demand.id} />
          <MaterialFields />
          <TrimFields />
          <GradeFields amount={demand.amount} />
          <MeasurementFields />
          <OperationFields />
          <Section title="Acabamento, etiquetagem e embalagem">
            <NotesFields />
          </Section>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
              {failure}
            </Alert>
          )}
          {Object.keys(form.formState.errors).length > 0 && (
            <Text size="sm" c="red.8" role="alert">
              Confira os campos destacados.
            </Text>
          )}
          <Group justify="flex-end">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                Cancelar
              </Button>
            )}
            <Button type="submit" loading={busy}>
              Salvar ficha técnica
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

function useF() {
  return useFormContext<FichaForm>();
}

function IdentificationFields({ demandId }: { demandId: string }) {
  const { register, formState, setValue, control } = useF();
  const e = formState.errors.identification;
  const images = useWatch({ control, name: 'identification.images' }) ?? [];
  const files = useRemote(
    `demand-files:${demandId}`,
    (signal) => filesClient.list(demandId, signal),
    () => 'Não foi possível carregar os anexos.',
  );
  const pictures = files.status === 'ready' ? files.data.filter((f) => isImageFile(f)) : [];
  const kindOf = (id: string) => images.find((i) => i.file_id === id)?.kind ?? null;
  function pick(id: string, kind: string | null) {
    const rest = images.filter((i) => i.file_id !== id);
    const next =
      kind === null
        ? rest
        : [
            ...images.map((i) =>
              i.file_id === id ? { ...i, kind: kind as (typeof FICHA_IMAGE_KINDS)[number] } : i,
            ),
            ...(images.some((i) => i.file_id === id)
              ? []
              : [{ file_id: id, kind: kind as (typeof FICHA_IMAGE_KINDS)[number], caption: '' }]),
          ];
    setValue('identification.images', next, { shouldDirty: true });
  }
  return (
    <Section title="Identificação">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Referência"
          {...register('identification.reference')}
          error={e?.reference?.message}
        />
        <TextInput
          label="Nome do modelo"
          required
          {...register('identification.model_name')}
          error={e?.model_name?.message}
        />
        <TextInput
          label="Coleção"
          {...register('identification.collection')}
          error={e?.collection?.message}
        />
        <TextInput
          label="Tipo de peça"
          {...register('identification.garment_type')}
          error={e?.garment_type?.message}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Desenhos e fotos (imagens anexadas à demanda)
        </Text>
        {files.status === 'ready' && pictures.length === 0 && (
          <Text size="xs" c="dimmed">
            Anexe imagens à demanda para usá-las como desenhos da ficha.
          </Text>
        )}
        {pictures.map((f) => (
          <Group key={f.id} gap="sm" wrap="nowrap">
            <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {f.name}
            </Text>
            <Select
              aria-label={`Uso de ${f.name}`}
              w={140}
              size="xs"
              placeholder="Não usar"
              clearable
              value={kindOf(f.id)}
              onChange={(v) => pick(f.id, v)}
              data={FICHA_IMAGE_KINDS.map((k) => ({ value: k, label: FICHA_IMAGE_KIND_LABELS[k] }))}
            />
          </Group>
        ))}
        {listError(e?.images) && (
          <Text size="xs" c="red.8">
            {listError(e?.images)}
          </Text>
        )}
      </Stack>
    </Section>
  );
}

function MaterialFields() {
  const { register, control, formState, setValue } = useF();
  const { fields, append, remove } = useRows('materials');
  const materials = useWatch({ control, name: 'materials' }) ?? [];
  const quantity = useGradeTotal();
  const e = formState.errors.materials;
  return (
    <Section title="Materiais">
      {fields.map((row, i) => {
        const m = materials[i];
        const consumption = parseDecimal(m?.consumption);
        const total =
          consumption !== null && Number.isFinite(consumption) && m?.unit
            ? withUnit(
                materialTotals(
                  [
                    {
                      kind: 'OUTRO',
                      name: '',
                      composition: null,
                      weight_gsm: null,
                      width_cm: null,
                      consumption,
                      unit: m.unit,
                    },
                  ],
                  quantity,
                )[0]!.total,
                m.unit,
              )
            : '—';
        return (
          <Stack
            key={row.id}
            gap="xs"
            p="xs"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="xs">
              <Select
                label="Tipo"
                data={MATERIAL_KINDS.map((k) => ({ value: k, label: MATERIAL_KIND_LABELS[k] }))}
                value={m?.kind ?? 'OUTRO'}
                onChange={(v) =>
                  setValue(`materials.${i}.kind`, (v ?? 'OUTRO') as 'OUTRO', { shouldDirty: true })
                }
                allowDeselect={false}
              />
              <TextInput
                label="Material"
                required
                {...register(`materials.${i}.name`)}
                error={e?.[i]?.name?.message}
              />
              <TextInput
                label="Composição"
                placeholder="100% algodão"
                {...register(`materials.${i}.composition`)}
                error={e?.[i]?.composition?.message}
              />
              <TextInput
                label="Gramatura (g/m²)"
                inputMode="decimal"
                {...register(`materials.${i}.weight_gsm`, { setValueAs: parseDecimal })}
                error={e?.[i]?.weight_gsm?.message}
              />
              <TextInput
                label="Largura (cm)"
                inputMode="decimal"
                {...register(`materials.${i}.width_cm`, { setValueAs: parseDecimal })}
                error={e?.[i]?.width_cm?.message}
              />
              <TextInput
                label="Consumo por peça"
                required
                inputMode="decimal"
                {...register(`materials.${i}.consumption`, { setValueAs: parseRequired })}
                error={e?.[i]?.consumption?.message}
              />
              <Select
                label="Unidade"
                data={unitOptions}
                value={m?.unit ?? 'm'}
                onChange={(v) =>
                  setValue(`materials.${i}.unit`, (v ?? 'm') as 'm', { shouldDirty: true })
                }
                allowDeselect={false}
              />
              <Stack gap={0} justify="flex-end">
                <Text size="xs" c="dimmed">
                  {`Total para ${quantity.toLocaleString('pt-BR')} peças`}
                </Text>
                <Text size="sm" fw={600} data-testid={`material-total-${i}`}>
                  {total}
                </Text>
              </Stack>
            </SimpleGrid>
            <Group justify="flex-end">
              <RemoveRowButton label="Remover material" onClick={() => remove(i)} />
            </Group>
          </Stack>
        );
      })}
      {listError(e) && (
        <Text size="xs" c="red.8">
          {listError(e)}
        </Text>
      )}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            append({
              kind: fields.length === 0 ? 'PRINCIPAL' : 'OUTRO',
              name: '',
              composition: '',
              weight_gsm: null,
              width_cm: null,
              consumption: Number.NaN,
              unit: 'm',
            })
          }
        >
          {fields.length === 0 ? 'Adicionar tecido principal' : 'Adicionar material'}
        </Button>
      </Group>
    </Section>
  );
}

function TrimFields() {
  const { register, control, formState, setValue } = useF();
  const { fields, append, remove } = useRows('trims');
  const trims = useWatch({ control, name: 'trims' }) ?? [];
  const quantity = useGradeTotal();
  const e = formState.errors.trims;
  return (
    <Section title="Aviamentos">
      {fields.map((row, i) => {
        const t = trims[i];
        const q = parseDecimal(t?.quantity);
        const unit = t?.unit ?? 'un';
        const total =
          q !== null && Number.isFinite(q)
            ? withUnit(
                trimTotals(
                  [{ item: '', specification: null, color: null, quantity: q, unit }],
                  quantity,
                )[0]!.total,
                unit,
              )
            : '—';
        return (
          <SimpleGrid key={row.id} cols={{ base: 1, xs: 2, sm: 4 }} spacing="xs">
            <TextInput
              label="Item"
              required
              {...register(`trims.${i}.item`)}
              error={e?.[i]?.item?.message}
            />
            <TextInput
              label="Especificação"
              {...register(`trims.${i}.specification`)}
              error={e?.[i]?.specification?.message}
            />
            <TextInput
              label="Cor"
              {...register(`trims.${i}.color`)}
              error={e?.[i]?.color?.message}
            />
            <TextInput
              label="Quantidade por peça"
              required
              inputMode="decimal"
              {...register(`trims.${i}.quantity`, { setValueAs: parseRequired })}
              error={e?.[i]?.quantity?.message}
            />
            <Select
              label="Unidade"
              data={unitOptions}
              value={unit}
              onChange={(v) =>
                setValue(`trims.${i}.unit`, (v ?? 'un') as 'un', { shouldDirty: true })
              }
              allowDeselect={false}
            />
            <Stack gap={0} justify="flex-end">
              <Text size="xs" c="dimmed">
                Total
              </Text>
              <Text size="sm" fw={600} data-testid={`trim-total-${i}`}>
                {total}
              </Text>
            </Stack>
            <Group align="flex-end">
              <RemoveRowButton label="Remover" onClick={() => remove(i)} />
            </Group>
          </SimpleGrid>
        );
      })}
      <Group>
        <AddRowButton
          label="Adicionar aviamento"
          onClick={() =>
            append({ item: '', specification: '', color: '', quantity: Number.NaN, unit: 'un' })
          }
        />
      </Group>
    </Section>
  );
}

/** The grade's total as typed (cells not yet numbers count as 0). */
function useGradeTotal(): number {
  const quantities = useWatch({ control: useF().control, name: 'grade.quantities' }) ?? [];
  return gradeTotal({ quantities: quantities.map((r) => r.map((v) => parseCell(v) || 0)) });
}

function GradeFields({ amount }: { amount: number }) {
  const { control, getValues, setValue, register, formState } = useF();
  const grade = useWatch({ control, name: 'grade' });
  const [custom, setCustom] = useState('');
  const e = formState.errors.grade;
  const update = (next: FichaForm['grade']) =>
    setValue('grade', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const current = () => getValues('grade');
  const numeric = {
    sizes: grade.sizes,
    colors: grade.colors.map((c) => ({ name: c.name, reference: c.reference ?? null })),
    quantities: grade.quantities.map((r) => r.map((v) => parseCell(v) || 0)),
  };
  const total = gradeTotal(numeric);
  return (
    <Section title="Grade">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Tamanhos
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => update(addSizes(current(), LETTER_SIZES))}
          >
            PP…XGG
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => update(addSizes(current(), NUMERIC_SIZES))}
          >
            34–56
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => update(addSizes(current(), [SINGLE_SIZE]))}
          >
            {SINGLE_SIZE}
          </Button>
          <TextInput
            size="xs"
            aria-label="Outro tamanho"
            placeholder="Outro tamanho"
            value={custom}
            onChange={(ev) => setCustom(ev.currentTarget.value)}
            w={130}
          />
          <Button
            size="xs"
            variant="default"
            disabled={custom.trim() === ''}
            onClick={() => {
              update(addSizes(current(), [custom.trim()]));
              setCustom('');
            }}
          >
            Adicionar tamanho
          </Button>
        </Group>
        <Group gap={6} data-testid="grade-sizes">
          {grade.sizes.map((s, i) => (
            <Group
              key={`${s}-${i}`}
              gap={2}
              wrap="nowrap"
              px={6}
              style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 6 }}
            >
              <Text size="sm" fw={600} px={4}>
                {s}
              </Text>
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label={`Subir ${s}`}
                disabled={i === 0}
                onClick={() => update(moveSize(current(), i, -1))}
              >
                <IconArrowUp size={14} />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label={`Descer ${s}`}
                disabled={i === grade.sizes.length - 1}
                onClick={() => update(moveSize(current(), i, 1))}
              >
                <IconArrowDown size={14} />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={`Remover tamanho ${s}`}
                onClick={() => update(removeSize(current(), i))}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Group>
        {listError(e?.sizes) && (
          <Text size="xs" c="red.8">
            {listError(e?.sizes)}
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Cores
        </Text>
        {grade.colors.map((c, i) => (
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              size="xs"
              aria-label={`Cor ${i + 1}`}
              placeholder="Nome da cor"
              style={{ flex: 1 }}
              {...register(`grade.colors.${i}.name`)}
              error={e?.colors?.[i]?.name?.message}
            />
            <TextInput
              size="xs"
              aria-label={`Referência da cor ${i + 1}`}
              placeholder="Referência (opcional)"
              style={{ flex: 1 }}
              {...register(`grade.colors.${i}.reference`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remover cor ${c.name || i + 1}`}
              onClick={() => update(removeColor(current(), i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <AddRowButton label="Adicionar cor" onClick={() => update(addColor(current()))} />
        </Group>
        {listError(e?.colors) && (
          <Text size="xs" c="red.8">
            {listError(e?.colors)}
          </Text>
        )}
      </Stack>
      {grade.sizes.length > 0 && grade.colors.length > 0 && (
        <GradeMatrix
          grade={numeric}
          cell={(s, k) => (
            <input
              className={classes.cellInput}
              inputMode="numeric"
              aria-label={`Quantidade ${grade.sizes[s]} ${grade.colors[k]?.name ?? ''}`}
              {...register(`grade.quantities.${s}.${k}`, { setValueAs: parseCell })}
            />
          )}
        />
      )}
      {listError(e?.quantities) && (
        <Text size="xs" c="red.8" role="alert">
          {listError(e?.quantities)}
        </Text>
      )}
      {listError(e) && (
        <Text size="xs" c="red.8" role="alert">
          {listError(e)}
        </Text>
      )}
      <Text size="sm" data-testid="grade-amount-note">
        {`O total da grade (${total.toLocaleString('pt-BR')} peças) passa a ser a quantidade da demanda ao salvar${
          total !== amount ? ` (hoje: ${amount.toLocaleString('pt-BR')} peças).` : '.'
        }`}
      </Text>
    </Section>
  );
}

function MeasurementFields() {
  const { control, register, setValue, formState } = useF();
  const { fields, append, remove } = useRows('measurements.points');
  const watchedSizes = useWatch({ control, name: 'grade.sizes' });
  const watched = useWatch({ control, name: 'measurements' });
  const sizes = useMemo(() => watchedSizes ?? [], [watchedSizes]);
  const m = useMemo(() => watched ?? { base_size: null, points: [] }, [watched]);
  const e = formState.errors.measurements;
  const graded = useMemo(() => {
    const clean: FichaMeasurements = {
      base_size: m.base_size ?? null,
      points: (m.points ?? []).map((p) => ({
        name: p.name,
        base_cm: num(p.base_cm),
        step_cm: num(p.step_cm),
        tolerance_cm: num(p.tolerance_cm),
        step_breaks: (p.step_breaks ?? []).map((b) => ({
          from_size: b.from_size,
          step_cm: num(b.step_cm),
        })),
        overrides: (p.overrides ?? []).map((o) => ({ size: o.size, value_cm: num(o.value_cm) })),
      })),
    };
    return gradedMeasurements(sizes, clean);
  }, [m, sizes]);

  function setOverride(point: number, size: string, raw: string) {
    const current = m.points?.[point]?.overrides ?? [];
    const rest = current.filter((o) => o.size !== size);
    const value = parseDecimal(raw);
    setValue(
      `measurements.points.${point}.overrides`,
      value === null ? rest : [...rest, { size, value_cm: value }],
      { shouldDirty: true },
    );
  }

  return (
    <Section title="Tabela de medidas">
      <Select
        label="Tamanho base"
        placeholder={sizes.length === 0 ? 'Informe os tamanhos da grade' : 'Escolha'}
        data={sizes.map((s) => ({ value: s, label: s }))}
        value={m.base_size ?? null}
        onChange={(v) => setValue('measurements.base_size', v, { shouldDirty: true })}
        error={e?.base_size?.message}
        w={220}
      />
      {fields.map((row, i) => {
        const pe = e?.points?.[i];
        return (
          <Stack key={row.id} gap={4}>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
              <TextInput
                label="Ponto de medida"
                placeholder="Busto"
                required
                {...register(`measurements.points.${i}.name`)}
                error={pe?.name?.message}
              />
              <TextInput
                label="Base (cm)"
                required
                inputMode="decimal"
                {...register(`measurements.points.${i}.base_cm`, { setValueAs: parseRequired })}
                error={pe?.base_cm?.message}
              />
              <TextInput
                label="Graduação (cm)"
                inputMode="decimal"
                {...register(`measurements.points.${i}.step_cm`, {
                  setValueAs: (v) => parseDecimal(v) ?? 0,
                })}
                error={pe?.step_cm?.message}
              />
              <TextInput
                label="Tolerância ± (cm)"
                inputMode="decimal"
                {...register(`measurements.points.${i}.tolerance_cm`, {
                  setValueAs: (v) => parseDecimal(v) ?? 0,
                })}
                error={pe?.tolerance_cm?.message}
              />
              <Group align="flex-end">
                <RemoveRowButton label="Remover" onClick={() => remove(i)} />
              </Group>
            </SimpleGrid>
            <StepBreaks point={i} sizes={sizes} />
          </Stack>
        );
      })}
      {listError(e?.points) && (
        <Text size="xs" c="red.8">
          {listError(e?.points)}
        </Text>
      )}
      <Group>
        <AddRowButton
          label="Adicionar ponto de medida"
          onClick={() =>
            append({
              name: '',
              base_cm: Number.NaN,
              step_cm: 0,
              tolerance_cm: 0,
              step_breaks: [],
              overrides: [],
            })
          }
        />
      </Group>
      {graded.length > 0 && sizes.length > 0 && (
        <>
          <Text size="xs" c="dimmed">
            Medidas calculadas para cada tamanho (cm). Digite num campo para ajustar a medida; a
            medida ajustada fica marcada. Apague para voltar ao cálculo.
          </Text>
          <MeasurementTable
            sizes={sizes}
            baseSize={m.base_size ?? null}
            points={graded}
            cell={(p, k) => {
              const v = graded[p]!.values[k]!;
              return (
                <input
                  className={classes.cellInput}
                  inputMode="decimal"
                  aria-label={`${graded[p]!.name} ${v.size}`}
                  placeholder={String(v.computed_cm).replace('.', ',')}
                  defaultValue={v.overridden ? String(v.value_cm).replace('.', ',') : ''}
                  onBlur={(ev) => setOverride(p, v.size, ev.currentTarget.value)}
                />
              );
            }}
          />
        </>
      )}
    </Section>
  );
}

const num = (v: unknown) => {
  const n = parseDecimal(v);
  return n === null || !Number.isFinite(n) ? 0 : n;
};

function StepBreaks({ point, sizes }: { point: number; sizes: string[] }) {
  const { control, register, setValue, formState } = useF();
  const { fields, append, remove } = useRows(`measurements.points.${point}.step_breaks`);
  const breaks = useWatch({ control, name: `measurements.points.${point}.step_breaks` }) ?? [];
  const e = formState.errors.measurements?.points?.[point]?.step_breaks;
  return (
    <Stack gap={4} pl="md">
      {fields.map((row, j) => (
        <Group key={row.id} gap="xs" align="flex-start">
          <Select
            size="xs"
            aria-label="A partir do tamanho"
            placeholder="A partir do tamanho"
            data={sizes.slice(1).map((s) => ({ value: s, label: `A partir do ${s}` }))}
            value={breaks[j]?.from_size ?? null}
            onChange={(v) =>
              setValue(`measurements.points.${point}.step_breaks.${j}.from_size`, v ?? '', {
                shouldDirty: true,
              })
            }
            error={e?.[j]?.from_size?.message}
            w={170}
          />
          <TextInput
            size="xs"
            aria-label="Graduação da quebra (cm)"
            placeholder="Graduação (cm)"
            inputMode="decimal"
            w={130}
            {...register(`measurements.points.${point}.step_breaks.${j}.step_cm`, {
              setValueAs: parseRequired,
            })}
            error={e?.[j]?.step_cm?.message}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label="Remover quebra"
            onClick={() => remove(j)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="compact-xs"
          variant="subtle"
          disabled={sizes.length < 2}
          onClick={() => append({ from_size: sizes[1] ?? '', step_cm: Number.NaN })}
        >
          Adicionar quebra de graduação
        </Button>
      </Group>
    </Stack>
  );
}

function OperationFields() {
  const { control, register, setValue, formState } = useF();
  const { fields, append, remove } = useRows('operations');
  const ops = useWatch({ control, name: 'operations' }) ?? [];
  const machines = useMachines();
  const e = formState.errors.operations;
  const options = useMemo(
    () => machines.map((m) => ({ value: String(m.id), label: m.name })),
    [machines],
  );
  return (
    <Section title="Sequência operacional">
      {fields.map((row, i) => (
        <SimpleGrid key={row.id} cols={{ base: 1, xs: 2, sm: 4 }} spacing="xs">
          <TextInput
            label={`Operação ${i + 1}`}
            required
            {...register(`operations.${i}.operation`)}
            error={e?.[i]?.operation?.message}
          />
          <Select
            label="Máquina"
            searchable
            clearable
            data={options}
            value={ops[i]?.machine_id == null ? null : String(ops[i]?.machine_id)}
            onChange={(v) =>
              setValue(`operations.${i}.machine_id`, v === null ? null : Number(v), {
                shouldDirty: true,
              })
            }
            error={e?.[i]?.machine_id?.message}
          />
          <TextInput
            label="Minutos padrão"
            inputMode="decimal"
            {...register(`operations.${i}.standard_minutes`, { setValueAs: parseDecimal })}
            error={e?.[i]?.standard_minutes?.message}
          />
          <Group align="flex-end">
            <RemoveRowButton label="Remover" onClick={() => remove(i)} />
          </Group>
        </SimpleGrid>
      ))}
      <Group>
        <AddRowButton
          label="Adicionar operação"
          onClick={() => append({ operation: '', machine_id: null, standard_minutes: null })}
        />
      </Group>
    </Section>
  );
}

function NotesFields() {
  const { register, formState } = useF();
  const e = formState.errors;
  return (
    <Stack gap="xs">
      <Textarea
        label="Acabamento"
        autosize
        minRows={2}
        {...register('finishing_notes')}
        error={e.finishing_notes?.message}
      />
      <Textarea
        label="Etiquetagem"
        autosize
        minRows={2}
        {...register('labelling_notes')}
        error={e.labelling_notes?.message}
      />
      <Textarea
        label="Embalagem"
        autosize
        minRows={2}
        {...register('packing_notes')}
        error={e.packing_notes?.message}
      />
    </Stack>
  );
}

/** 'Remover …' at the end of a row of the form. */
function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} />}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** 'Adicionar …' under a list of rows. */
function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onClick}>
      {label}
    </Button>
  );
}
