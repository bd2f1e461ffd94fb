import { describe, expect, it } from 'vitest';
import clientHelp from './content/ajuda-cliente.md?raw';
import providerHelp from './content/ajuda-prestador.md?raw';
import privacy from './content/privacidade.md?raw';
import terms from './content/termos.md?raw';
import { docValues, fillDoc } from './fill';
import { searchDoc } from './search';
import { parseDoc, slug } from './vite-plugin';

const SOURCES: Record<string, string> = {
  'ajuda-cliente.md': clientHelp,
  'ajuda-prestador.md': providerHelp,
  'privacidade.md': privacy,
  'termos.md': terms,
};
const read = (name: string) => parseDoc(SOURCES[name] ?? '', name);

describe('Markdown documents', () => {
  it('splits the title, the ## sections and their ### questions, each rendered to HTML', () => {
    const doc = parseDoc(
      '# Ajuda\n\nIntro **forte**.\n\n## Cadastro\n\nAntes.\n\n### Como?\n\nAssim, com [link](/termos).\n\n### De novo?\n\nSim.\n\n## Cadastro\n\n### Outra?\n\nNão.\n',
    );
    expect(doc.title).toBe('Ajuda');
    expect(doc.html).toBe('<p>Intro <strong>forte</strong>.</p>');
    expect(doc.text).toBe('Intro forte.');
    expect(doc.sections.map((s) => [s.id, s.questions.length])).toEqual([
      ['cadastro', 2],
      ['cadastro-2', 1],
    ]);
    expect(doc.sections[0]?.questions[0]).toEqual({
      id: 'como',
      question: 'Como?',
      html: '<p>Assim, com <a href="/termos">link</a>.</p>',
      text: 'Assim, com link.',
    });
  });

  it('refuses a document without a title, a question without an answer or outside a section', () => {
    expect(() => parseDoc('## Só seção\n')).toThrow('falta o título');
    expect(() => parseDoc('# T\n\n## S\n\n### Sem resposta?\n')).toThrow('não tem resposta');
    expect(() => parseDoc('# T\n\n### Solta?\n\nx\n')).toThrow('fora de uma seção');
  });

  it("slugs read well: accents off, words joined by '-'", () => {
    expect(slug('Interesses e Serviços')).toBe('interesses-e-servicos');
    expect(slug('O que é o Plano Pro?')).toBe('o-que-e-o-plano-pro');
  });

  it('the help centres hold the categories of spec §2, in its order', () => {
    expect(read('ajuda-prestador.md').sections.map((s) => s.title)).toEqual([
      'Cadastro e Perfil',
      'Interesses e Serviços',
      'Demandas Recebidas',
      'Funcionalidades da Plataforma',
      'Suporte Técnico',
      'Outras Dúvidas',
    ]);
    expect(read('ajuda-cliente.md').sections.map((s) => s.title)).toEqual([
      'Cadastro e Perfil',
      'Planos e Preços',
      'Funcionalidades da Plataforma',
      'Pagamentos e Planos',
      'Suporte Técnico',
      'Outras Dúvidas',
    ]);
    for (const name of ['termos.md', 'privacidade.md'])
      expect(read(name).sections.length).toBeGreaterThan(5);
  });

  it('search finds accented answers from unaccented words, every word required', () => {
    const doc = read('ajuda-prestador.md');
    const questions = (q: string) => searchDoc(doc, q).map((h) => h.question.question);
    expect(questions('aprovacao')).toContain('Por que meu perfil está "em análise"?');
    expect(questions('EXCLUIR conta')).toEqual(['Como excluo minha conta?']);
    expect(questions('faccao')).toContain('Como encontro trabalhos?');
    expect(questions('mensagens 60 dias')).toContain(
      'Por quanto tempo as mensagens ficam guardadas?',
    );
    expect(questions('xyzzy')).toEqual([]);
    expect(questions('   ')).toEqual([]);
  });

  it('fills configuration fields, escaped in the markup and plain in the search text', () => {
    const doc = fillDoc(
      read('privacidade.md'),
      docValues({
        support_whatsapp: '5511999990000',
        support_email: 'a@b.test',
        social_instagram: null,
        social_linkedin: null,
        legal_name: 'Ateliê <b>& Cia</b>',
        legal_cnpj: '12.345.678/0001-95',
        dpo_email: 'dpo@b.test',
        legal_version: '2026-11-24',
        product_analytics: false,
      }),
    );
    const controller = doc.sections[0];
    expect(controller?.html).toContain('Ateliê &lt;b&gt;&amp; Cia&lt;/b&gt;');
    expect(controller?.html).toContain('inscrita no CNPJ sob o nº 12.345.678/0001-95');
    expect(controller?.html).toContain('dpo@b.test');
    expect(controller?.text).toContain('Ateliê <b>& Cia</b>');
    expect(JSON.stringify(doc)).not.toMatch(/\{\{[A-Z_]+\}\}/);
  });
});
