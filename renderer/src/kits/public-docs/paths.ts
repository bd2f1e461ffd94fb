import { DOCUMENT_NAMES } from '@alinhavo/shared/messages/legal-links';

/** Public documents (DESIGN §9.6): readable before signing up, linked from the footer. */
export const PUBLIC_DOC_PATHS = {
  help: '/ajuda',
  terms: '/termos',
  privacy: '/privacidade',
} as const;

/** Each document's path and name, in the order the footers list them. */
export const PUBLIC_DOCUMENTS = [
  { key: 'help', to: PUBLIC_DOC_PATHS.help, name: DOCUMENT_NAMES.helpTitle },
  { key: 'terms', to: PUBLIC_DOC_PATHS.terms, name: DOCUMENT_NAMES.termsOfUse },
  { key: 'privacy', to: PUBLIC_DOC_PATHS.privacy, name: DOCUMENT_NAMES.privacyPolicy },
] as const;
