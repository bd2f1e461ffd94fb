/** Landing sections reached from the header (scroll, not routes: they are parts of one page). */
export const LANDING_SECTIONS = {
  howItWorks: 'como-funciona',
  opportunities: 'oportunidades',
} as const;

export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
