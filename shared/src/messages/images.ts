/**
 * The image viewer's own texts (spec §2), apart from the demand texts: the viewer also serves
 * the public provider page, which must not pull every demand message with it.
 */
export const IMAGE_TEXTS = {
  loadError: 'Não foi possível carregar a imagem.',
} as const;
