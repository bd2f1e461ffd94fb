import type { Ficha, FichaGrade } from '@alinhavo/shared/schemas/ficha';

/** GET …/ficha/ as the server answers it, around `grade` (tests of the quote and lot screens). */
export function aFichaAnswer(demandId: string, grade: FichaGrade, revision = 1): Ficha {
  const total = grade.quantities.flat().reduce((a, b) => a + b, 0);
  return {
    demand_id: demandId,
    revision,
    ficha: {
      identification: {
        reference: 'CB-001',
        model_name: 'Camiseta básica',
        collection: null,
        garment_type: 'Camiseta',
        images: [],
      },
      materials: [],
      trims: [],
      grade,
      measurements: { base_size: null, points: [] },
      operations: [],
      finishing_notes: null,
      labelling_notes: null,
      packing_notes: null,
    },
    grade_total: total,
    updated_at: '2026-11-20T12:00:00.000Z',
    acknowledged_revision: null,
    acknowledged_at: null,
    revisions: [],
  };
}

/** PP, P, M, G, GG, XGG × Azul, Preto: 10 pieces a cell up to G, 20 from GG (160 pieces). */
export const SIX_SIZES: FichaGrade = {
  sizes: ['PP', 'P', 'M', 'G', 'GG', 'XGG'],
  colors: [
    { name: 'Azul', reference: null },
    { name: 'Preto', reference: null },
  ],
  quantities: [
    [10, 10],
    [10, 10],
    [10, 10],
    [10, 10],
    [20, 20],
    [20, 20],
  ],
};
