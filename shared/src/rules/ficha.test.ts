import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandProblem,
  pricePerSize,
  quoteTotalCents,
  colorTotals,
  remainingCells,
  takeCells,
  type CellQuantity,
  diffFichas,
  gradedMeasurements,
  gradeMatchesAmount,
  gradeTotal,
  materialTotals,
  sizeTotals,
  trimTotals,
} from './ficha';
import { FICHA_TEXTS as T } from '../messages/ficha';
import { fichaContentInput, type FichaContent, type FichaContentInput } from '../schemas/ficha';

const input = (over: Partial<FichaContentInput> = {}): FichaContentInput => ({
  identification: { model_name: 'Camiseta básica', reference: 'CB-01' },
  materials: [
    { kind: 'PRINCIPAL', name: 'Malha', composition: '100% algodão', consumption: 0.45, unit: 'm' },
  ],
  trims: [{ item: 'Etiqueta', quantity: 1 }],
  grade: {
    sizes: ['P', 'M', 'G'],
    colors: [{ name: 'Azul' }, { name: 'Preto', reference: 'PT-9' }],
    quantities: [
      [10, 5],
      [20, 10],
      [10, 5],
    ],
  },
  measurements: {
    base_size: 'M',
    points: [{ name: 'Busto', base_cm: 50, step_cm: 2, tolerance_cm: 1 }],
  },
  ...over,
});
const parse = (over: Partial<FichaContentInput> = {}): FichaContent =>
  fichaContentInput.parse(input(over));
const errorsOf = (over: Partial<FichaContentInput>) => {
  const r = fichaContentInput.safeParse(input(over));
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('grade', () => {
  it('totals the matrix, per size and per colour', () => {
    const f = parse();
    expect(gradeTotal(f.grade)).toBe(60);
    expect(sizeTotals(f.grade)).toEqual([15, 30, 15]);
    expect(colorTotals(f.grade)).toEqual([40, 20]);
    expect(gradeMatchesAmount(f.grade, 60)).toBe(true);
    expect(gradeMatchesAmount(f.grade, 59)).toBe(false);
  });

  it('the total is the sum of the sizes and the sum of the colours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 120, maxLength: 120 }),
        (s, c, cells) => {
          const quantities = Array.from({ length: s }, (_, i) => cells.slice(i * c, i * c + c));
          const colors = Array.from({ length: c }, (_, i) => ({ name: `c${i}`, reference: null }));
          const grade = { quantities, colors };
          const total = gradeTotal(grade);
          expect(sizeTotals(grade).reduce((a, b) => a + b, 0)).toBe(total);
          expect(colorTotals(grade).reduce((a, b) => a + b, 0)).toBe(total);
        },
      ),
    );
  });

  it('asks for at least one size and one colour', () => {
    expect(
      errorsOf({ grade: { sizes: [], colors: [{ name: 'Azul' }], quantities: [] } }),
    ).toContain(T.sizesAndColorsRequired);
    expect(errorsOf({ grade: { sizes: ['P'], colors: [], quantities: [[]] } })).toContain(
      T.sizesAndColorsRequired,
    );
  });

  it('refuses repeated sizes and colours, a matrix of another shape and an empty grade', () => {
    const one = [{ name: 'Azul' }];
    expect(
      errorsOf({ grade: { sizes: ['Único', 'unico'], colors: one, quantities: [[1], [1]] } }),
    ).toContain(T.sizesRepeated);
    expect(
      errorsOf({
        grade: { sizes: ['P'], colors: [{ name: 'Azul' }, { name: 'azul' }], quantities: [[1, 1]] },
      }),
    ).toContain(T.colorsRepeated);
    expect(errorsOf({ grade: { sizes: ['P', 'M'], colors: one, quantities: [[1]] } })).toContain(
      T.gradeShape,
    );
    expect(errorsOf({ grade: { sizes: ['P'], colors: one, quantities: [[1, 2]] } })).toContain(
      T.gradeShape,
    );
    expect(errorsOf({ grade: { sizes: ['P'], colors: one, quantities: [[0]] } })).toContain(
      T.gradeEmpty,
    );
    expect(errorsOf({ grade: { sizes: ['P'], colors: one, quantities: [[1.5]] } })).toContain(
      T.cellQuantity,
    );
  });

  it('keeps letter, numeric, single and custom sizes in the given order', () => {
    const sizes = ['PP', 'P', 'M', 'G', 'GG', 'XG', 'XGG', '34', '56', 'Único', 'Infantil 4'];
    const f = parse({
      grade: { sizes, colors: [{ name: 'Cru' }], quantities: sizes.map(() => [1]) },
      measurements: { base_size: null, points: [] },
    });
    expect(f.grade.sizes).toEqual(sizes);
  });
});

describe('tabela de medidas', () => {
  const sizes = ['PP', 'P', 'M', 'G', 'GG'];
  const table = (point: Partial<FichaContent['measurements']['points'][number]>, base = 'M') =>
    gradedMeasurements(sizes, {
      base_size: base,
      points: [
        {
          name: 'Cintura',
          base_cm: 40,
          step_cm: 2,
          step_breaks: [],
          tolerance_cm: 0.5,
          overrides: [],
          ...point,
        },
      ],
    })[0]!;

  it('grades from the base size by the step, up and down', () => {
    expect(table({}).values.map((v) => v.value_cm)).toEqual([36, 38, 40, 42, 44]);
    expect(table({}, 'PP').values.map((v) => v.value_cm)).toEqual([40, 42, 44, 46, 48]);
    expect(table({ step_cm: 1.5 }, 'GG').values.map((v) => v.value_cm)).toEqual([
      34, 35.5, 37, 38.5, 40,
    ]);
  });

  it('changes the step from a size break upward, and a break on every size is a step per size', () => {
    // 2 cm up to G, 3 cm from GG on.
    expect(
      table({ step_breaks: [{ from_size: 'GG', step_cm: 3 }] }).values.map((v) => v.value_cm),
    ).toEqual([36, 38, 40, 42, 45]);
    // From M on (P→M and up) 1 cm; PP→P keeps 2 cm, going down from the base.
    expect(
      table({ step_breaks: [{ from_size: 'M', step_cm: 1 }] }).values.map((v) => v.value_cm),
    ).toEqual([37, 39, 40, 41, 42]);
    const perSize = table({
      step_breaks: [
        { from_size: 'P', step_cm: 1 },
        { from_size: 'M', step_cm: 1.5 },
        { from_size: 'G', step_cm: 2 },
        { from_size: 'GG', step_cm: 2.5 },
      ],
    });
    expect(perSize.values.map((v) => v.value_cm)).toEqual([37.5, 38.5, 40, 42, 44.5]);
  });

  it('keeps an override, marked, and the computed value beside it', () => {
    const t = table({ overrides: [{ size: 'g', value_cm: 41.7 }] });
    expect(t.values[3]).toEqual({ size: 'G', value_cm: 41.7, computed_cm: 42, overridden: true });
    expect(t.values.filter((v) => v.overridden)).toHaveLength(1);
    // The next size still grades from the computed value, not from the override.
    expect(t.values[4]!.value_cm).toBe(44);
  });

  it('has no binary noise in decimal steps', () => {
    const t = gradedMeasurements(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], {
      base_size: '1',
      points: [
        { name: 'x', base_cm: 0.1, step_cm: 0.1, step_breaks: [], tolerance_cm: 0, overrides: [] },
      ],
    })[0]!;
    expect(t.values.map((v) => v.value_cm)).toEqual([
      0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1,
    ]);
  });

  it('neighbouring sizes differ by the step in force, and the base keeps its value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.nat(11),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: -300, max: 300 }),
        (n, b, base10, step10) => {
          const sz = Array.from({ length: n }, (_, i) => `T${i}`);
          const base = b % n;
          const point = {
            name: 'p',
            base_cm: base10 / 10,
            step_cm: step10 / 10,
            step_breaks: [],
            tolerance_cm: 0,
            overrides: [],
          };
          const [row] = gradedMeasurements(sz, { base_size: sz[base]!, points: [point] });
          expect(row!.values[base]!.value_cm).toBe(point.base_cm);
          for (let i = 1; i < n; i++) {
            const d = row!.values[i]!.value_cm - row!.values[i - 1]!.value_cm;
            expect(d).toBeCloseTo(point.step_cm, 6);
          }
        },
      ),
    );
  });

  it('validates the base size, breaks and overrides against the grade', () => {
    const point = { name: 'Busto', base_cm: 50 };
    expect(errorsOf({ measurements: { base_size: 'XG', points: [point] } })).toContain(
      T.sizeNotInGrade,
    );
    expect(errorsOf({ measurements: { base_size: null, points: [point] } })).toContain(
      T.baseSizeRequired,
    );
    expect(
      errorsOf({
        measurements: {
          base_size: 'M',
          points: [{ ...point, step_breaks: [{ from_size: 'P', step_cm: 1 }] }],
        },
      }),
    ).toContain(T.breakOnFirstSize);
    expect(
      errorsOf({
        measurements: {
          base_size: 'M',
          points: [
            {
              ...point,
              overrides: [
                { size: 'G', value_cm: 1 },
                { size: 'g', value_cm: 2 },
              ],
            },
          ],
        },
      }),
    ).toContain(T.repeatedSize);
    expect(
      errorsOf({ measurements: { base_size: 'M', points: [point, { ...point, name: 'busto' }] } }),
    ).toContain(T.pointsRepeated);
    expect(
      errorsOf({ measurements: { base_size: 'M', points: [{ ...point, base_cm: 50.123 }] } }),
    ).toContain(T.twoDecimals);
  });
});

describe('materials', () => {
  it('totals each material and aviamento for the quantity, with its unit', () => {
    const f = parse({
      materials: [
        { kind: 'PRINCIPAL', name: 'Malha', consumption: 0.45, unit: 'm' },
        { name: 'Ribana', consumption: 0.035, unit: 'kg' },
      ],
      trims: [
        { item: 'Botão', quantity: 6 },
        { item: 'Elástico', quantity: 0.3, unit: 'm' },
      ],
    });
    expect(materialTotals(f.materials, 60)).toEqual([
      { name: 'Malha', unit: 'm', per_piece: 0.45, total: 27 },
      { name: 'Ribana', unit: 'kg', per_piece: 0.035, total: 2.1 },
    ]);
    expect(trimTotals(f.trims, 60)).toEqual([
      { name: 'Botão', unit: 'un', per_piece: 6, total: 360 },
      { name: 'Elástico', unit: 'm', per_piece: 0.3, total: 18 },
    ]);
  });

  it('allows one tecido principal and a consumption above zero', () => {
    const main = { kind: 'PRINCIPAL' as const, name: 'A', consumption: 1, unit: 'm' as const };
    expect(errorsOf({ materials: [main, { ...main, name: 'B' }] })).toContain(T.oneMainFabric);
    expect(errorsOf({ materials: [{ ...main, consumption: 0 }] })).toContain(T.consumptionRequired);
    expect(errorsOf({ identification: { model_name: '  ' } })).toContain(T.modelNameRequired);
  });
});

describe('diff between revisions', () => {
  it('finds nothing between equal revisions', () => {
    expect(diffFichas(parse(), parse())).toEqual([]);
  });

  it('names a changed cell, the total, and the graded measurements a base change moves', () => {
    const before = parse();
    const after = parse({
      grade: {
        ...input().grade,
        quantities: [
          [10, 5],
          [25, 10],
          [10, 5],
        ],
      },
      measurements: {
        base_size: 'M',
        points: [{ name: 'Busto', base_cm: 51, step_cm: 2, tolerance_cm: 1 }],
      },
    });
    const changes = diffFichas(before, after);
    expect(changes.map((c) => c.field)).toEqual([
      'grade.cell.M.Azul',
      'grade.total',
      'measurements.Busto.P',
      'measurements.Busto.M',
      'measurements.Busto.G',
    ]);
    expect(changes[0]).toEqual({
      section: 'grade',
      field: 'grade.cell.M.Azul',
      label: 'M / Azul',
      before: '20',
      after: '25',
    });
    expect(changes[3]).toMatchObject({ before: '50 cm', after: '51 cm' });
  });

  it('marks an override, and names added sizes, rows and notes', () => {
    const before = parse();
    const after = parse({
      grade: {
        sizes: ['P', 'M', 'G', 'GG'],
        colors: input().grade.colors,
        quantities: [
          [10, 5],
          [20, 10],
          [10, 5],
          [0, 1],
        ],
      },
      measurements: {
        base_size: 'M',
        points: [
          {
            name: 'Busto',
            base_cm: 50,
            step_cm: 2,
            tolerance_cm: 1,
            overrides: [{ size: 'G', value_cm: 52.5 }],
          },
        ],
      },
      trims: [],
      packing_notes: 'Dobrar e ensacar individualmente',
    });
    const byField = new Map(diffFichas(before, after).map((c) => [c.field, c]));
    expect(byField.get('grade.sizes')).toMatchObject({ before: 'P, M, G', after: 'P, M, G, GG' });
    expect(byField.get('grade.cell.GG.Preto')).toMatchObject({ before: null, after: '1' });
    expect(byField.get('measurements.Busto.G')).toMatchObject({
      before: '52 cm',
      after: '52,5 cm (ajustada)',
    });
    expect(byField.get('measurements.Busto.GG')).toMatchObject({ before: null, after: '54 cm' });
    expect(byField.get('trims.0')).toMatchObject({ before: 'Etiqueta, 1 un./peça', after: null });
    expect(byField.get('packing_notes')?.after).toBe('Dobrar e ensacar individualmente');
  });
});

describe('lots by size and colour', () => {
  const g = () => parse().grade; // P/M/G × Azul/Preto: [[10,5],[20,10],[10,5]]

  it('what remains is the grade minus the cells already sent', () => {
    const lots = [
      { cells: [{ size: 'M', color: 'Azul', quantity: 15 }] },
      { cells: null },
      {
        cells: [
          { size: 'm', color: 'azul', quantity: 5 },
          { size: 'G', color: 'Preto', quantity: 5 },
        ],
      },
    ];
    expect(remainingCells(g(), lots)).toEqual([
      [10, 5],
      [0, 10],
      [10, 0],
    ]);
  });

  it('a lot takes at most what remains of each cell, and only cells of the grade', () => {
    const sent = [{ cells: [{ size: 'P', color: 'Azul', quantity: 8 }] }];
    expect(takeCells(g(), sent, [{ size: 'P', color: 'Azul', quantity: 2 }])).toEqual({ ok: true });
    expect(takeCells(g(), sent, [{ size: 'P', color: 'Azul', quantity: 3 }])).toEqual({
      ok: false,
      index: 0,
      reason: 'above',
      size: 'P',
      color: 'Azul',
      remaining: 2,
    });
    expect(takeCells(g(), [], [{ size: 'GG', color: 'Azul', quantity: 1 }])).toMatchObject({
      reason: 'not_in_grade',
    });
    expect(
      takeCells(
        g(),
        [],
        [
          { size: 'P', color: 'Azul', quantity: 1 },
          { size: 'p', color: 'AZUL', quantity: 1 },
        ],
      ),
    ).toMatchObject({ reason: 'repeated', index: 1 });
  });

  it('lots that were each allowed never send more than the grade holds', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.record({
              size: fc.constantFrom('P', 'M', 'G'),
              color: fc.constantFrom('Azul', 'Preto'),
              quantity: fc.integer({ min: 1, max: 25 }),
            }),
            { minLength: 1, maxLength: 4 },
          ),
          { maxLength: 12 },
        ),
        (attempts) => {
          const grade = g();
          const lots: { cells: CellQuantity[] }[] = [];
          for (const cells of attempts) if (takeCells(grade, lots, cells).ok) lots.push({ cells });
          const sent = lots.flatMap((l) => l.cells).reduce((s, c) => s + c.quantity, 0);
          const left = remainingCells(grade, lots)
            .flat()
            .reduce((a, b) => a + b, 0);
          expect(sent + left).toBe(gradeTotal(grade));
        },
      ),
    );
  });
});

describe('quotes by size band', () => {
  const sizes = ['PP', 'P', 'M', 'G', 'GG', 'XGG'];
  const grade = {
    sizes,
    colors: [
      { name: 'Azul', reference: null },
      { name: 'Preto', reference: null },
    ],
    quantities: [
      [5, 5],
      [10, 10],
      [20, 20],
      [10, 10],
      [5, 5],
      [2, 3],
    ],
  };

  it('prices PP–G and GG–XGG apart; the total follows the matrix', () => {
    const quote = {
      price_cents: 1500,
      size_bands: [
        { from_size: 'PP', to_size: 'G', price_cents: 1500 },
        { from_size: 'GG', to_size: 'XGG', price_cents: 1800 },
      ],
    };
    // 90 pieces PP–G at R$ 15 and 15 pieces GG–XGG at R$ 18.
    expect(quoteTotalCents(quote, grade, 105)).toBe(90 * 1500 + 15 * 1800);
    expect(pricePerSize(sizes, quote)).toEqual([1500, 1500, 1500, 1500, 1800, 1800]);
    // One price per piece: the quantity times the price, with or without the grade.
    expect(quoteTotalCents({ price_cents: 1500 }, grade, 105)).toBe(105 * 1500);
    expect(quoteTotalCents({ price_cents: 1500 }, null, 105)).toBe(105 * 1500);
    // A size outside every band costs the one price.
    expect(
      quoteTotalCents(
        {
          price_cents: 1000,
          size_bands: [{ from_size: 'XGG', to_size: 'XGG', price_cents: 2000 }],
        },
        grade,
        105,
      ),
    ).toBe(100 * 1000 + 5 * 2000);
  });

  it('refuses bands outside the grade, backwards or overlapping', () => {
    const band = (from_size: string, to_size: string) => ({ from_size, to_size, price_cents: 1 });
    expect(bandProblem(sizes, [band('PP', 'G'), band('gg', 'xgg')])).toBeNull();
    expect(bandProblem(sizes, [band('PP', 'XG')])).toEqual({ index: 0, reason: 'not_in_grade' });
    expect(bandProblem(sizes, [band('G', 'P')])).toEqual({ index: 0, reason: 'order' });
    expect(bandProblem(sizes, [band('PP', 'M'), band('M', 'GG')])).toEqual({
      index: 1,
      reason: 'overlap',
    });
  });

  it('the total is the sum of each cell at its size price', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.nat(50), { minLength: 2, maxLength: 2 }), {
          minLength: 6,
          maxLength: 6,
        }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5 }),
        (quantities, low, high, split) => {
          const g = { ...grade, quantities };
          const quote = {
            price_cents: 1,
            size_bands: [
              { from_size: sizes[0]!, to_size: sizes[split - 1]!, price_cents: low },
              { from_size: sizes[split]!, to_size: sizes[5]!, price_cents: high },
            ],
          };
          const byCell = quantities.reduce(
            (s, row, i) => s + row.reduce((a, q) => a + q * (i < split ? low : high), 0),
            0,
          );
          expect(quoteTotalCents(quote, g, 0)).toBe(byCell);
        },
      ),
    );
  });
});
