/**
 * pt-BR texts of notifications. Failures are the spec's (§8) to the letter; successes and the
 * texts of each notification are ours. `demand` is the demand's title, quoted in the text.
 */
export const NOTIFICATION_TEXTS = {
  createFailed: 'Erro ao criar notificação',
  fetchFailed: 'Erro ao buscar notificações',
  markReadFailed: 'Erro ao marcar notificação como lida',
  markAllReadFailed: 'Erro ao marcar todas as notificações como lidas',
  deleteFailed: 'Erro ao deletar notificação',
  countFailed: 'Erro ao contar notificações não lidas',
  unknown: 'Erro desconhecido',
  loadFailed: 'Erro ao carregar notificações',
  markedRead: 'Notificação marcada como lida.',
  markedAllRead: 'Todas as notificações foram marcadas como lidas.',
  deleted: 'Notificação excluída com sucesso!',
  newConversationTitle: 'Nova conversa iniciada',
  newConversationMessage: 'Um profissional iniciou uma conversa com você',
  /** Ours: the spec only words the text for a conversation started by a provider. */
  newConversationMessageFromClient: 'Um cliente iniciou uma conversa com você',
  /** Ours: appended to 'removed' when the client gave a reason. */
  removalReason: (reason: string) => ` Motivo informado pelo cliente: "${reason}"`,
} as const;

/**
 * Title and message of each notification the server creates. The database puts the demand's
 * title in place of {demand} while inserting, so the text never goes stale between read and write.
 */
export const NOTIFICATION_CONTENT = {
  new_demand: {
    title: 'Nova demanda disponível',
    message: 'Uma nova demanda no seu tipo de serviço foi publicada: "{demand}".',
  },
  new_interest: {
    title: 'Novo profissional interessado',
    message: 'Um profissional demonstrou interesse na sua demanda "{demand}".',
  },
  selected: {
    title: 'Você foi selecionado',
    message: 'Você foi escolhido para realizar a demanda "{demand}".',
  },
  removed: {
    title: 'Você foi removido de uma demanda',
    message: 'O cliente removeu você da demanda "{demand}".',
  },
  quote_revised: {
    title: 'Proposta atualizada',
    message: 'Um profissional atualizou a proposta para a sua demanda "{demand}".',
  },
  quote_requested: {
    title: 'Pedido de proposta',
    message: 'Um cliente pediu sua proposta para a demanda "{demand}".',
  },
  lot_late: {
    title: 'Lote atrasado',
    message: 'Um lote da demanda "{demand}" passou do retorno previsto e ainda não foi entregue.',
  },
  ficha_updated: {
    title: 'Ficha técnica atualizada',
    message: 'A ficha técnica da demanda "{demand}" mudou. Confira o que mudou e marque "Ciente".',
  },
  completed: {
    title: 'Demanda concluída',
    message: 'A demanda "{demand}" foi finalizada pelo cliente.',
  },
  rate_client: {
    title: 'Avalie o cliente',
    message: 'A demanda "{demand}" foi concluída. Conte como foi trabalhar com o cliente.',
  },
  review_published: {
    title: 'Nova avaliação publicada',
    message: 'A avaliação sobre você na demanda "{demand}" foi publicada.',
  },
  approved: {
    title: 'Perfil aprovado',
    message: 'Seu perfil profissional foi aprovado. Agora os clientes podem encontrar você.',
  },
  rejected: {
    title: 'Perfil não aprovado',
    message:
      'Seu perfil profissional ainda não foi aprovado. Confira seus dados ou fale com o suporte.',
  },
  demand_removed: {
    title: 'Demanda removida',
    message: 'Sua demanda "{demand}" foi removida pela moderação.',
  },
  report_resolved: {
    title: 'Denúncia analisada',
    message: 'Analisamos sua denúncia. Obrigado por ajudar a manter o Alinhavo seguro.',
  },
  saved_search_match: {
    title: 'Novo profissional para a sua busca',
    message: '{nome} corresponde à sua busca "{busca}".',
  },
  payment_confirmed: {
    title: 'Pagamento confirmado!',
    message: 'Seu Plano Pro está ativo até {data}.',
  },
  payment_rejected: {
    title: 'Pagamento não aprovado',
    message: 'Seu pagamento do Plano Pro não foi aprovado. Você pode tentar de novo em Planos.',
  },
  pro_revoked: {
    title: 'Plano Pro cancelado',
    message: 'Seu pagamento foi estornado e sua conta voltou ao Plano Básico.',
  },
  pro_expiring: {
    title: 'Seu Plano Pro está vencendo',
    message: 'Seu Plano Pro vence em {data}. Renove em Planos para não perder o acesso.',
  },
  pro_expired: {
    title: 'Seu Plano Pro venceu',
    message: 'Sua conta voltou ao Plano Básico. Nada foi apagado: renove quando quiser.',
  },
} as const;

/** The date (dd/mm/aaaa) in the plan notifications. */
export const PLAN_DATE_PLACEHOLDER = '{data}';

export const DEMAND_PLACEHOLDER = '{demand}';
/** The provider's display name and the saved search's name in 'saved_search_match'. */
export const SAVED_SEARCH_PLACEHOLDERS = { professional: '{nome}', search: '{busca}' } as const;
