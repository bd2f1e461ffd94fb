import {
  gradedMeasurements,
  type GradedPoint,
  type GradedValue,
} from '@alinhavo/shared/rules/ficha';
import type { FichaMeasurements } from '@alinhavo/shared/schemas/ficha';
import { Select, Text } from '@mantine/core';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import {
  AddRowButton,
  ChoiceField,
  IconButton,
  ListError,
  RemoveRowButton,
  TextField,
  editorClasses as ed,
  useErrors,
  useF,
} from './editor-fields';
import { parseDecimal, parseRequired } from './editor-values';
import { Section } from './Section';
import { MeasurementTable } from './tables';
import { useRows } from './use-rows';
import classes from './Ficha.module.css';

const NO_SIZES: string[] = [];
const num = (v: unknown) => {
  const n = parseDecimal(v);
  return n === null || !Number.isFinite(n) ? 0 : n;
};
const orZero = (v: unknown) => parseDecimal(v) ?? 0;

/** The grade's sizes as typed (one array while they do not change). */
function useSizes(): string[] {
  return useWatch({ control: useF().control, name: 'grade.sizes' }) ?? NO_SIZES;
}

/**
 * The points of measure (base, step, tolerance, step breaks) and the table of every point in
 * every size, where a typed value overrides the computed one.
 */
export const MeasurementsSection = memo(function MeasurementsSection() {
  const { control, setValue } = useF();
  const sizes = useSizes();
  const baseSize = useWatch({ control, name: 'measurements.base_size' });
  const e = useErrors('measurements.base_size').measurements;
  const options = useMemo(() => sizes.map((s) => ({ value: s, label: s })), [sizes]);
  return (
    <Section title="Tabela de medidas">
      <Select
        label="Tamanho base"
        placeholder={sizes.length === 0 ? 'Informe os tamanhos da grade' : 'Escolha'}
        data={options}
        value={baseSize ?? null}
        onChange={(v) => setValue('measurements.base_size', v, { shouldDirty: true })}
        error={e?.base_size?.message}
        w={220}
      />
      <Points sizes={sizes} />
      <Overrides sizes={sizes} />
    </Section>
  );
});

function Points({ sizes }: { sizes: string[] }) {
  const { fields, append, remove } = useRows('measurements.points');
  const e = useErrors('measurements.points').measurements?.points;
  // One callback for the rows' whole life, so that typing in one row leaves the others be.
  const removeNow = useRef(remove);
  useLayoutEffect(() => {
    removeNow.current = remove;
  });
  const onRemove = useCallback((i: number) => removeNow.current(i), []);
  return (
    <>
      {fields.map((row, i) => (
        <PointRow key={row.id} index={i} sizes={sizes} onRemove={onRemove} />
      ))}
      <ListError error={e} />
      <div className={ed.inline}>
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
      </div>
    </>
  );
}

const PointRow = memo(function PointRow({
  index: i,
  sizes,
  onRemove,
}: {
  index: number;
  sizes: string[];
  onRemove: (index: number) => void;
}) {
  const { register } = useF();
  const pe = useErrors(`measurements.points.${i}`).measurements?.points?.[i];
  return (
    <div className={ed.point}>
      <div className={ed.pointGrid}>
        <TextField
          label="Ponto de medida"
          placeholder="Busto"
          required
          error={pe?.name?.message}
          {...register(`measurements.points.${i}.name`)}
        />
        <TextField
          label="Base (cm)"
          required
          inputMode="decimal"
          error={pe?.base_cm?.message}
          {...register(`measurements.points.${i}.base_cm`, { setValueAs: parseRequired })}
        />
        <TextField
          label="Graduação (cm)"
          inputMode="decimal"
          error={pe?.step_cm?.message}
          {...register(`measurements.points.${i}.step_cm`, { setValueAs: orZero })}
        />
        <TextField
          label="Tolerância ± (cm)"
          inputMode="decimal"
          error={pe?.tolerance_cm?.message}
          {...register(`measurements.points.${i}.tolerance_cm`, { setValueAs: orZero })}
        />
        <div className={ed.end}>
          <RemoveRowButton label="Remover" onClick={() => onRemove(i)} />
        </div>
      </div>
      <StepBreaks point={i} sizes={sizes} />
    </div>
  );
});

function StepBreaks({ point, sizes }: { point: number; sizes: string[] }) {
  const { register } = useF();
  const { fields, append, remove } = useRows(`measurements.points.${point}.step_breaks`);
  const e = useErrors(`measurements.points.${point}.step_breaks`).measurements?.points?.[point]
    ?.step_breaks;
  const options = useMemo(
    () => sizes.slice(1).map((s) => ({ value: s, label: `A partir do ${s}` })),
    [sizes],
  );
  return (
    <div className={ed.breaks}>
      {fields.map((row, j) => (
        <div key={row.id} className={ed.inline}>
          <ChoiceField
            size="xs"
            hiddenLabel
            label="A partir do tamanho"
            placeholder="A partir do tamanho"
            options={options}
            error={e?.[j]?.from_size?.message}
            style={{ width: 170 }}
            {...register(`measurements.points.${point}.step_breaks.${j}.from_size`)}
          />
          <TextField
            size="xs"
            hiddenLabel
            label="Graduação da quebra (cm)"
            placeholder="Graduação (cm)"
            inputMode="decimal"
            error={e?.[j]?.step_cm?.message}
            style={{ width: 130 }}
            {...register(`measurements.points.${point}.step_breaks.${j}.step_cm`, {
              setValueAs: parseRequired,
            })}
          />
          <IconButton label="Remover quebra" icon="trash" small onClick={() => remove(j)} />
        </div>
      ))}
      <div className={ed.inline}>
        <AddRowButton
          compact
          label="Adicionar quebra de graduação"
          disabled={sizes.length < 2}
          onClick={() => append({ from_size: sizes[1] ?? '', step_cm: Number.NaN })}
        />
      </div>
    </div>
  );
}

/** The table of every point in every size, each cell an override of the computed value. */
function Overrides({ sizes }: { sizes: string[] }) {
  const { control, getValues, setValue } = useF();
  const watched = useWatch({ control, name: 'measurements' });
  const graded = useMemo(() => {
    const m = watched ?? { base_size: null, points: [] };
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
  }, [watched, sizes]);

  /** A cell left: empty follows the computation again, a number overrides it. */
  function setOverride(target: EventTarget) {
    if (!(target instanceof HTMLInputElement) || target.dataset.point === undefined) return;
    const point = Number(target.dataset.point);
    const size = target.dataset.size ?? '';
    const current = getValues(`measurements.points.${point}.overrides`) ?? [];
    const rest = current.filter((o) => o.size !== size);
    const typed = parseDecimal(target.value);
    setValue(
      `measurements.points.${point}.overrides`,
      typed === null ? rest : [...rest, { size, value_cm: typed }],
      { shouldDirty: true },
    );
  }

  if (graded.length === 0 || sizes.length === 0) return null;
  return (
    <>
      <Text size="xs" c="dimmed">
        Medidas calculadas para cada tamanho (cm). Digite num campo para ajustar a medida; a medida
        ajustada fica marcada. Apague para voltar ao cálculo.
      </Text>
      {/* One listener for the 480 cells of a large ficha: each cell's blur bubbles here. */}
      <div onBlur={(ev) => setOverride(ev.target)}>
        <MeasurementTable
          sizes={sizes}
          baseSize={watched?.base_size ?? null}
          points={graded}
          cell={overrideCell}
        />
      </div>
    </>
  );
}

const comma = (n: number) => String(n).replace('.', ',');

/** A plain input: empty follows the computation (its placeholder), a number overrides it. */
function overrideCell(point: GradedPoint, index: number, v: GradedValue) {
  return (
    <input
      className={classes.cellInput}
      inputMode="decimal"
      aria-label={`${point.name} ${v.size}`}
      placeholder={comma(v.computed_cm)}
      defaultValue={v.overridden ? comma(v.value_cm) : ''}
      data-point={index}
      data-size={v.size}
    />
  );
}
