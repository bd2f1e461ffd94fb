/**
 * The version of the Termos de Uso and the Política de Privacidade in force (the date they were
 * last changed; renderer/src/docs/content/termos.md and privacidade.md). Registration records it;
 * a signed-in person who accepted an older one is asked once to accept this one.
 */
// 2026-11-25: the Política de Privacidade now describes the anonymous usage statistics and the
// notification e-mails, so everyone who accepted 2026-11-24 is asked again.
export const LEGAL_VERSION = '2026-11-25';
