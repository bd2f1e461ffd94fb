import type { PublicSettings } from '@alinhavo/shared/schemas/legal';
import type { Doc } from './types';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The `{{NAME}}` fields of the documents, from the server's configuration. */
export function docValues(s: PublicSettings): Record<string, string> {
  return {
    LEGAL_NAME: s.legal_name,
    LEGAL_CNPJ_SENTENCE: s.legal_cnpj ? `, inscrita no CNPJ sob o nº ${s.legal_cnpj}` : '',
    DPO_EMAIL: s.dpo_email,
    // A server without a support address answers by the DPO's.
    SUPPORT_EMAIL: s.support_email ?? s.dpo_email,
  };
}

/** `doc` with every `{{NAME}}` replaced: escaped in the HTML, as is in the search text. */
export function fillDoc(doc: Doc, values: Record<string, string>): Doc {
  const fill = (text: string, escape: boolean) =>
    text.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return escape ? escapeHtml(value) : value;
    });
  return {
    title: fill(doc.title, false),
    html: fill(doc.html, true),
    text: fill(doc.text, false),
    sections: doc.sections.map((s) => ({
      ...s,
      html: fill(s.html, true),
      text: fill(s.text, false),
      questions: s.questions.map((q) => ({
        ...q,
        html: fill(q.html, true),
        text: fill(q.text, false),
      })),
    })),
  };
}
