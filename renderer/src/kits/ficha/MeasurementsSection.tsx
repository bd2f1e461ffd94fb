import { gradedMeasurements, type GradedValue } from '@alinhavo/shared/rules/ficha';
import type { FichaMeasurements } from '@alinhavo/shared/schemas/ficha';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import {
  AddRowButton,
  ChoiceField,
  IconButton,
  ListError,
  TextField,
  commaShown,
  editorClasses as ed,
  focusReachedCell,
  reachedTextCell,
  registered,
  useErrors,
  useF,
} from './editor-fields';
import { parseDecimal, parseRequired, type FichaForm } from './editor-values';
import { Section } from './Section';
import { useRows } from './use-rows';
import classes from './measurements.module.css';

const NO_SIZES: string[] = [];
const NO_VALUES: GradedValue[] = [];
const num = (v: unknown) => {
  const n = parseDecimal(v);
  return n === null || !Number.isFinite(n) ? 0 : n;
};
const orZero = (v: unknown) => parseDecimal(v) ?? 0;
const comma = (n: number) => String(n).replace('.', ',');

type FormPoint = NonNullable<NonNullable<FichaForm['measurements']>['points']>[number];

/** The grade's sizes as typed (one array while they do not change). */
function useSizes(): string[] {
  return useWatch({ control: useF().control, name: 'grade.sizes' }) ?? NO_SIZES;
}

/**
 * The points of measure as one table, as tech-pack tools draw it: a row per point with its
 * name, base, grading step, tolerance and step breaks, then its measurement in every size, where
 * a typed value overrides the computed one (the placeholder).
 */
export const MeasurementsSection = memo(function MeasurementsSection() {
  const { control, setValue } = useF();
  const sizes = useSizes();
  const baseSize = useWatch({ control, name: 'measurements.base_size' });
  const e = useErrors('measurements.base_size').measurements;
  const options = useMemo(() => sizes.map((s) => ({ value: s, label: s })), [sizes]);
  return (
    <Section title="Tabela de medidas">
      {/* The platform's select: Mantine's searched the whole page on each mount. */}
      <ChoiceField
        label="Tamanho base"
        placeholder={sizes.length === 0 ? 'Informe os tamanhos da grade' : 'Escolha'}
        options={options}
        value={baseSize ?? ''}
        onChange={(ev) =>
          setValue('measurements.base_size', ev.currentTarget.value || null, { shouldDirty: true })
        }
        error={e?.base_size?.message}
        style={{ width: 220 }}
      />
      <PointsTable sizes={sizes} baseSize={baseSize ?? null} />
    </Section>
  );
});

const EMPTY_POINT: FormPoint = {
  name: '',
  base_cm: Number.NaN,
  step_cm: 0,
  tolerance_cm: 0,
  step_breaks: [],
  overrides: [],
};

function PointsTable({ sizes, baseSize }: { sizes: string[]; baseSize: string | null }) {
  const { control, getValues, setValue } = useF();
  const { fields, append, remove } = useRows('measurements.points');
  const listErrors = useErrors('measurements.points').measurements?.points;
  const points = useWatch({ control, name: 'measurements.points' });
  const graded = useMemo(() => {
    const clean: FichaMeasurements = {
      base_size: baseSize,
      points: (points ?? []).map((p) => ({
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
  }, [points, sizes, baseSize]);

  // The one cell being typed in (the others are text): its point and column.
  const [editing, setEditing] = useState<Cell | null>(null);
  const table = useRef<HTMLDivElement>(null);

  // The row whose name takes the focus once it is drawn (the point just added).
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    const at = focusRow.current;
    if (at === null || at >= fields.length) return;
    focusRow.current = null;
    setEditing({ point: at, col: NAME });
  }, [fields.length]);

  // One callback each for the rows' whole life, so that typing in one row leaves the others be.
  const latest = useRef({ append, remove, count: fields.length });
  useLayoutEffect(() => {
    latest.current = { append, remove, count: fields.length };
  });
  const onAdd = useCallback(() => {
    focusRow.current = latest.current.count;
    latest.current.append({ ...EMPTY_POINT, step_breaks: [], overrides: [] });
  }, []);
  const onRemove = useCallback((i: number) => latest.current.remove(i), []);

  /** A size's cell left: empty follows the computation again, a number overrides it. */
  function setOverride(input: HTMLInputElement) {
    if (input.dataset.size === undefined) return;
    const point = Number(input.dataset.point);
    const size = input.dataset.size ?? '';
    const current = getValues(`measurements.points.${point}.overrides`) ?? [];
    const rest = current.filter((o) => o.size !== size);
    const typed = parseDecimal(input.value);
    const next = typed === null ? rest : [...rest, { size, value_cm: typed }];
    if (next.length === current.length && next.every((o, k) => o === current[k])) return;
    setValue(`measurements.points.${point}.overrides`, next, { shouldDirty: true });
  }

  /** A text cell reached (Tab, click, arrows): it becomes the input. */
  function open(target: EventTarget) {
    const at = textCellAt(target);
    if (!at) return;
    setEditing((was) => (was?.point === at.point && was.col === at.col ? was : at));
  }

  /** The input left: its value kept (or the override dropped) and the cell is text again. */
  function close(target: EventTarget) {
    const input = cellInputOf(target);
    if (!input) return;
    setOverride(input);
    const left = { point: Number(input.dataset.point), col: Number(input.dataset.col) };
    setEditing((was) => (was?.point === left.point && was.col === left.col ? null : was));
  }

  /** Spreadsheet keys in the input: Enter and ↑/↓ go down/up, ←/→ at the text's ends go across, Esc undoes. */
  function onCellKey(ev: KeyboardEvent<HTMLDivElement>) {
    const input = cellInputOf(ev.target);
    if (!input || ev.nativeEvent.isComposing) return;
    const point = Number(input.dataset.point);
    const col = Number(input.dataset.col);
    const start = input.selectionStart === input.selectionEnd ? input.selectionStart : null;
    let to: Cell | null = null;
    if (ev.key === 'Escape') {
      // Back to the value it had when reached, told to the form as a typed change would be.
      // The prototype's setter: React's value tracker then sees a change, as with a key.
      Reflect.set(HTMLInputElement.prototype, 'value', input.dataset.was ?? '', input);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.select();
    } else if (ev.key === 'Enter' || ev.key === 'ArrowDown') to = { point: point + 1, col };
    else if (ev.key === 'ArrowUp') to = { point: point - 1, col };
    else if (ev.key === 'ArrowLeft' && start === 0) to = { point, col: col - 1 };
    else if (ev.key === 'ArrowRight' && start === input.value.length) to = { point, col: col + 1 };
    else return;
    ev.preventDefault();
    if (!to) return;
    const next = table.current && cellElement(table.current, to);
    if (next) next.focus();
    // Enter in the last point's name adds a point; elsewhere in the last row it keeps the value.
    else if (ev.key === 'Enter' && col === NAME) onAdd();
    else if (ev.key === 'Enter') setOverride(input);
  }

  const columns = 5 + sizes.length;
  return (
    <>
      <p className={ed.hint}>
        Uma linha por ponto de medida. Nos tamanhos aparece a medida calculada (cm); clique numa
        medida para ajustá-la, que fica marcada, e apague o valor para voltar ao cálculo.
      </p>
      {/* One set of listeners for the cells of every size: their events bubble here. */}
      <div
        ref={table}
        className={classes.scroll}
        data-testid="measurement-table"
        onFocus={(ev) => open(ev.target)}
        onClick={(ev) => open(ev.target)}
        onBlur={(ev) => close(ev.target)}
        onKeyDown={onCellKey}
      >
        {/* Fixed layout, its columns' widths given: the browser need not measure 600 cells. */}
        <table
          className={classes.table}
          aria-label="Tabela de medidas (cm)"
          style={{ '--sizes': sizes.length } as CSSProperties}
        >
          <colgroup>
            <col className={classes.nameCol} />
            <col span={3} className={classes.numberCol} />
            <col className={classes.actionsCol} />
            {sizes.length > 0 && <col span={sizes.length} className={classes.sizeCol} />}
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className={classes.sticky}>
                Ponto de medida
                <span className={ed.required} aria-hidden="true">
                  {' *'}
                </span>
              </th>
              <th scope="col">
                Base (cm)
                <span className={ed.required} aria-hidden="true">
                  {' *'}
                </span>
              </th>
              <th scope="col">Graduação (cm)</th>
              <th scope="col">Tolerância ± (cm)</th>
              <th scope="col">
                <span className={classes.hidden}>Quebras de graduação e remover</span>
              </th>
              {sizes.map((s) => (
                <th key={s} scope="col" className={classes.size}>
                  {s}
                  {s === baseSize ? ' (base)' : ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {fields.map((row, i) => (
              <PointRow
                key={row.id}
                index={i}
                name={points?.[i]?.name ?? ''}
                base={points?.[i]?.base_cm}
                step={points?.[i]?.step_cm}
                tolerance={points?.[i]?.tolerance_cm}
                breaks={points?.[i]?.step_breaks?.length ?? 0}
                values={graded[i]?.values ?? NO_VALUES}
                computed={Number.isFinite(parseDecimal(points?.[i]?.base_cm))}
                editing={editing?.point === i ? editing.col : null}
                errors={listErrors?.[i]}
                errorsKey={messagesKey(listErrors?.[i])}
                sizes={sizes}
                columns={columns}
                last={i === fields.length - 1}
                onRemove={onRemove}
              />
            ))}
          </tbody>
        </table>
      </div>
      <ListError error={listErrors} />
      <div className={ed.inline}>
        <AddRowButton label="Adicionar ponto de medida" onClick={onAdd} />
      </div>
    </>
  );
}

interface RowProps {
  index: number;
  name: string;
  /** The base, step and tolerance as the form holds them (a number, or text being typed). */
  base: unknown;
  step: unknown;
  tolerance: unknown;
  breaks: number;
  values: GradedValue[];
  /** Whether the base is a number (else there is nothing to compute from). */
  computed: boolean;
  /** The column of the cell being typed in, if it is in this row. */
  editing: number | null;
  /** The point's messages (react-hook-form changes the object in place: compared by errorsKey). */
  errors: PointErrors | undefined;
  errorsKey: string;
  sizes: string[];
  columns: number;
  last: boolean;
  onRemove: (index: number) => void;
}

type PointErrors = NonNullable<
  NonNullable<FieldErrors<FichaForm>['measurements']>['points']
>[number];

/**
 * The messages under a point's errors as one string: its row redraws when they change. The
 * table's one subscription to the points' messages hands each row its own, instead of 40
 * subscriptions set up as the table opens.
 */
function messagesKey(e: unknown, at = ''): string {
  if (!e || typeof e !== 'object') return '';
  let key = '';
  for (const [k, v] of Object.entries(e)) {
    if (k === 'ref') continue;
    if (k === 'message' && typeof v === 'string') key += `${at}:${v};`;
    else if (v && typeof v === 'object') key += messagesKey(v, `${at}.${k}`);
  }
  return key;
}

/** The points are recomputed at each keystroke in the table: only a row whose figures moved redraws. */
const sameRow = (a: RowProps, b: RowProps) =>
  a.index === b.index &&
  a.name === b.name &&
  Object.is(a.base, b.base) &&
  Object.is(a.step, b.step) &&
  Object.is(a.tolerance, b.tolerance) &&
  a.breaks === b.breaks &&
  a.computed === b.computed &&
  a.editing === b.editing &&
  a.errorsKey === b.errorsKey &&
  a.sizes === b.sizes &&
  a.columns === b.columns &&
  a.last === b.last &&
  a.onRemove === b.onRemove &&
  (a.values === b.values ||
    (a.values.length === b.values.length &&
      a.values.every((v, k) => {
        const w = b.values[k]!;
        return (
          v.size === w.size &&
          v.computed_cm === w.computed_cm &&
          v.value_cm === w.value_cm &&
          v.overridden === w.overridden
        );
      })));

const PointRow = memo(function PointRow({
  index: i,
  name,
  base,
  step,
  tolerance,
  breaks,
  values,
  computed,
  editing,
  errors: pe,
  sizes,
  columns,
  last,
  onRemove,
}: RowProps) {
  const { register, getValues } = useF();
  const [open, setOpen] = useState(false);
  // A break's message shows even if the list was closed.
  const showBreaks = open || pe?.step_breaks !== undefined;
  const id = useId();
  const panel = `${id}-quebras`;
  const overrideError = (size: string) => {
    if (!pe?.overrides) return undefined;
    const at = (getValues(`measurements.points.${i}.overrides`) ?? []).findIndex(
      (o) => o.size === size,
    );
    return at < 0 ? undefined : pe.overrides[at]?.value_cm?.message;
  };
  const point = name.trim() || `ponto ${i + 1}`;
  return (
    <>
      <tr className={classes.point} data-point={i} data-error={pe ? true : undefined}>
        {FIELDS.map((f, c) => {
          const error = pe?.[f.key]?.message;
          if (c !== editing)
            return textCell({
              key: f.key,
              id: `${id}-${f.key}`,
              label: f.label,
              text: c === NAME ? name : shown([base, step, tolerance][c - 1]),
              error,
            });
          const r = register(`measurements.points.${i}.${f.key}`, { setValueAs: f.setValueAs });
          return (
            <td key={f.key}>
              {cellInput({
                id: `${id}-${f.key}`,
                className: c === NAME ? classes.name : undefined,
                label: f.label,
                required: f.required,
                placeholder: c === NAME ? 'Busto' : undefined,
                inputMode: c === NAME ? undefined : 'decimal',
                enterKeyHint: c === NAME && last ? 'next' : undefined,
                error,
                ...r,
                ref: (input: HTMLInputElement | null) => {
                  (c === NAME ? r.ref : commaShown(r.ref))(input);
                  focusReachedCell(input);
                },
                'data-point': i,
                'data-col': c,
              })}
            </td>
          );
        })}
        <td className={classes.actions}>
          <button
            type="button"
            className={classes.breaks}
            aria-expanded={showBreaks}
            aria-controls={showBreaks ? panel : undefined}
            data-error={pe?.step_breaks ? true : undefined}
            title={`Quebras de graduação de ${point}`}
            onClick={() => setOpen(!showBreaks)}
          >
            {`Quebras (${breaks})`}
          </button>
          <IconButton label={`Remover ${point}`} icon="trash" onClick={() => onRemove(i)} />
        </td>
        {values.map((v, k) =>
          sizeCell(
            `${id}-${k}`,
            i,
            SIZES + k,
            name,
            v,
            computed,
            SIZES + k === editing,
            overrideError(v.size),
          ),
        )}
      </tr>
      {showBreaks && (
        <tr id={panel} className={classes.panelRow}>
          <td colSpan={columns}>
            <div className={classes.panel}>
              <p className={ed.hint} data-strong>
                {`Quebras de graduação de ${point}`}
              </p>
              <StepBreaks point={i} sizes={sizes} />
            </div>
          </td>
        </tr>
      )}
    </>
  );
}, sameRow);

/**
 * A size's measurement. Drawn as the cell's text (the override, or else the computation), the
 * cell itself reachable with Tab and named like the input it becomes when reached: a large
 * ficha has 480 of these, and 480 inputs cost the editor's opening more than the rest of the
 * form together. The one being typed in is an input with the computation as placeholder; a
 * typed value overrides it (marked).
 */
function sizeCell(
  id: string,
  point: number,
  col: number,
  name: string,
  v: GradedValue,
  computed: boolean,
  editing: boolean,
  error?: string,
) {
  const label = `${name} ${v.size}`;
  const overridden = v.overridden ? 'true' : undefined;
  const title = v.overridden
    ? `Medida ajustada (calculada: ${comma(v.computed_cm)} cm)`
    : undefined;
  if (editing)
    return (
      <td key={v.size} className={classes.editing} data-overridden={overridden} title={title}>
        {cellInput({
          id,
          className: classes.sizeInput,
          inputMode: 'decimal',
          label,
          placeholder: computed ? comma(v.computed_cm) : '',
          defaultValue: v.overridden ? comma(v.value_cm) : '',
          error,
          ref: focusReachedCell,
          'data-point': point,
          'data-col': col,
          'data-size': v.size,
        })}
      </td>
    );
  return textCell({
    key: v.size,
    id,
    label,
    text: v.overridden ? comma(v.value_cm) : computed ? comma(v.computed_cm) : '',
    error,
    overridden,
    title,
  });
}

/**
 * A cell drawn as its text, reachable with Tab and named like the input it becomes when
 * reached (its message under the text, tied to it). Only what the cell's position cannot say
 * is written on it: 640 cells × each attribute was a visible part of the editor's opening, so
 * its point comes from its row, its column from its place in the row and its look from the
 * table's CSS.
 */
function textCell({
  key,
  id,
  label,
  text,
  error,
  overridden,
  title,
}: {
  key: string;
  id: string;
  label: string;
  text: string;
  error: string | undefined;
  overridden?: 'true' | undefined;
  title?: string | undefined;
}) {
  return (
    <td
      key={key}
      id={error ? id : undefined}
      tabIndex={0}
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      data-overridden={overridden}
      title={title}
    >
      {/* An empty cell keeps its line above the message. */}
      {text || (error ? '\u00a0' : '')}
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </td>
  );
}

/** A number of the form as typed in pt-BR ('1,5'); text being typed as it is. */
function shown(v: unknown): string {
  if (typeof v === 'number') return Number.isFinite(v) ? comma(v) : '';
  return typeof v === 'string' ? v : '';
}

/** The point's own fields, the table's first columns (then the sizes, from column SIZES). */
const FIELDS = [
  { key: 'name', label: 'Ponto de medida', required: true, setValueAs: undefined },
  { key: 'base_cm', label: 'Base (cm)', required: true, setValueAs: parseRequired },
  { key: 'step_cm', label: 'Graduação (cm)', required: false, setValueAs: orZero },
  { key: 'tolerance_cm', label: 'Tolerância ± (cm)', required: false, setValueAs: orZero },
] as const;
const NAME = 0;
const SIZES = FIELDS.length;

interface Cell {
  point: number;
  col: number;
}

/** The row's cell before the sizes that holds the buttons (not a column of the cells' numbering). */
const ACTIONS = SIZES;

/** The text cell an event came from: its point (from its row) and column (from its place). */
function textCellAt(target: EventTarget): Cell | null {
  const cell = reachedTextCell(target);
  if (!cell || cell.row.dataset.point === undefined) return null;
  const { td, row } = cell;
  const k = td.cellIndex;
  return { point: Number(row.dataset.point), col: k < ACTIONS ? k : k - 1 };
}

/** The cell's input (the one being typed in) an event came from. */
function cellInputOf(target: EventTarget): HTMLInputElement | null {
  return target instanceof HTMLInputElement && target.dataset.col !== undefined ? target : null;
}

/** The cell at a point and column (its input if it is the one being typed in), if any. */
function cellElement(table: HTMLElement, at: Cell): HTMLElement | null {
  if (at.col < 0) return null;
  const row = table.querySelector<HTMLTableRowElement>(`tr[data-point="${at.point}"]`);
  const td = row?.cells[at.col < ACTIONS ? at.col : at.col + 1];
  return td?.querySelector('input') ?? (td?.hasAttribute('tabindex') ? td : null);
}

/**
 * A cell's plain input, named for assistive technology; its message under it, tied to it. A
 * function, not a component: a large ficha has some 640 of them.
 */
function cellInput({
  id,
  label,
  error,
  className,
  ...input
}: {
  id: string;
  label: string;
  error?: string | undefined;
} & InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
    'data-point'?: number;
    'data-col'?: number;
    'data-size'?: string;
  }) {
  return (
    <>
      <input
        id={id}
        className={className ? `${classes.input} ${className}` : classes.input}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // Esc undoes the cell's typing; the ficha's modal must not close on it.
        data-mantine-stop-propagation="true"
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </>
  );
}

function StepBreaks({ point, sizes }: { point: number; sizes: string[] }) {
  const form = useF();
  const { fields, append, remove } = useRows(`measurements.points.${point}.step_breaks`);
  const e = useErrors(`measurements.points.${point}.step_breaks`).measurements?.points?.[point]
    ?.step_breaks;
  const options = useMemo(
    () => sizes.slice(1).map((s) => ({ value: s, label: `A partir do ${s}` })),
    [sizes],
  );
  return (
    <div className={ed.point}>
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
            {...registered(form, `measurements.points.${point}.step_breaks.${j}.from_size`)}
          />
          <TextField
            size="xs"
            hiddenLabel
            label="Graduação da quebra (cm)"
            placeholder="Graduação (cm)"
            inputMode="decimal"
            error={e?.[j]?.step_cm?.message}
            style={{ width: 130 }}
            {...registered(form, `measurements.points.${point}.step_breaks.${j}.step_cm`, {
              setValueAs: parseRequired,
            })}
          />
          <IconButton label="Remover quebra" icon="trash" small onClick={() => remove(j)} />
        </div>
      ))}
      {fields.length === 0 && (
        <p className={ed.hint}>Sem quebras: a mesma graduação em todos os tamanhos.</p>
      )}
      <ListError error={e} />
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
