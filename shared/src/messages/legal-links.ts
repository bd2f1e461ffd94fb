/**
 * The names of the public documents, apart from LEGAL_TEXTS: the landing's footer (in the entry
 * chunk every visitor loads) needs only these.
 */
export const DOCUMENT_NAMES = {
  helpTitle: 'Central de Dúvidas',
  termsOfUse: 'Termos de Uso',
  privacyPolicy: 'Política de Privacidade',
} as const;
