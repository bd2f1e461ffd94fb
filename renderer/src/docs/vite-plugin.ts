import fs from 'node:fs';
import { Lexer, Parser, type Token, type Tokens } from 'marked';
import type { Plugin } from 'vite';
import type { Doc, DocQuestion, DocSection } from './types';

const SUFFIX = '.md?doc';

/** 'Cadastro e Perfil' → 'cadastro-e-perfil': anchors that read well in a shared link. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const html = (tokens: Token[]) => Parser.parse(tokens).trim();

/** The words a reader sees, for search: tags out, entities back, spaces folded. */
function plain(markup: string): string {
  return markup
    .replace(/<\/?(?:p|li|ul|ol|h\d|br|div|blockquote|pre|table|tr|td|th)\b[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The document's `#` title, its `##` sections and their `###` questions, each as HTML rendered
 * with marked. The content is ours (files in this repository), never a user's text.
 */
export function parseDoc(markdown: string, file = 'documento'): Doc {
  const tokens = Lexer.lex(markdown);
  let title = '';
  const intro: Token[] = [];
  const sections: { title: string; body: Token[]; questions: { q: string; body: Token[] }[] }[] =
    [];
  for (const token of tokens) {
    const heading = token.type === 'heading' ? (token as Tokens.Heading) : null;
    if (heading?.depth === 1) {
      if (title) throw new Error(`${file}: mais de um título #`);
      title = heading.text;
    } else if (heading?.depth === 2) {
      sections.push({ title: heading.text, body: [], questions: [] });
    } else if (heading?.depth === 3) {
      const section = sections.at(-1);
      if (!section) throw new Error(`${file}: pergunta "${heading.text}" fora de uma seção ##`);
      section.questions.push({ q: heading.text, body: [] });
    } else {
      const section = sections.at(-1);
      const question = section?.questions.at(-1);
      (question?.body ?? section?.body ?? intro).push(token);
    }
  }
  if (!title) throw new Error(`${file}: falta o título #`);
  const seen = new Set<string>();
  const unique = (text: string) => {
    const base = slug(text) || 'secao';
    let id = base;
    for (let n = 2; seen.has(id); n++) id = `${base}-${n}`;
    seen.add(id);
    return id;
  };
  const introHtml = html(intro);
  return {
    title,
    html: introHtml,
    text: plain(introHtml),
    sections: sections.map((s): DocSection => {
      const body = html(s.body);
      return {
        id: unique(s.title),
        title: s.title,
        html: body,
        text: plain(body),
        questions: s.questions.map((q): DocQuestion => {
          const answer = html(q.body);
          if (!answer) throw new Error(`${file}: a pergunta "${q.q}" não tem resposta`);
          return { id: unique(q.q), question: q.q, html: answer, text: plain(answer) };
        }),
      };
    }),
  };
}

/** `import doc from './ajuda.md?doc'`: the Markdown rendered at build time, no parser shipped. */
export function markdownDocs(): Plugin {
  return {
    name: 'alinhavo:markdown-docs',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -'?doc'.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${resolved.id}?doc` : null;
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -'?doc'.length);
      this.addWatchFile(file);
      const doc = parseDoc(fs.readFileSync(file, 'utf8'), file);
      return `export default ${JSON.stringify(doc)};`;
    },
  };
}
