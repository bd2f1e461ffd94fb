/** Public documents (issue 16; DESIGN §9.6): readable before signing up, linked from the footer. */
export const PUBLIC_DOC_PATHS = {
  help: '/ajuda',
  terms: '/termos',
  privacy: '/privacidade',
} as const;
