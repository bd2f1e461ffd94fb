/** pt-BR texts of demands, interest, files and ratings (spec §2, §5, §8), to the letter. */
export const DEMAND_TEXTS = {
  titleRequired: 'Título é obrigatório',
  descriptionRequired: 'Descrição é obrigatória',
  serviceRequired: 'Tipo de serviço é obrigatório',
  areaRequired: 'Área de atuação é obrigatória',
  specialtyRequired: 'Especialidade é obrigatória',
  availabilityRequired: 'Disponibilidade é obrigatória',
  budgetMinAboveMax: 'O orçamento mínimo não pode ser maior que o máximo.',
  titleMax: 'O título pode ter no máximo 100 caracteres.',
  descriptionMax: 'A descrição pode ter no máximo 500 caracteres.',
  amountMin: 'A quantidade mínima é 1.',
  deadlineBeforeToday: 'O prazo não pode ser anterior a hoje.',
  /** Ours (the spec sets no upper bound): a deadline years away is a typo, not a plan. */
  deadlineTooFar: 'O prazo deve ser de até 2 anos.',
  areaNotOfService: 'Esta área de atuação não pertence ao tipo de serviço escolhido.',
  onlySelfInterest: 'Você só pode se adicionar como interessado.',
  interestOnlyOpen: 'Só é possível demonstrar interesse em demandas abertas.',
  alreadyInterested: 'Você já demonstrou interesse nesta demanda.',
  onlyProviders: 'Apenas profissionais podem demonstrar interesse.',
  /** Spec §4 'Provider approval': a provider not approved (pending or rejected) stays unseen. */
  providerNotApproved:
    'Seu perfil ainda não foi aprovado. Você poderá demonstrar interesse assim que a equipe aprovar seu cadastro.',
  onlyClients: 'Apenas clientes podem publicar demandas.',
  notOwner: 'Apenas quem publicou a demanda pode alterá-la.',
  selectOnlyOpen: 'Só é possível escolher um profissional em uma demanda aberta.',
  selectOnlyCandidate: 'Escolha um profissional entre os interessados.',
  anotherChosen: 'Outro profissional já foi escolhido. Remova-o antes de escolher outro.',
  removeOnlyInProgress: 'Não há profissional escolhido para remover.',
  /** Ours: what removing the chosen provider undoes, said before the client confirms. */
  removeConsequence: 'A demanda volta a ficar aberta; a proposta escolhida deixa de valer',
  /** Ours: removing with a lot not yet delivered ('Entregue') needs the client's reason. */
  removalReasonRequired:
    'Informe o motivo da remoção: há lotes desta demanda que ainda não foram entregues.',
  removalReasonEmpty: 'Informe o motivo da remoção.',
  removalReasonTooLong: 'O motivo pode ter no máximo 500 caracteres.',
  removalReasonOnlyOnRemove: 'O motivo só vale ao remover o profissional escolhido.',
  finalizeOnlyInProgress: 'Só é possível finalizar uma demanda em andamento.',
  finalizeNeedsRating: 'Avalie o profissional antes de finalizar a demanda.',
  completedLocked: 'Uma demanda concluída não pode ser alterada.',
  created: 'Demanda criada com sucesso!',
  updated: 'Demanda atualizada com sucesso!',
  deleted: 'Demanda excluída com sucesso!',
  interestShown: 'Interesse demonstrado com sucesso!',
  selected: 'Profissional selecionado com sucesso!',
  removed: 'Profissional removido com sucesso!',
  finalized: 'Demanda finalizada com sucesso!',
  fileDeleted: 'Arquivo excluído com sucesso!',
  fileTooLarge: 'Cada arquivo pode ter no máximo 20 MB.',
  fileTypeRefused: 'Tipo de arquivo não permitido. Envie imagens, PDF, DOC, DOCX ou TXT.',
  ratingCreated: 'Avaliação enviada com sucesso!',
  ratingUpdated: 'Avaliação atualizada com sucesso!',
  ratingRemoved: 'Avaliação removida com sucesso!',
  ratingScore: 'Escolha de 1 a 5 estrelas.',
  ratingCommentMax: 'O comentário pode ter no máximo 255 caracteres.',
  ratingNotWorked: 'Você só pode avaliar um profissional com quem trabalhou.',
  ratingDuplicate: 'Você já avaliou este profissional nesta demanda.',
  // DESIGN §9.16: a rating names the demand the professional took (spec style, no spec text).
  ratingNeedsDemand: 'Escolha a demanda em que o profissional trabalhou para você.',
  // Minhas Demandas (spec §8 Demands): failures of the client's demand screens.
  deleteError: 'Erro ao excluir demanda. Tente novamente.',
  finalizeError: 'Erro ao finalizar demanda. Tente novamente.',
  loadProfessionalError: 'Erro ao carregar dados do profissional. Tente novamente.',
  userNotIdentified: 'Erro: usuário não identificado.',
  ratingSendError: 'Erro ao enviar avaliação. Tente novamente.',
  ratingRemoveError: 'Erro ao remover avaliação. Tente novamente.',
  ratingNotFound: 'Nenhuma avaliação encontrada para remover.',
  selectError: 'Erro ao selecionar profissional. Tente novamente.',
  removeProfessionalError: 'Erro ao remover profissional. Tente novamente.',
  ratingSaveError: 'Erro ao salvar avaliação. Tente novamente.',
} as const;

export { OPPORTUNITY_TEXTS } from './opportunities';

/** The demand create/edit form (spec §8 Demands): its toasts beyond DEMAND_TEXTS. */
export const DEMAND_FORM_TEXTS = {
  saveError: 'Erro ao criar demanda. Tente novamente.',
  createdUploadError: 'Demanda criada, mas houve erro no upload dos arquivos.',
  updatedUploadError: 'Demanda atualizada, mas houve erro no upload dos novos arquivos.',
  updatedRemoveError: 'Demanda atualizada, mas houve erro ao remover alguns arquivos.',
  attachmentsLoadError: 'Erro ao carregar dados da demanda. Tente novamente.',
} as const;

/** Limits and checks of uploads (texts of ours; the spec has none). */
export const UPLOAD_TEXTS = {
  tooManyFiles: (max: number) => `Cada demanda pode ter no máximo ${max} arquivos.`,
  dailyUploadLimit: (mb: number) =>
    `Você já enviou ${mb} MB de arquivos nas últimas 24 horas, o limite diário. Tente novamente mais tarde.`,
  fileExtensionMismatch: (name: string) =>
    `O conteúdo de "${name}" não corresponde à extensão do nome. Envie imagens, PDF, DOC, DOCX ou TXT com a extensão certa.`,
  /** The bucket (STORAGE_URL) did not answer: nothing was kept or removed. */
  storageUnavailable:
    'Os arquivos estão temporariamente indisponíveis. Nada foi alterado; tente novamente em alguns minutos.',
} as const;
