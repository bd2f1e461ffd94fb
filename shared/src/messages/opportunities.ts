// Its own module: the dashboard's cards need these texts, not the demands' others,
// and a bundler places a module's texts whole in one chunk.
/** Oportunidades, Meus Trabalhos and the demand details modal (spec §2, §4, §6, §8). */
export const OPPORTUNITY_TEXTS = {
  heading: 'Oportunidades Disponíveis',
  loadError: 'Erro ao carregar oportunidades. Tente novamente.',
  empty: 'Nenhuma oportunidade encontrada',
  selectStateFirst: 'Selecione um estado primeiro',
  interestError: 'Erro ao demonstrar interesse. Tente novamente.',
  interestFirst: 'Demonstre interesse primeiro',
  notApprovedTitle: 'Perfil em análise',
  notApproved:
    'Seu perfil ainda não foi aprovado. Você poderá demonstrar interesse e enviar propostas assim que a equipe aprovar seu cadastro.',
  completeProfile: 'Completar perfil',
  jobsLoadError: 'Erro ao carregar dados. Tente novamente.',
  demandLoadError: 'Erro ao carregar dados da demanda. Tente novamente.',
  phoneMissingTitle: 'Telefone não cadastrado',
  phoneMissing:
    'Este cliente não cadastrou um telefone para contato. Demonstre interesse e converse pela plataforma.',
  filesLoadError: 'Erro ao carregar os anexos. Tente novamente.',
  noFiles: 'Nenhum arquivo anexado.',
  downloadError: 'Erro ao baixar o arquivo. Tente novamente.',
  /** A provider not approved yet sees an open demand's attachments listed, and fetches none. */
  filesNotApproved:
    'Seu perfil ainda não foi aprovado. Você poderá baixar os anexos assim que a equipe aprovar seu cadastro.',
} as const;
