import type { FichaContentInput, FichaPutInput } from '@alinhavo/shared/schemas/ficha';
import type { Backend } from './builders';

/**
 * A whole ficha técnica: a t-shirt in P, M, G × Azul, Preto (60 pieces), two points of measure
 * graded 2 cm a size from M, a main fabric and an aviamento, two operations.
 */
export function aFicha(overrides: Partial<FichaContentInput> = {}): FichaContentInput {
  return {
    identification: {
      reference: 'CB-001',
      model_name: 'Camiseta básica gola careca',
      collection: 'Verão 2027',
      garment_type: 'Camiseta',
    },
    materials: [
      {
        kind: 'PRINCIPAL',
        name: 'Malha penteada',
        composition: '100% algodão',
        weight_gsm: 160,
        width_cm: 180,
        consumption: 0.45,
        unit: 'm',
      },
    ],
    trims: [{ item: 'Etiqueta de composição', specification: 'Cetim', quantity: 1, unit: 'un' }],
    grade: {
      sizes: ['P', 'M', 'G'],
      colors: [{ name: 'Azul', reference: 'AZ-12' }, { name: 'Preto' }],
      quantities: [
        [10, 5],
        [20, 10],
        [10, 5],
      ],
    },
    measurements: {
      base_size: 'M',
      points: [
        { name: 'Busto', base_cm: 50, step_cm: 2, tolerance_cm: 1 },
        { name: 'Comprimento', base_cm: 70, step_cm: 1.5, tolerance_cm: 1 },
      ],
    },
    operations: [
      { operation: 'Fechar ombros', machine_id: null, standard_minutes: 0.4 },
      { operation: 'Pregar gola', machine_id: null, standard_minutes: 0.8 },
    ],
    finishing_notes: 'Arrematar e limpar linhas.',
    labelling_notes: 'Etiqueta de composição na costura lateral esquerda.',
    packing_notes: 'Dobrar e ensacar individualmente.',
    ...overrides,
  };
}

/** Saves `ficha` on a demand as its owner; answers the saved ficha's revision. */
export async function aFichaOn(
  b: Backend,
  owner: { access: string },
  demandId: string,
  body: FichaPutInput = { ficha: aFicha() },
): Promise<number> {
  const res = await b.api.request<{ revision: number }>('PUT', `/demands/${demandId}/ficha/`, {
    token: owner.access,
    body,
  });
  if (res.status !== 200) throw new Error(`ficha failed: ${JSON.stringify(res.body)}`);
  return res.body.data.revision;
}
