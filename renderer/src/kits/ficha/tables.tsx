import {
  colorTotals,
  decimalPtBr,
  gradeTotal,
  sizeTotals,
  type GradedPoint,
} from '@alinhavo/shared/rules/ficha';
import type { FichaGrade } from '@alinhavo/shared/schemas/ficha';
import { Fragment, memo, type ReactNode } from 'react';
import classes from './Ficha.module.css';

// One formatter: toLocaleString builds one per call, the reader's largest script cost.
const ptBr = new Intl.NumberFormat('pt-BR');
const num = (n: number) => ptBr.format(n);
const mark = (changed: Set<string> | undefined, key: string) =>
  changed?.has(key) ? classes.changed : undefined;

export interface GradeMatrixProps {
  grade: Pick<FichaGrade, 'sizes' | 'colors' | 'quantities'>;
  /** Keys to highlight (grade.cell.<size>.<colour>, grade.total …). */
  changed?: Set<string>;
  /** The editor draws each cell itself (the `<td>`); the reader shows the number. */
  cell?: (size: number, color: number) => ReactNode;
}

/** Sizes down, colours across, with the totals of each row and column and the grand total. */
export function GradeMatrix({ grade, changed, cell }: GradeMatrixProps) {
  const rows = sizeTotals(grade);
  const cols = colorTotals(grade);
  return (
    <div className={classes.scroll} data-testid="grade-matrix">
      <table className={classes.table} aria-label="Grade: quantidade por tamanho e cor">
        <thead>
          <tr>
            <th scope="col">Tamanho</th>
            {grade.colors.map((c) => (
              <th key={c.name} scope="col" className={mark(changed, 'grade.colors')}>
                {c.name}
                {c.reference ? ` (${c.reference})` : ''}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {grade.sizes.map((size, s) => (
            <tr key={size}>
              <th scope="row" className={mark(changed, 'grade.sizes')}>
                {size}
              </th>
              {grade.colors.map((c, k) =>
                cell ? (
                  <Fragment key={c.name}>{cell(s, k)}</Fragment>
                ) : (
                  <td key={c.name} className={mark(changed, `grade.cell.${size}.${c.name}`)}>
                    {num(grade.quantities[s]?.[k] ?? 0)}
                  </td>
                ),
              )}
              <td className={classes.total} data-testid={`size-total-${size}`}>
                {num(rows[s] ?? 0)}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={classes.total}>
              Total
            </th>
            {grade.colors.map((c, k) => (
              <td key={c.name} className={classes.total} data-testid={`color-total-${c.name}`}>
                {num(cols[k] ?? 0)}
              </td>
            ))}
            <td
              className={`${classes.total} ${mark(changed, 'grade.total') ?? ''}`}
              data-testid="grade-total"
            >
              {num(gradeTotal(grade))}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export interface MeasurementTableProps {
  sizes: readonly string[];
  baseSize: string | null;
  points: GradedPoint[];
  changed?: Set<string>;
}

/** Every point of measure in every size (cm); an override is marked with '*'. */
export function MeasurementTable({ sizes, baseSize, points, changed }: MeasurementTableProps) {
  return (
    <div className={classes.scroll} data-testid="measurement-table">
      <table className={classes.table} aria-label="Tabela de medidas (cm)">
        <thead>
          <tr>
            <th scope="col">Ponto de medida</th>
            {sizes.map((s) => (
              <th key={s} scope="col">
                {s}
                {s === baseSize ? ' (base)' : ''}
              </th>
            ))}
            <th scope="col">Tolerância (±)</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <MeasurementRow key={p.name} point={p} changed={changed} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = {
  point: GradedPoint;
  changed: Set<string> | undefined;
};

/** Rows are recomputed on each keystroke in the form: only a row whose figures moved redraws. */
const samePoint = (a: RowProps, b: RowProps) =>
  a.changed === b.changed &&
  (a.point === b.point ||
    (a.point.name === b.point.name &&
      a.point.tolerance_cm === b.point.tolerance_cm &&
      a.point.values.length === b.point.values.length &&
      a.point.values.every((v, k) => {
        const w = b.point.values[k]!;
        return (
          v.size === w.size &&
          v.computed_cm === w.computed_cm &&
          v.value_cm === w.value_cm &&
          v.overridden === w.overridden
        );
      })));

const MeasurementRow = memo(function MeasurementRow({ point: p, changed }: RowProps) {
  return (
    <tr className={mark(changed, `measurements.${p.name}`)}>
      <th scope="row">{p.name}</th>
      {p.values.map((v) => (
        <td
          key={v.size}
          className={
            [
              v.overridden ? classes.overridden : '',
              mark(changed, `measurements.${p.name}.${v.size}`) ?? '',
            ]
              .join(' ')
              .trim() || undefined
          }
          data-overridden={v.overridden ? 'true' : undefined}
          title={
            v.overridden
              ? `Medida ajustada (calculada: ${decimalPtBr(v.computed_cm)} cm)`
              : undefined
          }
        >
          {`${decimalPtBr(v.value_cm)}${v.overridden ? '*' : ''}`}
        </td>
      ))}
      <td className={mark(changed, `measurements.${p.name}.tolerance`)}>
        {decimalPtBr(p.tolerance_cm)}
      </td>
    </tr>
  );
}, samePoint);
