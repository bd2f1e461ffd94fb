import { describe, expect, it } from 'vitest';
import { demandCounters, demandOrder, myDemandsList, type DemandListRow } from './demand-lists';

const row = (id: string, over: Partial<DemandListRow> = {}): DemandListRow => ({
  id,
  title: 'Costura de camisetas',
  description: 'Peças em malha',
  status: 'ABERTA',
  uf: 'SP',
  city: 'São Paulo',
  service: 1,
  area: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('demand list rules', () => {
  it('orders by created_at, then by id descending like the server', () => {
    const rows = [row('a'), row('c'), row('b', { created_at: '2026-11-21T10:00:00.000Z' })];
    expect([...rows].sort(demandOrder('-created_at')).map((r) => r.id)).toEqual(['b', 'c', 'a']);
    expect([...rows].sort(demandOrder('created_at')).map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });

  it('counts cancelled demands in the total only', () => {
    expect(
      demandCounters([
        row('a'),
        row('b', { status: 'CANCELADA' }),
        row('c', { status: 'CONCLUÍDA' }),
      ]),
    ).toEqual({ total: 3, abertas: 1, em_andamento: 0, concluidas: 1 });
  });

  it('folds the city and the search words; counters ignore the status filter', () => {
    const rows = [
      row('a', { title: 'Bordado à mão' }),
      row('b', { city: 'Campinas', status: 'EM ANDAMENTO', title: 'Bordado em bonés' }),
    ];
    const list = myDemandsList(rows, {
      search: 'BORDADO',
      city: ['sao paulo', 'CAMPINAS'],
      status: 'ABERTA',
    });
    expect(list.results.map((r) => r.id)).toEqual(['a']);
    expect(list).toMatchObject({ total: 2, abertas: 1, em_andamento: 1, count: 1 });
  });
});
