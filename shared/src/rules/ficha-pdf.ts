/**
 * The ficha técnica PDF's file name, the same on the server (Content-Disposition) and in the
 * renderer (the desktop's save dialog): 'ficha-tecnica-CB-001-rev2.pdf'. The reference keeps its
 * letters without accents, digits, '.', '_' and '-'; without one, 'ficha-tecnica-rev2.pdf'.
 */
export function fichaPdfName(reference: string | null, revision: number): string {
  const ref = (reference ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60);
  return `ficha-tecnica${ref ? `-${ref}` : ''}-rev${revision}.pdf`;
}
