import type { Demand } from '@alinhavo/shared/schemas/demand';

export type JobTab = 'ativos' | 'concluidos' | 'candidaturas';

/** Spec §4 provider tabs: Ativos (in progress), Concluídos, Candidaturas (open, with interest). */
export const JOB_TABS: { value: JobTab; label: string; empty: string; hint: string }[] = [
  {
    value: 'ativos',
    label: 'Ativos',
    empty: 'Nenhum trabalho ativo no momento',
    hint: 'Quando um cliente escolher você para uma demanda, ela aparece aqui.',
  },
  {
    value: 'concluidos',
    label: 'Concluídos',
    empty: 'Nenhum trabalho concluído ainda',
    hint: 'Os trabalhos finalizados pelos clientes ficam guardados aqui.',
  },
  {
    value: 'candidaturas',
    label: 'Candidaturas',
    empty: 'Nenhuma candidatura no momento',
    hint: 'Demonstre interesse em oportunidades abertas para se candidatar.',
  },
];

/** The server sends every job of the provider once; the tabs split them on the device. */
export function jobsOf(demands: readonly Demand[], tab: JobTab): Demand[] {
  switch (tab) {
    case 'ativos':
      return demands.filter((d) => d.status === 'EM ANDAMENTO');
    case 'concluidos':
      return demands.filter((d) => d.status === 'CONCLUÍDA');
    case 'candidaturas':
      return demands.filter((d) => d.status === 'ABERTA');
  }
}
