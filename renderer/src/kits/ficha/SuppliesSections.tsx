import { materialTotals, trimTotals } from '@alinhavo/shared/rules/ficha';
import {
  CONSUMPTION_UNITS,
  CONSUMPTION_UNIT_LABELS,
  MATERIAL_KINDS,
  MATERIAL_KIND_LABELS,
} from '@alinhavo/shared/schemas/ficha';
import { memo } from 'react';
import { RowListSection, type RowList } from './RowListSection';

const UNITS = CONSUMPTION_UNITS.map((u) => ({ value: u, label: CONSUMPTION_UNIT_LABELS[u] }));
const KINDS = MATERIAL_KINDS.map((k) => ({ value: k, label: MATERIAL_KIND_LABELS[k] }));

/** Tecidos and the like: consumption per piece, total for the grade's pieces. */
const MATERIALS: RowList<'materials'> = {
  name: 'materials',
  title: 'Materiais',
  columns: [
    { key: 'kind', label: 'Tipo', kind: 'choice', options: KINDS },
    { key: 'name', label: 'Material', kind: 'text', required: true },
    { key: 'composition', label: 'Composição', kind: 'text', placeholder: '100% algodão' },
    { key: 'weight_gsm', label: 'Gramatura (g/m²)', kind: 'decimal' },
    { key: 'width_cm', label: 'Largura (cm)', kind: 'decimal' },
    { key: 'consumption', label: 'Consumo por peça', kind: 'decimal', required: true },
    { key: 'unit', label: 'Unidade', kind: 'choice', options: UNITS },
  ],
  perPiece: 'consumption',
  total: (consumption, pieces) =>
    materialTotals(
      [
        {
          kind: 'OUTRO',
          name: '',
          composition: null,
          weight_gsm: null,
          width_cm: null,
          consumption,
          unit: 'm',
        },
      ],
      pieces,
    )[0]!.total,
  unitFallback: 'm',
  totalLabel: (pieces) => `Total para ${pieces.toLocaleString('pt-BR')} peças`,
  totalTestId: 'material-total',
  removeLabel: 'Remover material',
  addLabel: (rows) => (rows === 0 ? 'Adicionar tecido principal' : 'Adicionar material'),
  newRow: (rows) => ({
    kind: rows === 0 ? 'PRINCIPAL' : 'OUTRO',
    name: '',
    composition: '',
    weight_gsm: null,
    width_cm: null,
    consumption: Number.NaN,
    unit: 'm',
  }),
};

/** Aviamentos: quantity per piece, total for the grade's pieces. */
const TRIMS: RowList<'trims'> = {
  name: 'trims',
  title: 'Aviamentos',
  columns: [
    { key: 'item', label: 'Item', kind: 'text', required: true },
    { key: 'specification', label: 'Especificação', kind: 'text' },
    { key: 'color', label: 'Cor', kind: 'text' },
    { key: 'quantity', label: 'Quantidade por peça', kind: 'decimal', required: true },
    { key: 'unit', label: 'Unidade', kind: 'choice', options: UNITS },
  ],
  perPiece: 'quantity',
  total: (quantity, pieces) =>
    trimTotals([{ item: '', specification: null, color: null, quantity, unit: 'un' }], pieces)[0]!
      .total,
  unitFallback: 'un',
  totalLabel: () => 'Total',
  totalTestId: 'trim-total',
  removeLabel: 'Remover',
  addLabel: () => 'Adicionar aviamento',
  newRow: () => ({ item: '', specification: '', color: '', quantity: Number.NaN, unit: 'un' }),
};

export const MaterialsSection = memo(function MaterialsSection() {
  return <RowListSection list={MATERIALS} />;
});

export const TrimsSection = memo(function TrimsSection() {
  return <RowListSection list={TRIMS} />;
});
