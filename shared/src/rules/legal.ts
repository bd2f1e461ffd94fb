/**
 * The version of the Termos de Uso and the Política de Privacidade in force (the date they were
 * last changed; renderer/src/docs/content/termos.md and privacidade.md). Registration records it;
 * a signed-in person who accepted an older one is asked once to accept this one.
 */
export const LEGAL_VERSION = '2026-11-24';
