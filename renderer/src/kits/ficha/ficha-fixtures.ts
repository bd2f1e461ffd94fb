import type { Ficha, FichaContent } from '@alinhavo/shared/schemas/ficha';

export const FICHA_DEMAND = 'd1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8';

/** A ficha of `sizes` × `colors` with `points` points of measure (one piece per cell). */
export function aFichaContent(sizes = 3, colors = 2, points = 2): FichaContent {
  const sizeNames = ['P', 'M', 'G', 'GG', 'XG', 'XGG', '46', '48', '50', '52', '54', '56'].slice(
    0,
    sizes,
  );
  return {
    identification: {
      reference: 'VES-001',
      model_name: 'Vestido midi',
      collection: 'Verão',
      garment_type: 'Vestido',
      images: [],
    },
    materials: [
      {
        kind: 'PRINCIPAL',
        name: 'Linho cru',
        composition: '100% linho',
        weight_gsm: 180,
        width_cm: 140,
        consumption: 1.5,
        unit: 'm',
      },
    ],
    trims: [{ item: 'Botão', specification: '12 mm', color: 'Natural', quantity: 4, unit: 'un' }],
    grade: {
      sizes: sizeNames,
      colors: Array.from({ length: colors }, (_, i) => ({
        name: ['Azul', 'Preto', 'Cru'][i] ?? `Cor ${i + 1}`,
        reference: null,
      })),
      quantities: sizeNames.map(() => Array.from({ length: colors }, () => 1)),
    },
    measurements: {
      base_size: sizeNames[Math.floor(sizes / 2)] ?? null,
      points: Array.from({ length: points }, (_, i) => ({
        name: ['Busto', 'Cintura'][i] ?? `Ponto ${i + 1}`,
        base_cm: 90 + i,
        step_cm: 2,
        step_breaks: [],
        tolerance_cm: 1,
        overrides: [],
      })),
    },
    operations: [{ operation: 'Fechar laterais', machine_id: null, standard_minutes: 1.5 }],
    finishing_notes: 'Passar a ferro.',
    labelling_notes: null,
    packing_notes: null,
  };
}

export function aFicha(overrides: Partial<Ficha> = {}): Ficha {
  const ficha = overrides.ficha ?? aFichaContent();
  const total = ficha.grade.quantities.flat().reduce((a, b) => a + b, 0);
  return {
    demand_id: FICHA_DEMAND,
    revision: 1,
    ficha,
    grade_total: total,
    updated_at: '2026-11-03T10:00:00.000Z',
    acknowledged_revision: null,
    acknowledged_at: null,
    revisions: [],
    ...overrides,
  };
}
