/** Spec §8 Profile texts, to the letter. */
export const PROFILE_TEXTS = {
  saved: 'Perfil salvo com sucesso!',
  saveFailed: 'Erro ao salvar perfil. Tente novamente.',
} as const;
