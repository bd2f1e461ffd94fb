/**
 * The example support WhatsApp of a development machine. The real contacts come from the
 * server's configuration (SUPPORT_WHATSAPP, SUPPORT_EMAIL, SOCIAL_INSTAGRAM, SOCIAL_LINKEDIN,
 * served by GET /settings/public/); production refuses to start with this number.
 */
export const EXAMPLE_SUPPORT_WHATSAPP = '5511999990000';

/** wa.me link with Brazil's country code 55 and a prefilled greeting (spec §7 External). */
export function whatsappLink(phoneDigits: string, text: string): string {
  const digits = phoneDigits.replace(/\D/g, '');
  const withCountry = digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`;
  return `https://wa.me/${withCountry}?text=${encodeURIComponent(text)}`;
}
