import { withUnit } from '@alinhavo/shared/rules/ficha';
import type { ConsumptionUnit } from '@alinhavo/shared/schemas/ficha';
import { useWatch, type FieldPath } from 'react-hook-form';
import {
  AddRowButton,
  ChoiceField,
  ListError,
  RemoveRowButton,
  TextField,
  editorClasses as classes,
  registered,
  useErrors,
  useF,
} from './editor-fields';
import { parseDecimal, parseRequired, type FichaForm } from './editor-values';
import { useGradeTotal } from './GradeSection';
import { Section } from './Section';
import { useRows } from './use-rows';

/** The lists of the form whose rows have a quantity per piece: materials and aviamentos. */
export type RowListName = 'materials' | 'trims';
type RowOf<N extends RowListName> = NonNullable<FichaForm[N]>[number];

/** One field of a row: typed text, a number (',' as the decimal mark) or one of a few options. */
export type RowColumn<N extends RowListName> = {
  key: keyof RowOf<N> & string;
  label: string;
  required?: boolean;
  placeholder?: string;
} & (
  | { kind: 'text' }
  | { kind: 'decimal' }
  | { kind: 'choice'; options: readonly { value: string; label: string }[] }
);

/** What makes one list of rows: its fields, how its per-piece figure becomes a total, its texts. */
export interface RowList<N extends RowListName> {
  name: N;
  title: string;
  columns: readonly RowColumn<N>[];
  /** The field with the quantity per piece, multiplied by the grade's pieces. */
  perPiece: keyof RowOf<N> & string;
  /** Its total for `pieces` pieces (the shared rule of the list). */
  total: (perPiece: number, pieces: number) => number;
  unitFallback: ConsumptionUnit;
  totalLabel: (pieces: number) => string;
  /** data-testid of a row's total: `${totalTestId}-${row}`. */
  totalTestId: string;
  removeLabel: string;
  addLabel: (rows: number) => string;
  newRow: (rows: number) => RowOf<N>;
}

/** The messages of a list: its own (message) and each row's, by field. */
type RowErrors = Record<number, Record<string, { message?: string } | undefined> | undefined> & {
  message?: string;
};

const rowErrors = (e: unknown) => e as RowErrors | undefined;

/** A section of the form with one framed row per item: its fields, its total, 'Remover'. */
export function RowListSection<N extends RowListName>({ list }: { list: RowList<N> }) {
  const form = useF();
  const { control } = form;
  const { fields, append, remove } = useRows(list.name);
  const rows = (useWatch({ control, name: list.name }) ?? []) as RowOf<N>[];
  const pieces = useGradeTotal();
  const e = rowErrors(useErrors(list.name)[list.name]);
  return (
    <Section title={list.title}>
      {fields.map((field, i) => {
        const row = rows[i] as Record<string, unknown> | undefined;
        const perPiece = parseDecimal(row?.[list.perPiece]);
        const unit = (row?.unit as ConsumptionUnit | undefined) ?? list.unitFallback;
        const total =
          perPiece !== null && Number.isFinite(perPiece)
            ? withUnit(list.total(perPiece, pieces), unit)
            : '—';
        return (
          <div key={field.id} className={classes.frame}>
            <div className={classes.grid}>
              {list.columns.map((c) => {
                const path = `${list.name}.${i}.${c.key}` as FieldPath<FichaForm>;
                const error = e?.[i]?.[c.key]?.message;
                if (c.kind === 'choice')
                  return (
                    <ChoiceField
                      key={c.key}
                      label={c.label}
                      options={c.options}
                      error={error}
                      {...registered(form, path)}
                    />
                  );
                return (
                  <TextField
                    key={c.key}
                    label={c.label}
                    required={c.required}
                    placeholder={c.placeholder}
                    inputMode={c.kind === 'decimal' ? 'decimal' : undefined}
                    error={error}
                    {...registered(
                      form,
                      path,
                      c.kind === 'decimal'
                        ? { setValueAs: c.required ? parseRequired : parseDecimal }
                        : {},
                    )}
                  />
                );
              })}
              <div className={classes.total}>
                <span className={classes.totalLabel}>{list.totalLabel(pieces)}</span>
                <span className={classes.totalValue} data-testid={`${list.totalTestId}-${i}`}>
                  {total}
                </span>
              </div>
            </div>
            <div className={classes.inline} style={{ justifyContent: 'flex-end' }}>
              <RemoveRowButton label={list.removeLabel} onClick={() => remove(i)} />
            </div>
          </div>
        );
      })}
      <ListError error={e} />
      <div className={classes.inline}>
        <AddRowButton
          label={list.addLabel(fields.length)}
          onClick={() => append(list.newRow(fields.length) as never)}
        />
      </div>
    </Section>
  );
}
