import { jobTabOf, type JobTab } from '@alinhavo/shared/rules/demand-lists';
import type { Demand } from '@alinhavo/shared/schemas/demand';

export type { JobTab };

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

/** The tabs split the provider's jobs on the device, by the server's rule (shared). */
export const jobsOf = (demands: readonly Demand[], tab: JobTab, me: string): Demand[] =>
  demands.filter((d) => jobTabOf(d, me) === tab);
