// Its own module: the contact buttons of the first screen say this when the
// conversation's code cannot be fetched, without the rest of the messaging texts in the shell.
/** Spec §8 Messaging: starting a conversation failed. */
export const CONVERSATION_START_FAILED = 'Erro ao iniciar conversa. Tente novamente.';
