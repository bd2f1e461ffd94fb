/**
 * The texts every signed-in screen shows about unread conversations (the menu badge, the phone's
 * burger, the new-message toast): apart from the messaging texts, which only Mensagens loads.
 */
export const UNREAD_TEXTS = {
  unreadConversations: (n: number) =>
    n === 1 ? '1 conversa não lida' : `${n} conversas não lidas`,
  /** Not in the spec: the toast of a message that arrives while another screen is open. */
  newMessage: 'Nova mensagem',
  newMessageFrom: (name: string) => `Nova mensagem de ${name}`,
  openConversation: 'Abrir',
} as const;
