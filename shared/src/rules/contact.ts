/** Support contacts shown on the landing page, verification screen and help centre. */
export const SUPPORT = {
  email: 'contato@alinhavo.com.br',
  whatsappNumber: '5511999990000',
  instagram: 'https://www.instagram.com/alinhavo',
  linkedin: 'https://www.linkedin.com/company/alinhavo',
} as const;

/** wa.me link with Brazil's country code 55 and a prefilled greeting (spec §7 External). */
export function whatsappLink(phoneDigits: string, text: string): string {
  const digits = phoneDigits.replace(/\D/g, '');
  const withCountry = digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`;
  return `https://wa.me/${withCountry}?text=${encodeURIComponent(text)}`;
}
