import { countOf } from '../rules/plural';
import { CONVERSATION_START_FAILED } from './conversation-start';
import { UNREAD_TEXTS } from './unread';

/** pt-BR texts of conversations and messages (spec §2 Messages, §5, §8 Messaging), to the letter. */
export const MESSAGING_TEXTS = {
  searchPlaceholder: 'Buscar conversas...',
  tabAll: 'Todas',
  tabUnread: 'Não lidas',
  tabArchived: 'Arquivadas',
  emptyAll: 'Nenhuma conversa ainda',
  emptyUnread: 'Nenhuma conversa não lida',
  emptyArchived: 'Nenhuma conversa arquivada',
  emptySearch: 'Nenhuma conversa encontrada',
  emptySearchHint: 'Tente buscar por outro termo',
  /** Not in the spec: offline, the search looked only into this device's copy. */
  searchedDeviceOnly: 'Busca feita só nas mensagens salvas neste aparelho.',
  selectConversation: 'Selecione uma conversa',
  realtime: 'Tempo real',
  connecting: 'Conectando...',
  roleProfessional: 'Profissional',
  roleClient: 'Cliente',
  /** 'Expira em N dias' */
  expiresIn: (days: number) => `Expira em ${countOf(days, 'dia', 'dias')}`,
  defaultTitle: (n: number) => `Conversa com ${n} participante(s)`,
  fetchFailed: 'Erro ao buscar conversas',
  editFailed: 'Erro ao editar mensagem',
  deleteMessageFailed: 'Erro ao deletar mensagem',
  markMessageReadFailed: 'Erro ao marcar mensagem como lida',
  markConversationReadFailed: 'Erro ao marcar conversa como lida',
  archiveFailed: 'Erro ao arquivar conversa',
  unarchiveFailed: 'Erro ao desarquivar conversa',
  deleteConversationFailed: 'Erro ao deletar conversa',
  sendFailed: 'Erro ao enviar mensagem',
  createFailed: 'Erro interno do servidor',
  unknown: 'Erro desconhecido',
  notAuthenticated: 'Usuário não autenticado',
  /** DESIGN §9.1: the spec's 'Usuário não encontrado no Supabase' without the vendor's name. */
  userNotFound: 'Usuário não encontrado no sistema de mensagens.',
  userNotFoundAlert:
    'Usuário não encontrado no sistema de mensagens. Tente novamente em alguns segundos.',
  listLoadFailed: 'Erro ao carregar conversas',
  chatConnectionError: 'Erro na conexão do chat',
  reconnectFailed: 'Falha na reconexão após múltiplas tentativas',
  conversationStarted: 'Conversa iniciada com sucesso!',
  conversationStartedNotifyFailed:
    'Conversa iniciada, mas houve um problema ao enviar a notificação.',
  conversationStartFailed: CONVERSATION_START_FAILED,
  emptyMessage: 'Escreva uma mensagem antes de enviar.',
  onlySender: 'Só quem enviou a mensagem pode alterá-la.',
  notParticipant: 'Você não participa desta conversa.',
  /** DESIGN §9.11: who may start a conversation (not in the spec). */
  startNotTied: 'Você só pode conversar com quem está ligado a uma demanda sua.',
  startProviderNotTied:
    'Você só pode conversar com o cliente de uma demanda em que demonstrou interesse.',
  demandNotFound: 'Demanda não encontrada.',
  startUnavailable: 'Esta pessoa não está disponível para conversas no momento.',
  /** Spec §4 'Provider approval': a provider not approved is not shown to the demand's client. */
  startProviderNotApproved:
    'Seu perfil ainda não foi aprovado. Você poderá conversar com clientes assim que a equipe aprovar seu cadastro.',
  confirmDeleteMessage: 'Tem certeza que deseja excluir esta mensagem?',
  confirmDeleteConversation: 'Tem certeza que deseja excluir esta conversa?',
  /** Not in the spec: the badge, the burger and the toast (their own module, for every screen). */
  ...UNREAD_TEXTS,
} as const;

/** Spec §9 message constants. */
export const MESSAGING_LIMITS = {
  counter: 500,
  contentMax: 5000,
  lifetimeDays: 60,
  warnAfterDays: 45,
  searchDebounceMs: 300,
  groupGapMs: 5 * 60 * 1000,
  duplicateWindowMs: 5000,
  scrollDelayMs: 100,
} as const;
