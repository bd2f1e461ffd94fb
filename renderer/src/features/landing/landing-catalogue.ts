/** Illustrative filter options for the public landing (names from the project's fashion catalogue). */
export const LANDING_SERVICES: ReadonlyArray<{
  id: number;
  name: string;
  areaIds: readonly number[];
}> = [
  {
    id: 1,
    name: 'Costura / Facção',
    areaIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
  },
  { id: 2, name: 'Modelagem', areaIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17] },
  {
    id: 3,
    name: 'Graduação e Encaixe',
    areaIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17],
  },
  { id: 4, name: 'Corte', areaIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] },
  {
    id: 5,
    name: 'Peça-piloto / Pilotagem',
    areaIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17],
  },
  {
    id: 6,
    name: 'Estilismo / Design de Moda',
    areaIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
  },
  { id: 7, name: 'Bordado', areaIds: [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] },
  {
    id: 8,
    name: 'Estamparia / Sublimação / Silk',
    areaIds: [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17],
  },
  { id: 9, name: 'Lavanderia e Beneficiamento', areaIds: [1, 2, 3, 7, 9, 10, 11, 12] },
  {
    id: 10,
    name: 'Acabamento / Passadoria',
    areaIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
  },
  { id: 11, name: 'Ajustes e Consertos', areaIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16] },
  {
    id: 12,
    name: 'Confecção Completa (Full Package)',
    areaIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
  },
  {
    id: 13,
    name: 'Consultoria de Produção',
    areaIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
  },
];

export const LANDING_AREAS: ReadonlyArray<{ id: number; name: string }> = [
  { id: 1, name: 'Moda Feminina' },
  { id: 2, name: 'Moda Masculina' },
  { id: 3, name: 'Moda Infantil' },
  { id: 4, name: 'Moda Praia' },
  { id: 5, name: 'Moda Fitness' },
  { id: 6, name: 'Moda Íntima / Lingerie' },
  { id: 7, name: 'Jeans' },
  { id: 8, name: 'Moda Festa' },
  { id: 9, name: 'Uniformes Profissionais' },
  { id: 10, name: 'Plus Size' },
  { id: 11, name: 'Moda Gestante' },
  { id: 12, name: 'Streetwear' },
  { id: 13, name: 'Acessórios' },
  { id: 14, name: 'Cama, Mesa e Banho' },
  { id: 15, name: 'Moda Pet' },
  { id: 16, name: 'Pijamas e Sleepwear' },
  { id: 17, name: 'Camisetas e Brindes Personalizados' },
];

export const LANDING_SPECIALTIES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 1, name: 'Tecido Plano' },
  { id: 2, name: 'Malharia' },
  { id: 3, name: 'Alfaiataria' },
  { id: 4, name: 'Couro' },
  { id: 5, name: 'Lingerie' },
  { id: 6, name: 'Jeanswear' },
  { id: 7, name: 'Peças de Tricô' },
  { id: 8, name: 'Vestidos de Festa' },
  { id: 9, name: 'Costura Industrial' },
  { id: 10, name: 'Costura Sob Medida' },
  { id: 11, name: 'Malhas com Elastano' },
  { id: 12, name: 'Camisaria' },
  { id: 13, name: 'Moletom e Agasalhos' },
  { id: 14, name: 'Tecidos Finos e Delicados' },
  { id: 15, name: 'Aplicações e Pedrarias' },
];
