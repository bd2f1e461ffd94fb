/**
 * pt-BR texts of the admin console and of reports. The spec words only the page title and the
 * rejection question; the rest is ours, in the same voice.
 */
export const ADMIN_TEXTS = {
  pageTitle: 'Painel Admin',
  rejectConfirm: 'Tem certeza que deseja rejeitar este profissional?',
  approved: 'Profissional aprovado.',
  rejected: 'Profissional rejeitado.',
  suspended: 'Conta suspensa.',
  reactivated: 'Conta reativada.',
  demandRemoved: 'Demanda removida.',
  reportResolved: 'Denúncia resolvida.',
  /** Login, refresh and socket of a suspended account (DESIGN §9.13). */
  accountSuspended: 'Conta suspensa. Entre em contato com o suporte.',
  cannotSuspendAdmin: 'Não é possível suspender uma conta de administrador.',
  alreadySuspended: 'Esta conta já está suspensa.',
  notSuspended: 'Esta conta não está suspensa.',
  reasonRequired: 'Informe o motivo.',
  reasonTooShort: 'O motivo precisa de pelo menos 3 caracteres.',
  reasonTooLong: 'O motivo pode ter no máximo 500 caracteres.',
  invalidCursor: 'Página inválida. Recarregue a lista.',
  invalidPeriod: 'Período inválido: a data inicial precisa ser anterior à final.',
  loadFailed: 'Erro ao carregar dados. Tente novamente.',
  actionFailed: 'Não foi possível concluir a ação. Tente novamente.',
} as const;

export const REPORT_TEXTS = {
  action: 'Denunciar',
  title: 'Denunciar',
  sent: 'Denúncia enviada. Nossa equipe vai analisar.',
  duplicate: 'Você já denunciou este conteúdo.',
  self: 'Você não pode denunciar a si mesmo.',
  detailsTooLong: 'Os detalhes podem ter no máximo 500 caracteres.',
  reasonRequired: 'Escolha um motivo.',
  alreadyResolved: 'Esta denúncia já foi resolvida.',
  nothingToRemove: 'Este conteúdo já não existe.',
  cannotRemoveUser: 'Para um perfil, use Suspender.',
  sendFailed: 'Erro ao enviar denúncia. Tente novamente.',
  /** What a message removed by moderation reads, for both sides. */
  removedMessage: 'Mensagem removida pela moderação',
} as const;
