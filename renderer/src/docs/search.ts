import { foldText } from '@alinhavo/shared/rules/search';
import type { Doc, DocQuestion, DocSection } from './types';

export interface DocHit {
  section: DocSection;
  question: DocQuestion;
}

/**
 * The questions whose heading or answer hold every word of `query`, accents and case aside
 * ('aprovacao' finds 'aprovação'), in the document's order.
 */
export function searchDoc(doc: Doc, query: string): DocHit[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: DocHit[] = [];
  for (const section of doc.sections)
    for (const question of section.questions) {
      const haystack = foldText(`${section.title} ${question.question} ${question.text}`);
      if (words.every((w) => haystack.includes(w))) hits.push({ section, question });
    }
  return hits;
}
