import { gradeTotal } from '@alinhavo/shared/rules/ficha';
import { LETTER_SIZES, NUMERIC_SIZES, SINGLE_SIZE } from '@alinhavo/shared/schemas/ficha';
import { memo, useState, type KeyboardEvent } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import {
  AddRowButton,
  IconButton,
  ListError,
  TextField,
  editorClasses as ed,
  focusReachedCell,
  reachedTextCell,
  registered,
  useErrors,
  useF,
} from './editor-fields';
import {
  addColor,
  addSizes,
  moveSize,
  parseCell,
  removeColor,
  removeSize,
  type FichaForm,
} from './editor-values';
import { Section } from './Section';
import { GradeMatrix } from './tables';
import classes from './Ficha.module.css';

/** The grade's total as typed (cells not yet numbers count as 0). */
export function useGradeTotal(): number {
  const quantities = useWatch({ control: useF().control, name: 'grade.quantities' }) ?? [];
  return gradeTotal({ quantities: quantities.map((r) => r.map((v) => parseCell(v) || 0)) });
}

/**
 * One cell of the matrix: its number as the cell's text, reachable with Tab and named like the
 * input it becomes when reached (a large grade has 120 of them; inputs made most of its cost).
 * Typing in that input changes the totals at once.
 */
const QuantityCell = memo(function QuantityCell({
  size,
  color,
  label,
  value,
  editing,
}: {
  size: number;
  color: number;
  label: string;
  value: unknown;
  editing: boolean;
}) {
  const { register } = useF();
  if (!editing)
    return (
      <td tabIndex={0} aria-label={label}>
        {typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
      </td>
    );
  const r = register(`grade.quantities.${size}.${color}`, { setValueAs: parseCell });
  return (
    <td>
      <input
        className={classes.cellInput}
        inputMode="numeric"
        aria-label={label}
        data-size={size}
        data-color={color}
        {...r}
        ref={(input) => {
          r.ref(input);
          focusReachedCell(input);
        }}
      />
    </td>
  );
});

interface GradeCell {
  size: number;
  color: number;
}

/**
 * The matrix's text cell an event came from: its size from its row, its colour from its place
 * after the size's header (120 cells: what their place says is not written on each).
 */
function gradeTextCellAt(target: EventTarget): GradeCell | null {
  const cell = reachedTextCell(target);
  if (!cell) return null;
  const { td, row } = cell;
  return {
    size: Array.prototype.indexOf.call(row.parentElement?.children, row),
    color: td.cellIndex - 1,
  };
}

/** The matrix's input (the one being typed in) an event came from. */
function gradeInputOf(target: EventTarget): HTMLInputElement | null {
  return target instanceof HTMLInputElement && target.dataset.color !== undefined ? target : null;
}

/**
 * The matrix's one input at a time: a text cell reached (Tab, click) becomes it, left it is text
 * again; Enter and ↑/↓ go down/up a size, ←/→ at the text's ends across the colours.
 */
function useGradeCells() {
  const [editing, setEditing] = useState<GradeCell | null>(null);
  const at = (el: HTMLElement) => ({
    size: Number(el.dataset.size),
    color: Number(el.dataset.color),
  });
  const same = (a: GradeCell | null, b: GradeCell) => a?.size === b.size && a.color === b.color;
  const handlers = {
    onFocus: (ev: { target: EventTarget }) => {
      const to = gradeTextCellAt(ev.target);
      if (!to) return;
      setEditing((was) => (same(was, to) ? was : to));
    },
    onBlur: (ev: { target: EventTarget }) => {
      const input = gradeInputOf(ev.target);
      if (!input) return;
      const left = at(input);
      setEditing((was) => (same(was, left) ? null : was));
    },
    onKeyDown: (ev: KeyboardEvent<HTMLElement>) => {
      const input = gradeInputOf(ev.target);
      if (!input || ev.nativeEvent.isComposing) return;
      const { size, color } = at(input);
      const caret = input.selectionStart === input.selectionEnd ? input.selectionStart : null;
      let to: GradeCell;
      if (ev.key === 'Enter' || ev.key === 'ArrowDown') to = { size: size + 1, color };
      else if (ev.key === 'ArrowUp') to = { size: size - 1, color };
      else if (ev.key === 'ArrowLeft' && caret === 0) to = { size, color: color - 1 };
      else if (ev.key === 'ArrowRight' && caret === input.value.length)
        to = { size, color: color + 1 };
      else return;
      ev.preventDefault();
      const row = ev.currentTarget.querySelector('tbody')?.children[to.size];
      const td = to.color < 0 ? undefined : row?.children[to.color + 1];
      if (td instanceof HTMLElement && td.hasAttribute('tabindex')) td.focus();
    },
  };
  return { editing, handlers, onClick: handlers.onFocus };
}

/** Sizes, colours and the matrix of pieces per size and colour (its total: the demand's). */
export const GradeSection = memo(function GradeSection({ amount }: { amount: number }) {
  const form = useF();
  const { control, getValues, setValue } = form;
  const grade = useWatch({ control, name: 'grade' });
  const { isSubmitted } = useFormState({ control });
  const [custom, setCustom] = useState('');
  const cells = useGradeCells();
  const e = useErrors('grade').grade;
  const update = (next: FichaForm['grade']) =>
    setValue('grade', next, { shouldDirty: true, shouldValidate: isSubmitted });
  const current = () => getValues('grade');
  const numeric = {
    sizes: grade.sizes,
    colors: grade.colors.map((c) => ({ name: c.name, reference: c.reference ?? null })),
    quantities: grade.quantities.map((r) => r.map((v) => parseCell(v) || 0)),
  };
  const total = gradeTotal(numeric);
  return (
    <Section title="Grade">
      <div className={ed.point}>
        <p className={ed.heading}>Tamanhos</p>
        {/* Plain buttons and field drawn like Mantine's (xs): the form's opening is its cost. */}
        <div className={ed.group}>
          <button
            type="button"
            className={`${ed.button} ${ed.light}`}
            onClick={() => update(addSizes(current(), LETTER_SIZES))}
          >
            PP…XGG
          </button>
          <button
            type="button"
            className={`${ed.button} ${ed.light}`}
            onClick={() => update(addSizes(current(), NUMERIC_SIZES))}
          >
            34–56
          </button>
          <button
            type="button"
            className={`${ed.button} ${ed.light}`}
            onClick={() => update(addSizes(current(), [SINGLE_SIZE]))}
          >
            {SINGLE_SIZE}
          </button>
          <TextField
            size="xs"
            hiddenLabel
            label="Outro tamanho"
            placeholder="Outro tamanho"
            value={custom}
            onChange={(ev) => setCustom(ev.currentTarget.value)}
            style={{ width: 130 }}
          />
          <button
            type="button"
            className={`${ed.button} ${ed.outline}`}
            disabled={custom.trim() === ''}
            onClick={() => {
              update(addSizes(current(), [custom.trim()]));
              setCustom('');
            }}
          >
            Adicionar tamanho
          </button>
        </div>
        <div className={ed.inline} style={{ gap: 6 }} data-testid="grade-sizes">
          {grade.sizes.map((s, i) => (
            <span key={`${s}-${i}`} className={ed.chip}>
              <span className={ed.chipText}>{s}</span>
              <IconButton
                small
                tone="primary"
                label={`Subir ${s}`}
                disabled={i === 0}
                icon="up"
                onClick={() => update(moveSize(current(), i, -1))}
              />
              <IconButton
                small
                tone="primary"
                label={`Descer ${s}`}
                disabled={i === grade.sizes.length - 1}
                icon="down"
                onClick={() => update(moveSize(current(), i, 1))}
              />
              <IconButton
                small
                label={`Remover tamanho ${s}`}
                icon="trash"
                onClick={() => update(removeSize(current(), i))}
              />
            </span>
          ))}
        </div>
        <ListError error={e?.sizes} />
      </div>
      <div className={ed.point}>
        <p className={ed.heading}>Cores</p>
        {grade.colors.map((c, i) => (
          <div key={i} className={ed.nowrap}>
            <TextField
              size="xs"
              hiddenLabel
              label={`Cor ${i + 1}`}
              placeholder="Nome da cor"
              className={ed.grow}
              error={e?.colors?.[i]?.name?.message}
              {...registered(form, `grade.colors.${i}.name`)}
            />
            <TextField
              size="xs"
              hiddenLabel
              label={`Referência da cor ${i + 1}`}
              placeholder="Referência (opcional)"
              className={ed.grow}
              {...registered(form, `grade.colors.${i}.reference`)}
            />
            <IconButton
              label={`Remover cor ${c.name || i + 1}`}
              icon="trash"
              onClick={() => update(removeColor(current(), i))}
            />
          </div>
        ))}
        <div className={ed.inline}>
          <AddRowButton label="Adicionar cor" onClick={() => update(addColor(current()))} />
        </div>
        <ListError error={e?.colors} />
      </div>
      {grade.sizes.length > 0 && grade.colors.length > 0 && (
        // One set of listeners for the matrix's cells: their events bubble here.
        <div className={classes.cells} {...cells.handlers} onClick={cells.onClick}>
          <GradeMatrix
            grade={numeric}
            cell={(s, k) => (
              <QuantityCell
                size={s}
                color={k}
                label={`Quantidade ${grade.sizes[s]} ${grade.colors[k]?.name ?? ''}`}
                value={grade.quantities[s]?.[k]}
                editing={cells.editing?.size === s && cells.editing.color === k}
              />
            )}
          />
        </div>
      )}
      <ListError error={e?.quantities} alert />
      <ListError error={e} alert />
      <p className={ed.body} data-testid="grade-amount-note">
        {`O total da grade (${total.toLocaleString('pt-BR')} peças) passa a ser a quantidade da demanda ao salvar${
          total !== amount ? ` (hoje: ${amount.toLocaleString('pt-BR')} peças).` : '.'
        }`}
      </p>
    </Section>
  );
});
